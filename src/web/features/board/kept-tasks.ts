/**
 * Tasks a person adds while a filter is on stay in sight even when the filter would hide them, marked
 * "Outside the filter", until the filter changes: a new task never vanishes the moment it is
 * made. A tiny store: the board screen says which filter is on (and clears the kept tasks when it
 * changes); the filtered lists keep these ids; each note asks whether it is one of them.
 */
import { useSyncExternalStore } from 'react';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { filterKey, isFiltering, matchesFilter, NO_FILTER, type BoardFilter } from './board-filter.ts';
import type { WallClock } from './clock.ts';

type Listener = () => void;

let kept: ReadonlySet<string> = new Set();
let active: { filter: BoardFilter; now: WallClock | null; key: string } = {
  filter: NO_FILTER,
  now: null,
  key: filterKey(NO_FILTER),
};
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A task was just added here: keep it in sight under the current filter. */
export function keepVisible(taskId: string): void {
  if (!isFiltering(active.filter) || kept.has(taskId)) return;
  kept = new Set([...kept, taskId]);
  emit();
}

/** The filter on the board now; a different one (or another board: `scope`) forgets the kept tasks. */
export function setActiveFilter(filter: BoardFilter, now: WallClock, scope: string): void {
  const key = `${scope}|${filterKey(filter)}`;
  const changed = key !== active.key;
  active = { filter, now, key };
  if (changed && kept.size > 0) {
    kept = new Set();
    emit();
  }
}

export function keptIds(): ReadonlySet<string> {
  return kept;
}

export function useKeptIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, keptIds, keptIds);
}

/** Whether this note is shown only because it was just added: the filter would hide it. */
export function useOutsideFilter(task: Task): boolean {
  return useSyncExternalStore(
    subscribe,
    () => kept.has(task.id) && active.now !== null && !matchesFilter(task, active.filter, active.now),
    () => false,
  );
}
