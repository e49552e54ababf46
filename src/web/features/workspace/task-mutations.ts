/**
 * Task writes, optimistic: each applies its operation at once, sends one request, then takes the
 * server's row (success) or reverts exactly its operation (refusal; the query client's mutation
 * cache shows why). All task writes share one scope so they reach the server in the order made.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createTask,
  deleteTask,
  moveTask,
  restoreTask,
  updateTask,
  type Task,
} from '../../../shared/contracts/tasks.ts';
import { DEFAULT_TASK_COLOR } from '../../../shared/colors.ts';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { api } from '../../lib/api.ts';
import { capturePrevious, type Operation, type TaskPatch } from './optimistic.ts';
import {
  beginOperation,
  confirmOperation,
  readWorkspace,
  rollbackOperation,
  type PendingHandle,
} from './workspace-query.ts';

const TASK_SCOPE = { id: 'task-writes' };

export interface CreateTaskInput {
  id: string;
  title: string;
  quadrant: Quadrant;
  boardId: string;
  order: string;
}
export interface MoveTaskInput {
  taskId: string;
  boardId: string;
  quadrant: Quadrant;
  order: string;
}
export interface UpdateTaskInput {
  taskId: string;
  changes: { title?: string; completed?: boolean; quadrant?: Quadrant };
}

interface Ctx {
  handle: PendingHandle | undefined;
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
    dueDate: null,
    dueTime: null,
    completed: false,
    completedAt: null,
    boards: onBoard ? [{ boardId: input.boardId, order: input.order }] : [],
    poolOrder: input.order,
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
}

export function useTaskMutations() {
  const client = useQueryClient();

  function begin(op: Operation | undefined): Ctx {
    return { handle: op ? beginOperation(client, op) : undefined };
  }
  function patchOp(taskId: string, patch: TaskPatch): Operation | undefined {
    const task = readWorkspace(client)?.tasks.get(taskId);
    return task ? { kind: 'patchTask', taskId, patch, previous: capturePrevious(task, patch) } : undefined;
  }
  const confirm = (task: Task, _v: unknown, ctx: Ctx | undefined) => {
    if (ctx?.handle) confirmOperation(client, ctx.handle, { tasks: [task] });
  };
  const rollback = (_e: unknown, _v: unknown, ctx: Ctx | undefined) => {
    if (ctx?.handle) rollbackOperation(client, ctx.handle);
  };

  const create = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (v: CreateTaskInput) =>
      api(createTask, {
        body: { id: v.id, title: v.title, quadrant: v.quadrant, boardId: v.boardId, order: v.order },
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

  const update = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (v: UpdateTaskInput) => api(updateTask, { params: { taskId: v.taskId }, body: v.changes }),
    onMutate: (v) => {
      const patch: TaskPatch = { ...v.changes };
      if (v.changes.completed !== undefined)
        patch.completedAt = v.changes.completed ? new Date().toISOString() : null;
      return begin(patchOp(v.taskId, patch));
    },
    onSuccess: confirm,
    onError: rollback,
  });

  const remove = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (task: Task) => api(deleteTask, { params: { taskId: task.id } }),
    onMutate: (task) => begin({ kind: 'deleteTask', task }),
    onSuccess: (_r, _v, ctx) => {
      if (ctx?.handle) confirmOperation(client, ctx.handle);
    },
    onError: rollback,
  });

  const restore = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (task: Task) => api(restoreTask, { params: { taskId: task.id } }),
    onMutate: (task) => begin({ kind: 'createTask', task }),
    onSuccess: confirm,
    onError: rollback,
  });

  const { mutate: createMutate } = create;
  const { mutate: moveMutate } = move;
  const { mutate: updateMutate } = update;
  const { mutate: removeMutate } = remove;
  const { mutate: restoreMutate } = restore;
  return useMemo(
    () => ({
      createTask: (v: CreateTaskInput) => createMutate(v),
      moveTask: (v: MoveTaskInput) => moveMutate(v),
      updateTask: (v: UpdateTaskInput) => updateMutate(v),
      deleteTask: (task: Task) => removeMutate(task),
      restoreTask: (task: Task) => restoreMutate(task),
    }),
    [createMutate, moveMutate, updateMutate, removeMutate, restoreMutate],
  );
}

export type TaskActions = ReturnType<typeof useTaskMutations>;
