/**
 * The normalized workspace every view reads: boards and tasks by id plus the sync cursor.
 * Rules: an upsert applies only when it is newer than what we hold, and never when we have already
 * applied everything up to its version (so a late echo cannot resurrect a deleted task); unchanged
 * objects keep their identity, so memoized selectors and cards skip the work.
 */
import type { Board } from '../../../shared/contracts/boards.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { editTasks, EMPTY_TASKS, type TaskMap } from './task-map.ts';

export interface WorkspaceState {
  /** The highest change version applied: the cursor sent on the next pull or socket hello. */
  version: number;
  /** Boards are few: a plain record. */
  boards: Record<string, Board>;
  /** Tasks may be thousands: see task-map.ts. */
  tasks: TaskMap;
}

export const EMPTY_WORKSPACE: WorkspaceState = { version: 0, boards: {}, tasks: EMPTY_TASKS };

function isNewer(
  incoming: { version: number },
  current: { version: number } | undefined,
  cursor: number,
): boolean {
  if (current) return incoming.version > current.version;
  return incoming.version > cursor;
}

function upsertAll<T extends { id: string; version: number }>(
  record: Record<string, T>,
  items: readonly T[],
  cursor: number,
): Record<string, T> {
  let next = record;
  for (const item of items) {
    if (!isNewer(item, next[item.id], cursor)) continue;
    if (next === record) next = { ...record };
    next[item.id] = item;
  }
  return next;
}

function removeAll<T>(record: Record<string, T>, ids: readonly string[]): Record<string, T> {
  let next = record;
  for (const id of ids) {
    if (!(id in next)) continue;
    if (next === record) next = { ...record };
    delete next[id];
  }
  return next;
}

function upsertTasks(
  tasks: TaskMap,
  items: readonly Task[],
  deletes: readonly string[],
  cursor: number,
): TaskMap {
  const removed = new Set(deletes.filter((id) => tasks.has(id)));
  const newer = items.filter((t) => isNewer(t, removed.has(t.id) ? undefined : tasks.get(t.id), cursor));
  return editTasks(tasks, newer, [...removed]);
}

/** Apply a batch from the server (pull or socket). Pure; returns `state` itself when nothing changed. */
export function applyChanges(state: WorkspaceState, changes: Changes): WorkspaceState {
  const cursor = state.version;
  const boards = upsertAll(removeAll(state.boards, changes.deleted.boards), changes.boards, cursor);
  const tasks = upsertTasks(state.tasks, changes.tasks, changes.deleted.tasks, cursor);
  const version = Math.max(state.version, changes.version);
  if (boards === state.boards && tasks === state.tasks && version === state.version) return state;
  return { version, boards, tasks };
}

/** Apply the rows a write returned (the cursor does not move: the socket still owes us the change). */
export function upsertFromServer(
  state: WorkspaceState,
  rows: { tasks?: Task[]; boards?: Board[] },
): WorkspaceState {
  const boards = rows.boards ? upsertAll(state.boards, rows.boards, state.version) : state.boards;
  const tasks = rows.tasks ? upsertTasks(state.tasks, rows.tasks, [], state.version) : state.tasks;
  if (boards === state.boards && tasks === state.tasks) return state;
  return { version: state.version, boards, tasks };
}
