/**
 * Task writes, optimistic: each applies its operation at once and goes through the outbox
 * (outbox.ts), which sends every workspace write in the order made, online or after a time
 * offline, then takes the server's row or reverts exactly its operation and says why. These are
 * the plain writes: what a person does goes through `useTaskMutations` (task-mutations.ts), which
 * also records it for undo; an undo sends its writes through these (history-apply.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Task, UpdateTask } from '../../../shared/contracts/tasks.ts';
import { newId } from '../../../shared/ids.ts';
import { keyBetween } from '../../../shared/order.ts';
import { DEFAULT_TASK_COLOR } from '../../../shared/colors.ts';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { capturePrevious, type Operation, type TaskPatch } from './optimistic.ts';
import { continuesOnCompletion, draftNextOccurrence, personToday } from './next-occurrence.ts';
import { submitWrite } from './outbox.ts';
import { recurrenceDates } from './recurrence-loader.ts';
import { readWorkspace } from './workspace-query.ts';
import { writeRequest } from './write-requests.ts';

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
  /** Where the task goes on the board it joins; first in its quadrant there when absent. */
  order?: string;
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

export function taskWrites(client: QueryClient) {
  function patchOp(taskId: string, patch: TaskPatch): Operation | undefined {
    const task = readWorkspace(client)?.tasks.get(taskId);
    return task ? { kind: 'patchTask', taskId, patch, previous: capturePrevious(task, patch) } : undefined;
  }

  /** The optimistic operation of an update; completing a repeating task also drafts its next one. */
  function updateOp(v: UpdateTaskInput): Operation | undefined {
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
    if (!nextTask) return patchOp(v.taskId, patch);
    Object.assign(patch, { repeat: null, nextOccurrenceId: nextTask.id });
    // Gone with the settled write if the server makes no next occurrence (replica.ts).
    const draft: Operation = { kind: 'createTask', task: nextTask };
    const op = patchOp(v.taskId, patch);
    return op ? { kind: 'batch', ops: [op, draft] } : draft;
  }

  function create(v: CreateTaskInput) {
    const body = {
      id: v.id,
      title: v.title,
      quadrant: v.quadrant,
      boardId: v.boardId,
      order: v.order,
      ...(v.dueDate ? { dueDate: v.dueDate, dueTime: v.dueTime ?? null, repeat: v.repeat ?? null } : {}),
    };
    submitWrite(client, writeRequest('createTask', { body }), { kind: 'createTask', task: draftTask(v) });
  }

  function update(v: UpdateTaskInput) {
    const request = writeRequest('updateTask', { params: { taskId: v.taskId }, body: v.changes });
    submitWrite(client, request, updateOp(v));
  }

  return {
    createTask: create,
    /** A new task first in its quadrant on `boardId`, wherever the person is (global quick add). */
    createTaskOnTop: (v: Omit<CreateTaskInput, 'order'>) => {
      const state = readWorkspace(client);
      create({ ...v, order: firstOrderOn(state?.tasks.values() ?? [], v.boardId, v.quadrant) });
    },
    moveTask: (v: MoveTaskInput) =>
      submitWrite(
        client,
        writeRequest('moveTask', {
          params: { taskId: v.taskId },
          body: { boardId: v.boardId, quadrant: v.quadrant, order: v.order },
        }),
        patchOp(v.taskId, { quadrant: v.quadrant, placement: { boardId: v.boardId, order: v.order } }),
      ),
    /**
     * Completing a repeating task sends the id of its next occurrence and the person's today,
     * so the next one shows at once (next-occurrence.ts).
     */
    updateTask: (v: UpdateTaskInput) => {
      const task = v.changes.completed ? readWorkspace(client)?.tasks.get(v.taskId) : undefined;
      if (!task || !continuesOnCompletion(task) || v.changes.next) return update(v);
      update({ ...v, changes: { ...v.changes, next: { id: newId(), today: personToday() } } });
    },
    /** Skip this occurrence of a repeating task: its due date moves to the next one. */
    skipOccurrence: (taskId: string) => {
      const today = personToday();
      const task = readWorkspace(client)?.tasks.get(taskId);
      const dates = recurrenceDates();
      const dueDate =
        dates && task?.repeat && task.dueDate ? dates.nextOccurrence(task.repeat, task.dueDate, today) : null;
      submitWrite(
        client,
        writeRequest('skipOccurrence', { params: { taskId }, body: { today } }),
        dueDate ? patchOp(taskId, { dueDate }) : undefined,
      );
    },
    deleteTask: (task: Task) =>
      submitWrite(client, writeRequest('deleteTask', { params: { taskId: task.id } }), {
        kind: 'deleteTask',
        task,
      }),
    restoreTask: (task: Task) =>
      submitWrite(client, writeRequest('restoreTask', { params: { taskId: task.id } }), {
        kind: 'createTask',
        task,
      }),
    /** Returns the order the task takes there, or undefined when there is no such task. */
    addToBoard: (v: BoardMembershipInput): string | undefined => {
      const state = readWorkspace(client);
      const task = state?.tasks.get(v.taskId);
      if (!state || !task) return undefined;
      const order = v.order ?? firstOrderOn(state.tasks.values(), v.boardId, task.quadrant);
      const request = writeRequest('addTaskToBoard', {
        params: { taskId: v.taskId, boardId: v.boardId },
        body: { order },
      });
      const onBoard = task.boards.some((p) => p.boardId === v.boardId);
      submitWrite(
        client,
        request,
        onBoard ? undefined : patchOp(v.taskId, { boards: [...task.boards, { boardId: v.boardId, order }] }),
      );
      return order;
    },
    removeFromBoard: (v: BoardMembershipInput) => {
      const task = readWorkspace(client)?.tasks.get(v.taskId);
      const request = writeRequest('removeTaskFromBoard', {
        params: { taskId: v.taskId, boardId: v.boardId },
      });
      submitWrite(
        client,
        request,
        task ? patchOp(v.taskId, { boards: task.boards.filter((p) => p.boardId !== v.boardId) }) : undefined,
      );
    },
  };
}

export type TaskWrites = ReturnType<typeof taskWrites>;
