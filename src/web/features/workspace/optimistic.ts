/**
 * Optimistic edits as data. Each pending write is an operation that can be applied to a workspace
 * (idempotently, so it can be re-applied on top of fresh server data while the write is in flight)
 * and reverted precisely: a revert restores only the fields the operation changed, and only where
 * they still hold the operation's values, so a newer change from elsewhere is never undone.
 */
import { POOL_BOARD_ID, type Board } from '../../../shared/contracts/boards.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { applyRowOperation, isOwnCopy, revertRowOperation, type RowOperation } from './row-operations.ts';
import { editTasks, type TaskMap } from './task-map.ts';
import type { WorkspaceState } from './workspace-state.ts';

/**
 * The task fields an optimistic edit may set. `placement` is the order on one board (or `pool`);
 * `boards` replaces the whole membership (adding or removing a board).
 */
export interface TaskPatch {
  title?: string;
  quadrant?: Task['quadrant'];
  color?: Task['color'];
  description?: string;
  dueDate?: string | null;
  dueTime?: string | null;
  completed?: boolean;
  completedAt?: string | null;
  repeat?: string | null;
  nextOccurrenceId?: string | null;
  placement?: { boardId: string; order: string };
  boards?: Task['boards'];
}

/** The scalar task fields a patch sets directly (everything but placements). */
const SCALAR_FIELDS = [
  'title',
  'quadrant',
  'color',
  'description',
  'dueDate',
  'dueTime',
  'completed',
  'completedAt',
  'repeat',
  'nextOccurrenceId',
] as const satisfies readonly (keyof TaskPatch & keyof Task)[];

export type Operation =
  | { kind: 'patchTask'; taskId: string; patch: TaskPatch; previous: TaskPatch }
  | { kind: 'createTask'; task: Task }
  | { kind: 'deleteTask'; task: Task }
  | { kind: 'createBoard'; board: Board }
  | { kind: 'renameBoard'; boardId: string; name: string; previousName: string }
  | { kind: 'deleteBoard'; board: Board; placements: Record<string, string> }
  /** Several operations of one write (completing a repeating task: patch it, draft the next). */
  | { kind: 'batch'; ops: Operation[] }
  | RowOperation;

function withTasks(state: WorkspaceState, tasks: TaskMap): WorkspaceState {
  return tasks === state.tasks ? state : { ...state, tasks };
}

function setTask(state: WorkspaceState, task: Task): WorkspaceState {
  return withTasks(state, editTasks(state.tasks, [task]));
}

function dropTask(state: WorkspaceState, id: string): WorkspaceState {
  return withTasks(state, editTasks(state.tasks, [], [id]));
}

function placementOf(task: Task, boardId: string): string | undefined {
  if (boardId === POOL_BOARD_ID) return task.poolOrder;
  return task.boards.find((p) => p.boardId === boardId)?.order;
}

function sameBoards(a: Task['boards'], b: Task['boards']): boolean {
  return a.length === b.length && a.every((p, i) => p.boardId === b[i]?.boardId && p.order === b[i]?.order);
}

function patchFields(task: Task, patch: TaskPatch): Task {
  const next: Task = { ...task };
  for (const field of SCALAR_FIELDS) {
    const value = patch[field];
    if (value !== undefined) (next as Record<typeof field, unknown>)[field] = value;
  }
  if (patch.boards !== undefined) next.boards = patch.boards;
  const placement = patch.placement;
  if (placement) {
    if (placement.boardId === POOL_BOARD_ID) next.poolOrder = placement.order;
    else if (task.boards.some((p) => p.boardId === placement.boardId))
      next.boards = task.boards.map((p) =>
        p.boardId === placement.boardId ? { ...p, order: placement.order } : p,
      );
  }
  return next;
}

function matches(task: Task, patch: TaskPatch): boolean {
  return (
    SCALAR_FIELDS.every((field) => patch[field] === undefined || task[field] === patch[field]) &&
    (patch.boards === undefined || sameBoards(task.boards, patch.boards)) &&
    (patch.placement === undefined || placementOf(task, patch.placement.boardId) === patch.placement.order)
  );
}

/** What a patch would overwrite on `task`: the values to restore on revert. */
export function capturePrevious(task: Task, patch: TaskPatch): TaskPatch {
  const previous: TaskPatch = {};
  for (const field of SCALAR_FIELDS) {
    if (patch[field] !== undefined) (previous as Record<typeof field, unknown>)[field] = task[field];
  }
  if (patch.boards !== undefined) previous.boards = task.boards;
  if (patch.placement) {
    const order = placementOf(task, patch.placement.boardId);
    if (order !== undefined) previous.placement = { boardId: patch.placement.boardId, order };
  }
  return previous;
}

