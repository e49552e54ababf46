/**
 * One tab's history of the person's own changes, for undo and redo (ADR 0052). Rules:
 * - only what this person did in this tab is recorded, newest last, at most HISTORY_LIMIT entries;
 * - undo sends a NEW write (the change turned around) through the same workspace operation and
 *   outbox as the original, never a local rollback: it shows at once, works offline and syncs;
 *   redo sends the change again the same way;
 * - a new change clears what could be redone;
 * - consecutive changes with the same merge key within HISTORY_MERGE_MS are one entry, and a
 *   merged change that did nothing leaves the history;
 * - listeners hear every change done, undone or redone (the toast, the board's focus).
 */
import { invert, isNoOp, merge, mergeKey, type Change } from './history-changes.ts';
import type { HistoryLabel } from './history-labels.ts';

export const HISTORY_LIMIT = 100;
export const HISTORY_MERGE_MS = 2_000;

export interface HistoryEntry {
  change: Change;
  label: HistoryLabel;
  /** Sends the writes a change means; returns the change as sent (a re-created item has a new id). */
  apply: (change: Change) => Change;
}

export type HistoryEvent =
  | { type: 'done' | 'undone' | 'redone'; entry: HistoryEntry }
  | { type: 'nothing'; direction: 'undo' | 'redo' }
  /** A gesture undid itself (typed back as it was): nothing is left to undo for it. */
  | { type: 'dropped' };

type Listener = (event: HistoryEvent) => void;

export interface History {
  record: (entry: HistoryEntry) => void;
  undo: () => HistoryEntry | undefined;
  redo: () => HistoryEntry | undefined;
  canUndo: () => boolean;
  canRedo: () => boolean;
  clear: () => void;
  subscribe: (listener: Listener) => () => void;
}

export function createHistory(now: () => number = Date.now): History {
  let past: HistoryEntry[] = [];
  let future: HistoryEntry[] = [];
  let lastAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<Listener>();
  const emit = (event: HistoryEvent) => {
    for (const listener of listeners) listener(event);
  };

  function mergedWithTop(entry: HistoryEntry, at: number): HistoryEntry | undefined {
    const top = past.at(-1);
    const key = mergeKey(entry.change);
    if (!top || key === undefined || key !== mergeKey(top.change) || at - lastAt > HISTORY_MERGE_MS)
      return undefined;
    return { ...entry, change: merge(top.change, entry.change) };
  }

  return {
    record(entry) {
      const at = now();
      const merged = mergedWithTop(entry, at);
      if (merged) past = past.slice(0, -1);
      const kept = merged ?? entry;
      future = [];
      lastAt = at;
      if (isNoOp(kept.change)) {
        emit({ type: 'dropped' });
        return;
      }
      past = [...past, kept].slice(-HISTORY_LIMIT);
      emit({ type: 'done', entry: kept });
    },
    undo() {
      const entry = past.at(-1);
      if (!entry) {
        emit({ type: 'nothing', direction: 'undo' });
        return undefined;
      }
      past = past.slice(0, -1);
      // What redo will send: the change again, as it stands after the undo's writes.
      const undone = { ...entry, change: invert(entry.apply(invert(entry.change))) };
      future = [...future, undone];
      lastAt = Number.NEGATIVE_INFINITY;
      emit({ type: 'undone', entry: undone });
      return undone;
    },
    redo() {
      const entry = future.at(-1);
      if (!entry) {
        emit({ type: 'nothing', direction: 'redo' });
        return undefined;
      }
      future = future.slice(0, -1);
      const redone = { ...entry, change: entry.apply(entry.change) };
      past = [...past, redone];
      lastAt = Number.NEGATIVE_INFINITY;
      emit({ type: 'redone', entry: redone });
      return redone;
    },
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
    clear() {
      past = [];
      future = [];
      lastAt = Number.NEGATIVE_INFINITY;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The tab's history: one per page, like the outbox's queue; cleared when the person signs out. */
export const history: History = createHistory();
