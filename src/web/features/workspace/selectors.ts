/**
 * Derived views of the workspace, memoized so that a change to one task touches only the lists it
 * leaves or joins. Rules: a board shows the tasks placed on it (pool: tasks on no board, by
 * poolOrder); each quadrant lists open tasks, then completed ones, each sorted by order then id;
 * unchanged lists keep their identity between calls.
 */
import { POOL_BOARD_ID, type Board } from '../../../shared/contracts/boards.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { compareOrder } from '../../../shared/order.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { changedSince, type TaskMap } from './task-map.ts';
import type { WorkspaceState } from './workspace-state.ts';

export interface QuadrantLists {
  /** Open tasks, in board order. */
  open: readonly string[];
  /** Completed tasks, in board order, shown after the open ones. */
  done: readonly string[];
}
export type BoardLists = Readonly<Record<Quadrant, QuadrantLists>>;

interface Entry {
  quadrant: Quadrant;
  completed: boolean;
  order: string;
}

/** A task's order on a board, or undefined when it is not shown there. */
export function orderOnBoard(task: Task, boardId: string): string | undefined {
  if (boardId === POOL_BOARD_ID) return task.boards.length === 0 ? task.poolOrder : undefined;
  for (const placement of task.boards) if (placement.boardId === boardId) return placement.order;
  return undefined;
}

function entryFor(task: Task | undefined, boardId: string): Entry | undefined {
  if (!task) return undefined;
  const order = orderOnBoard(task, boardId);
  return order === undefined ? undefined : { quadrant: task.quadrant, completed: task.completed, order };
}

function sameEntry(a: Entry | undefined, b: Entry | undefined): boolean {
  if (!a || !b) return a === b;
  return a.quadrant === b.quadrant && a.completed === b.completed && a.order === b.order;
}

type Part = 'open' | 'done';
type ListKey = `${Quadrant}:${Part}`;
function listKey(e: Entry): ListKey {
  return `${e.quadrant}:${partOf(e)}`;
}
function partOf(e: Entry): Part {
  return e.completed ? 'done' : 'open';
}

const EMPTY: readonly string[] = [];

function compareIds(entries: Map<string, Entry>, a: string, b: string): number {
  const ea = entries.get(a);
  const eb = entries.get(b);
  return compareOrder({ order: ea?.order ?? '', id: a }, { order: eb?.order ?? '', id: b });
}

function fullBuild(tasks: TaskMap, boardId: string, entries: Map<string, Entry>): BoardLists {
  entries.clear();
  const buckets = new Map<ListKey, string[]>();
  for (const [id, task] of tasks) {
    const e = entryFor(task, boardId);
    if (!e) continue;
    entries.set(id, e);
    const key = listKey(e);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(id);
    else buckets.set(key, [id]);
  }
  const sort = (ids: string[] | undefined) => (ids ? ids.sort((a, b) => compareIds(entries, a, b)) : EMPTY);
  const lists = (q: Quadrant): QuadrantLists => ({
    open: sort(buckets.get(`${q}:open`)),
    done: sort(buckets.get(`${q}:done`)),
  });
  return { 1: lists(1), 2: lists(2), 3: lists(3), 4: lists(4) };
}

/** Insert `id` into a sorted list by binary search. */
function insertSorted(list: string[], id: string, entries: Map<string, Entry>): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareIds(entries, list[mid] ?? '', id) < 0) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, id);
}

/** The ids whose task differs between two unrelated maps (the slow path: compares every entry). */
function diff(a: TaskMap, b: TaskMap): Set<string> {
  const ids = new Set<string>();
  for (const [id, task] of a) if (b.get(id) !== task) ids.add(id);
  for (const id of b.keys()) if (!a.has(id)) ids.add(id);
  return ids;
}

/** Diffs bigger than this rebuild from scratch, which is then cheaper than patching. */
const PATCH_LIMIT = 256;

/**
 * A selector of one board's quadrant lists that remembers its last input and patches its answer
 * from the tasks whose objects changed.
 */
export function createBoardListsSelector(boardId: string): (state: WorkspaceState) => BoardLists {
  const entries = new Map<string, Entry>();
  let lastTasks: TaskMap | undefined;
  let lastLists: BoardLists | undefined;

  return (state) => {
    const tasks = state.tasks;
    if (tasks === lastTasks && lastLists) return lastLists;
    if (!lastTasks || !lastLists) {
      lastLists = fullBuild(tasks, boardId, entries);
      lastTasks = tasks;
      return lastLists;
    }
    const changed = changedSince(tasks, lastTasks) ?? diff(tasks, lastTasks);
    if (changed.size > PATCH_LIMIT) {
      lastLists = fullBuild(tasks, boardId, entries);
      lastTasks = tasks;
      return lastLists;
    }
    const moved = new Set<string>();
    const affected = new Map<ListKey, { q: Quadrant; part: Part }>();
    const touch = (e: Entry) => affected.set(listKey(e), { q: e.quadrant, part: partOf(e) });
    for (const id of changed) {
      const before = entries.get(id);
      const after = entryFor(tasks.get(id), boardId);
      if (sameEntry(before, after)) continue;
      moved.add(id);
      if (before) touch(before);
      if (after) {
        touch(after);
        entries.set(id, after);
      } else entries.delete(id);
    }
    lastTasks = tasks;
    if (affected.size === 0) return lastLists;
    const next: Record<Quadrant, QuadrantLists> = { ...lastLists };
    for (const [key, { q, part }] of affected) {
      const list = next[q][part].filter((id) => !moved.has(id));
      for (const id of moved) {
        const e = entries.get(id);
        if (e && listKey(e) === key) insertSorted(list, id, entries);
      }
      next[q] = { ...next[q], [part]: list };
    }
    lastLists = next;
    return next;
  };
}

const selectors = new Map<string, (state: WorkspaceState) => BoardLists>();

/** The shared, memoized selector of a board (one per board id, so every reader shares the work). */
export function boardListsSelector(boardId: string): (state: WorkspaceState) => BoardLists {
  let selector = selectors.get(boardId);
  if (!selector) {
    selector = createBoardListsSelector(boardId);
    selectors.set(boardId, selector);
  }
  return selector;
}

let lastBoardsRecord: Record<string, Board> | undefined;
let lastBoardsSorted: Board[] = [];

/** The boards in their order (then by id). */
export function selectBoards(state: WorkspaceState): Board[] {
  if (state.boards !== lastBoardsRecord) {
    lastBoardsRecord = state.boards;
    lastBoardsSorted = Object.values(state.boards).sort(compareOrder);
  }
  return lastBoardsSorted;
}
