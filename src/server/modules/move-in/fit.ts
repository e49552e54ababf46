/**
 * Which of an import's tasks fit the plan, decided the same way for the preview and for each batch
 * the import writes (so "180 of 420 fit" is what is imported). Rules:
 * - tasks are taken in the file's order; a task fits when the plan has room for it — a completed
 *   task needs a place among all tasks, an open one among the open tasks too — and, when its list
 *   makes a new board, that board has been made or there is room for one more board;
 * - a new board is made for a list when its first fitting task comes, so a list none of whose
 *   tasks fit makes no board;
 * - an unlimited plan's room is Infinity.
 */
import type { ListTarget, MoveInMapping } from '../../../shared/contracts/move-in.ts';
import { PLAN_LIMITS, UNLIMITED, type PlanTier, type Usage } from '../../../shared/plans.ts';

export interface FitItem {
  list: string;
  completed: boolean;
}

export interface Room {
  boards: number;
  active: number;
  total: number;
}

/** What is left of the plan's limits after `usage`. */
export function roomOf(tier: PlanTier, usage: Usage): Room {
  const limits = PLAN_LIMITS[tier];
  const left = (max: number, used: number) => (max === UNLIMITED ? Infinity : Math.max(0, max - used));
  return {
    boards: left(limits.boards, usage.boards),
    active: left(limits.activeTasks, usage.activeTasks),
    total: left(limits.totalTasks, usage.totalTasks),
  };
}

export class Fitter {
  private readonly room: Room;
  private readonly targetOf: (list: string) => ListTarget;
  /** Lists with a board already (made by this import, earlier or now). */
  readonly boards: Set<string>;

  constructor(room: Room, targetOf: (list: string) => ListTarget, madeBoards: Iterable<string> = []) {
    this.room = { ...room };
    this.targetOf = targetOf;
    this.boards = new Set(madeBoards);
  }

  /** Whether the item fits; if so its room (and its new board's) is taken. */
  take(item: FitItem): boolean {
    const needsBoard = this.targetOf(item.list).kind === 'new' && !this.boards.has(item.list);
    const open = item.completed ? 0 : 1;
    if (this.room.total < 1 || this.room.active < open) return false;
    if (needsBoard && this.room.boards < 1) return false;
    if (needsBoard) {
      this.room.boards -= 1;
      this.boards.add(item.list);
    }
    this.room.total -= 1;
    this.room.active -= open;
    return true;
  }
}

/** Every list's target: the person's choice, else a new board (the inbox: the pool). */
export function targetsOf(
  lists: readonly { key: string; inbox: boolean }[],
  chosen: MoveInMapping['lists'],
): Map<string, ListTarget> {
  const picked = new Map(chosen.map((l) => [l.key, l.target]));
  return new Map(
    lists.map((l) => [l.key, picked.get(l.key) ?? (l.inbox ? { kind: 'pool' } : { kind: 'new' })]),
  );
}

/** Whether the mapping takes a task at all (its list is not skipped; a completed one only when asked). */
export function included(
  item: FitItem,
  targets: Map<string, ListTarget>,
  includeCompleted: boolean,
): boolean {
  return targets.get(item.list)?.kind !== 'skip' && (includeCompleted || !item.completed);
}