/** The ids an operation touches, to know which pending operations to re-apply after fresh data. */
export function touchedIds(op: Operation): string[] {
  switch (op.kind) {
    case 'patchTask':
      return [op.taskId];
    case 'createTask':
    case 'deleteTask':
      return [op.task.id];
    case 'createBoard':
      return [op.board.id];
    case 'renameBoard':
      return [op.boardId];
    case 'deleteBoard':
      return [op.board.id, ...Object.keys(op.placements)];
    case 'putRow':
    case 'removeRow':
      return [op.row.id];
    case 'patchRow':
      return [op.id];
    case 'batch':
      return op.ops.flatMap(touchedIds);
  }
}

function removeBoardFromTasks(tasks: TaskMap, boardId: string): TaskMap {
  const changed: Task[] = [];
  for (const task of tasks.values()) {
    if (task.boards.some((p) => p.boardId === boardId))
      changed.push({ ...task, boards: task.boards.filter((p) => p.boardId !== boardId) });
  }
  return editTasks(tasks, changed);
}

export function applyOperation(state: WorkspaceState, op: Operation): WorkspaceState {
  switch (op.kind) {
    case 'patchTask': {
      const task = state.tasks.get(op.taskId);
      return task && !matches(task, op.patch) ? setTask(state, patchFields(task, op.patch)) : state;
    }
    case 'createTask':
      return state.tasks.has(op.task.id) ? state : setTask(state, op.task);
    case 'deleteTask':
      return dropTask(state, op.task.id);
    case 'createBoard':
      return state.boards[op.board.id]
        ? state
        : { ...state, boards: { ...state.boards, [op.board.id]: op.board } };
    case 'renameBoard': {
      const board = state.boards[op.boardId];
      if (!board || board.name === op.name) return state;
      return { ...state, boards: { ...state.boards, [op.boardId]: { ...board, name: op.name } } };
    }
    case 'deleteBoard': {
      const boards = { ...state.boards };
      delete boards[op.board.id];
      return { ...state, boards, tasks: removeBoardFromTasks(state.tasks, op.board.id) };
    }
    case 'batch':
      return op.ops.reduce(applyOperation, state);
    case 'putRow':
    case 'removeRow':
    case 'patchRow':
      return applyRowOperation(state, op);
  }
}

export function revertOperation(state: WorkspaceState, op: Operation): WorkspaceState {
  switch (op.kind) {
    case 'patchTask': {
      const task = state.tasks.get(op.taskId);
      return task && matches(task, op.patch) ? setTask(state, patchFields(task, op.previous)) : state;
    }
    case 'createTask': {
      // Only our own copy goes: one the server has since sent (confirmed or changed) stays.
      return isOwnCopy(state.tasks.get(op.task.id), op.task) ? dropTask(state, op.task.id) : state;
    }
    case 'deleteTask':
      return state.tasks.has(op.task.id) ? state : setTask(state, op.task);
    case 'createBoard': {
      if (!isOwnCopy(state.boards[op.board.id], op.board)) return state;
      const boards = { ...state.boards };
      delete boards[op.board.id];
      return { ...state, boards };
    }
    case 'renameBoard': {
      const board = state.boards[op.boardId];
      if (!board || board.name !== op.name) return state;
      return { ...state, boards: { ...state.boards, [op.boardId]: { ...board, name: op.previousName } } };
    }
    case 'deleteBoard': {
      const boards = state.boards[op.board.id] ? state.boards : { ...state.boards, [op.board.id]: op.board };
      const restored: Task[] = [];
      for (const [taskId, order] of Object.entries(op.placements)) {
        const task = state.tasks.get(taskId);
        if (task && !task.boards.some((p) => p.boardId === op.board.id))
          restored.push({ ...task, boards: [...task.boards, { boardId: op.board.id, order }] });
      }
      return { ...state, boards, tasks: editTasks(state.tasks, restored) };
    }
    case 'batch':
      return op.ops.reduceRight(revertOperation, state);
    case 'putRow':
    case 'removeRow':
    case 'patchRow':
      return revertRowOperation(state, op);
  }
}

/** The orders of every task on a board, captured before deleting it so a refusal can restore them. */
export function placementsOn(state: WorkspaceState, boardId: string): Record<string, string> {
  const placements: Record<string, string> = {};
  for (const task of state.tasks.values()) {
    const order = task.boards.find((p) => p.boardId === boardId)?.order;
    if (order !== undefined) placements[task.id] = order;
  }
  return placements;
}
