/**
 * The task writes a person makes (task-writes.ts), each also recorded in the tab's history so it
 * can be undone (history-store.ts, ADR 0052): the fields a write changes with their values before,
 * a move with the place it left, a delete with the task, a change of boards with the places. New
 * tasks and skipped occurrences are not recorded: a new task is undone by deleting it.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import type { Task, UpdateTask } from '../../../shared/contracts/tasks.ts';
import { historyApplier } from './history-apply.ts';
import type { Change, Placement, TaskFields } from './history-changes.ts';
import { describeChange } from './history-labels.ts';
import { history } from './history-store.ts';
import './history-toast.ts';
import { useRecurrenceDatesWhenIdle } from './recurrence-loader.ts';
import {
  taskWrites,
  type BoardMembershipInput,
  type MoveTaskInput,
  type UpdateTaskInput,
} from './task-writes.ts';
import { readWorkspace } from './workspace-query.ts';

const FIELDS = [
  'title',
  'description',
  'color',
  'quadrant',
  'dueDate',
  'dueTime',
  'repeat',
  'completed',
] as const;

/** The fields `changes` sets, with the task's values before; clearing the date also clears time and repeat. */
export function fieldsChange(task: Task, changes: UpdateTask): Change {
  const after: TaskFields = {};
  const before: TaskFields = {};
  const set = (field: (typeof FIELDS)[number], value: unknown) => {
    Object.assign(after, { [field]: value });
    Object.assign(before, { [field]: task[field] });
  };
  for (const field of FIELDS) if (changes[field] !== undefined) set(field, changes[field]);
  if (changes.dueDate === null) {
    if (task.dueTime !== null) set('dueTime', null);
    if (task.repeat !== null) set('repeat', null);
  }
  return { kind: 'taskFields', taskId: task.id, before, after };
}

function placementOn(task: Task, boardId: string): string | undefined {
  if (boardId === POOL_BOARD_ID) return task.poolOrder;
  return task.boards.find((p) => p.boardId === boardId)?.order;
}

export function recordingTaskWrites(client: QueryClient) {
  const writes = taskWrites(client);
  const apply = historyApplier(client);
  const read = (taskId: string) => readWorkspace(client)?.tasks.get(taskId);
  const boardName = (boardId: string) => readWorkspace(client)?.boards[boardId]?.name ?? '';
  const record = (change: Change) =>
    history.record({ change, label: describeChange(change, boardName), apply });

  /** Joins and leaves boards as one change ("Move to…" another board is both). */
  function changeBoards(taskId: string, join: readonly string[], leave: readonly string[]) {
    const task = read(taskId);
    if (!task) return;
    const left: Placement[] = leave.flatMap((boardId) => {
      const order = placementOn(task, boardId);
      return order === undefined ? [] : [{ boardId, order }];
    });
    const joined: Placement[] = join.flatMap((boardId) => {
      if (task.boards.some((p) => p.boardId === boardId)) return [];
      const order = writes.addToBoard({ taskId, boardId });
      return order === undefined ? [] : [{ boardId, order }];
    });
    for (const p of left) writes.removeFromBoard({ taskId, boardId: p.boardId });
    record({ kind: 'boards', taskId, join: joined, leave: left });
  }

  return {
    ...writes,
    moveTask: (v: MoveTaskInput) => {
      const task = read(v.taskId);
      const order = task && placementOn(task, v.boardId);
      writes.moveTask(v);
      if (!task || order === undefined) return;
      const before = { quadrant: task.quadrant, order };
      record({
        kind: 'move',
        taskId: v.taskId,
        boardId: v.boardId,
        before,
        after: { quadrant: v.quadrant, order: v.order },
      });
    },
    updateTask: (v: UpdateTaskInput) => {
      const task = read(v.taskId);
      writes.updateTask(v);
      if (task) record(fieldsChange(task, v.changes));
    },
    deleteTask: (task: Task) => {
      writes.deleteTask(task);
      record({ kind: 'taskPresence', task, present: false });
    },
    addToBoard: (v: BoardMembershipInput) => changeBoards(v.taskId, [v.boardId], []),
    removeFromBoard: (v: BoardMembershipInput) => changeBoards(v.taskId, [], [v.boardId]),
    /** Joins `to` and (unless null) leaves `from`, as one change. */
    moveToBoard: (taskId: string, to: string, from: string | null) =>
      changeBoards(taskId, [to], from === null ? [] : [from]),
  };
}

export function useTaskMutations() {
  const client = useQueryClient();
  // A repeating task's next date (drafted on completion and skip) needs rrule: fetched after paint.
  useRecurrenceDatesWhenIdle();
  return useMemo(() => recordingTaskWrites(client), [client]);
}

export type TaskActions = ReturnType<typeof useTaskMutations>;
