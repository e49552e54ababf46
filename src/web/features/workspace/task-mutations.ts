/**
 * Task writes, optimistic: each applies its operation at once, sends one request, then takes the
 * server's row (success) or reverts exactly its operation (refusal; the query client's mutation
 * cache shows why). All task writes share one scope so they reach the server in the order made.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  addTaskToBoard,
  createTask,
  deleteTask,
  moveTask,
  removeTaskFromBoard,
  restoreTask,
  skipOccurrence,
  updateTask,
  type Task,
  type UpdateTask,
} from '../../../shared/contracts/tasks.ts';
import { newId } from '../../../shared/ids.ts';
import { keyBetween } from '../../../shared/order.ts';
import { nextOccurrence } from '../../../shared/recurrence.ts';
import { DEFAULT_TASK_COLOR } from '../../../shared/colors.ts';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { api } from '../../lib/api.ts';
import { capturePrevious, type Operation, type TaskPatch } from './optimistic.ts';
import { optimisticCallbacks } from './optimistic-callbacks.ts';
import { continuesOnCompletion, draftNextOccurrence, personToday } from './next-occurrence.ts';
import { readWorkspace, undoSettledOperation } from './workspace-query.ts';
import type { WriteContext } from './optimistic-callbacks.ts';

/**
 * Every write about tasks and what they hold (checklist items, attachments) shares one scope, so
 * they reach the server in the order made (an item never arrives before its new task).
 */
export const TASK_SCOPE = { id: 'task-writes' };

export interface CreateTaskInput {
  id: string;
  title: string;
  quadrant: Quadrant;
  boardId: string;
  order: string;
  /** A captured task can arrive dated ('YYYY-MM-DD', and 'HH:MM' only with a date). */
  dueDate?: string | null;
  dueTime?: string | null;
  /** A captured repeat rule ("every Monday"), only with a date. */
  repeat?: string | null;
}
export interface MoveTaskInput {
  taskId: string;
  boardId: string;
  quadrant: Quadrant;
  order: string;
}
export interface UpdateTaskInput {
  taskId: string;
  changes: UpdateTask;
}
export interface BoardMembershipInput {
  taskId: string;
  boardId: string;
}

/** First in the task's quadrant on `boardId`, as the server places it when no order is sent. */
function firstOrderOn(tasks: Iterable<Task>, boardId: string, quadrant: Quadrant): string {
  let first: string | null = null;
  for (const t of tasks) {
    if (t.quadrant !== quadrant) continue;
    const order = t.boards.find((p) => p.boardId === boardId)?.order;
    if (order !== undefined && (first === null || order < first)) first = order;
  }
  return keyBetween(null, first);
}

