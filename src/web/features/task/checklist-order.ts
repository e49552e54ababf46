/**
 * Where a checklist item lands when moved: its new neighbours, computed from the list without it,
 * so the write can put its order key between exactly those two (a move rewrites one row).
 */
export interface Neighbours<T> {
  before: T | null;
  after: T | null;
}

/** Neighbours of the item at `from` once moved to index `to` (an index in the list as it is now). */
export function neighboursForMove<T>(items: readonly T[], from: number, to: number): Neighbours<T> | null {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return null;
  const rest = items.filter((_, i) => i !== from);
  return { before: rest[to - 1] ?? null, after: rest[to] ?? null };
}

/** The index a drop beside `targetIndex` (on its top or bottom edge) means for the item at `from`. */
export function dropIndex(from: number, targetIndex: number, edge: 'top' | 'bottom'): number {
  const slot = edge === 'bottom' ? targetIndex + 1 : targetIndex;
  return slot > from ? slot - 1 : slot;
}