/** The optimistic copy of a new task, as the server will return it (version 0 until confirmed). */
export function draftTask(input: CreateTaskInput, now = new Date().toISOString()): Task {
  const onBoard = input.boardId !== POOL_BOARD_ID;
  return {
    id: input.id,
    title: input.title,
    quadrant: input.quadrant,
    color: DEFAULT_TASK_COLOR,
    description: '',
    dueDate: input.dueDate ?? null,
    dueTime: input.dueDate ? (input.dueTime ?? null) : null,
    completed: false,
    completedAt: null,
    repeat: input.dueDate ? (input.repeat ?? null) : null,
    nextOccurrenceId: null,
    boards: onBoard ? [{ boardId: input.boardId, order: input.order }] : [],
    poolOrder: input.order,
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
}

export function useTaskMutations() {
  const client = useQueryClient();

  const { begin, confirmRow, confirm: confirmDelete, rollback } = optimisticCallbacks(client);
  const confirm = confirmRow('tasks');
  function patchOp(taskId: string, patch: TaskPatch): Operation | undefined {
    const task = readWorkspace(client)?.tasks.get(taskId);
    return task ? { kind: 'patchTask', taskId, patch, previous: capturePrevious(task, patch) } : undefined;
  }

  const create = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (v: CreateTaskInput) =>
      api(createTask, {
        body: {
          id: v.id,
          title: v.title,
          quadrant: v.quadrant,
          boardId: v.boardId,
          order: v.order,
          ...(v.dueDate ? { dueDate: v.dueDate, dueTime: v.dueTime ?? null, repeat: v.repeat ?? null } : {}),
        },
      }),
    onMutate: (v) => begin({ kind: 'createTask', task: draftTask(v) }),
    onSuccess: confirm,
    onError: rollback,
  });

  const move = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (v: MoveTaskInput) =>
      api(moveTask, {
        params: { taskId: v.taskId },
        body: { boardId: v.boardId, quadrant: v.quadrant, order: v.order },
      }),
    onMutate: (v) =>
      begin(patchOp(v.taskId, { quadrant: v.quadrant, placement: { boardId: v.boardId, order: v.order } })),
    onSuccess: confirm,
    onError: rollback,
  });

  /** The optimistic operation of an update; completing a repeating task also drafts its next one. */
  function updateOp(v: UpdateTaskInput): { op: Operation | undefined; draft: Operation | undefined } {
    const { next, ...changes } = v.changes;
    const patch: TaskPatch = { ...changes };
    // The server clears the time and the repeat with the date; say so now rather than on the echo.
    if (changes.dueDate === null) Object.assign(patch, { dueTime: null, repeat: null });
    if (changes.completed !== undefined)
      patch.completedAt = changes.completed ? new Date().toISOString() : null;
    const state = readWorkspace(client);
    const task = state?.tasks.get(v.taskId);
    const nextTask =
      state && task && next?.id && next.today
        ? draftNextOccurrence(state.tasks, task, next.id, next.today)
        : undefined;
    if (!nextTask) return { op: patchOp(v.taskId, patch), draft: undefined };
    Object.assign(patch, { repeat: null, nextOccurrenceId: nextTask.id });
    const draft: Operation = { kind: 'createTask', task: nextTask };
    const op = patchOp(v.taskId, patch);
    return { op: op ? { kind: 'batch', ops: [op, draft] } : draft, draft };
  }

  const update = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (v: UpdateTaskInput) => api(updateTask, { params: { taskId: v.taskId }, body: v.changes }),
    onMutate: (v): WriteContext & { draft?: Operation } => {
      const { op, draft } = updateOp(v);
      return { ...begin(op), ...(draft ? { draft } : {}) };
    },
    onSuccess: (row: Task, v: UpdateTaskInput, ctx: (WriteContext & { draft?: Operation }) | undefined) => {
      confirm(row, v, ctx);
      // The server made no next occurrence (the plan is full, or it already had one): drop ours.
      if (ctx?.draft?.kind === 'createTask' && row.nextOccurrenceId !== ctx.draft.task.id)
        undoSettledOperation(client, ctx.draft);
    },
    onError: rollback,
  });

  const skip = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (v: { taskId: string; today: string }) =>
      api(skipOccurrence, { params: { taskId: v.taskId }, body: { today: v.today } }),
    onMutate: (v) => {
      const task = readWorkspace(client)?.tasks.get(v.taskId);
      const dueDate =
        task?.repeat && task.dueDate ? nextOccurrence(task.repeat, task.dueDate, v.today) : null;
      return begin(dueDate ? patchOp(v.taskId, { dueDate }) : undefined);
    },
    onSuccess: confirm,
    onError: rollback,
  });

  const remove = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (task: Task) => api(deleteTask, { params: { taskId: task.id } }),
    onMutate: (task) => begin({ kind: 'deleteTask', task }),
    onSuccess: confirmDelete,
    onError: rollback,
  });

  const restore = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (task: Task) => api(restoreTask, { params: { taskId: task.id } }),
    onMutate: (task) => begin({ kind: 'createTask', task }),
    onSuccess: confirm,
    onError: rollback,
  });

  const addToBoard = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (v: BoardMembershipInput & { order: string }) =>
      api(addTaskToBoard, { params: { taskId: v.taskId, boardId: v.boardId }, body: { order: v.order } }),
    onMutate: (v) => {
      const task = readWorkspace(client)?.tasks.get(v.taskId);
      if (!task || task.boards.some((p) => p.boardId === v.boardId)) return begin(undefined);
      return begin(patchOp(v.taskId, { boards: [...task.boards, { boardId: v.boardId, order: v.order }] }));
    },
    onSuccess: confirm,
    onError: rollback,
  });

  const removeFromBoard = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (v: BoardMembershipInput) =>
      api(removeTaskFromBoard, { params: { taskId: v.taskId, boardId: v.boardId } }),
    onMutate: (v) => {
      const task = readWorkspace(client)?.tasks.get(v.taskId);
      if (!task) return begin(undefined);
      return begin(patchOp(v.taskId, { boards: task.boards.filter((p) => p.boardId !== v.boardId) }));
    },
    onSuccess: confirm,
    onError: rollback,
  });

  const { mutate: createMutate } = create;
  const { mutate: addToBoardMutate } = addToBoard;
  const { mutate: removeFromBoardMutate } = removeFromBoard;
  const { mutate: moveMutate } = move;
  const { mutate: updateMutate } = update;
  const { mutate: removeMutate } = remove;
  const { mutate: restoreMutate } = restore;
  const { mutate: skipMutate } = skip;
  return useMemo(
    () => ({
      createTask: (v: CreateTaskInput) => createMutate(v),
      /** A new task first in its quadrant on `boardId`, wherever the person is (global quick add). */
      createTaskOnTop: (v: Omit<CreateTaskInput, 'order'>) => {
        const state = readWorkspace(client);
        const order = firstOrderOn(state?.tasks.values() ?? [], v.boardId, v.quadrant);
        createMutate({ ...v, order });
      },
      moveTask: (v: MoveTaskInput) => moveMutate(v),
      /**
       * Completing a repeating task sends the id of its next occurrence and the person's today,
       * so the next one shows at once (next-occurrence.ts).
       */
      updateTask: (v: UpdateTaskInput) => {
        const task = v.changes.completed ? readWorkspace(client)?.tasks.get(v.taskId) : undefined;
        if (!task || !continuesOnCompletion(task) || v.changes.next) return updateMutate(v);
        updateMutate({ ...v, changes: { ...v.changes, next: { id: newId(), today: personToday() } } });
      },
      /** Skip this occurrence of a repeating task: its due date moves to the next one. */
      skipOccurrence: (taskId: string) => skipMutate({ taskId, today: personToday() }),
      deleteTask: (task: Task) => removeMutate(task),
      restoreTask: (task: Task) => restoreMutate(task),
      addToBoard: (v: BoardMembershipInput) => {
        const state = readWorkspace(client);
        const task = state?.tasks.get(v.taskId);
        if (!state || !task) return;
        addToBoardMutate({ ...v, order: firstOrderOn(state.tasks.values(), v.boardId, task.quadrant) });
      },
      removeFromBoard: (v: BoardMembershipInput) => removeFromBoardMutate(v),
    }),
    [
      client,
      createMutate,
      moveMutate,
      updateMutate,
      removeMutate,
      restoreMutate,
      skipMutate,
      addToBoardMutate,
      removeFromBoardMutate,
    ],
  );
}

export type TaskActions = ReturnType<typeof useTaskMutations>;
