/**
 * The normalized workspace every view reads: one collection per entity kind of the shared registry
 * (shared/contracts/entities.ts) plus the sync cursor. Rules: an upsert applies only when it is
 * newer than what we hold, and never when we have already applied everything up to its version
 * (so a late echo cannot resurrect a deleted row); unchanged objects keep their identity, so
 * memoized selectors and cards skip the work. A `full` batch replaces everything held.
 */
import type { Board } from '../../../shared/contracts/boards.ts';
import { ENTITY_KINDS, type Entity, type EntityKind } from '../../../shared/contracts/entities.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import type { Attachment } from '../../../shared/contracts/attachments.ts';
import type { ChecklistItem } from '../../../shared/contracts/checklist.ts';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import type { Reminder } from '../../../shared/contracts/reminders.ts';
import { editEntities, EMPTY_TASKS, type EntityMap, type TaskMap } from './task-map.ts';

export interface WorkspaceState {
  /** The highest change version applied: the cursor sent on the next pull or socket hello. */
  version: number;
  /** Boards are few: a plain record. */
  boards: Record<string, Board>;
  /** Tasks may be thousands: see task-map.ts. */
  tasks: TaskMap;
  checklistItems: EntityMap<ChecklistItem>;
  attachments: EntityMap<Attachment>;
  reminders: EntityMap<Reminder>;
  notifications: EntityMap<AppNotification>;
}

export const EMPTY_WORKSPACE: WorkspaceState = {
  version: 0,
  boards: {},
  tasks: EMPTY_TASKS,
  checklistItems: new Map(),
  attachments: new Map(),
  reminders: new Map(),
  notifications: new Map(),
};

function isNewer(
  incoming: { version: number },
  current: { version: number } | undefined,
  cursor: number,
  sameVersion = false,
): boolean {
  if (current) return incoming.version > current.version || (sameVersion && incoming.version === current.version);
  return incoming.version > cursor;
}

function upsertRecord<T extends { id: string; version: number }>(
  record: Record<string, T>,
  items: readonly T[],
  deletes: readonly string[],
  cursor: number,
  sameVersion: boolean,
): Record<string, T> {
  let next = record;
  const copy = () => (next === record ? { ...record } : next);
  for (const id of deletes) {
    if (!(id in next)) continue;
    next = copy();
    delete next[id];
  }
  for (const item of items) {
    if (!isNewer(item, next[item.id], cursor, sameVersion)) continue;
    next = copy();
    next[item.id] = item;
  }
  return next;
}

function upsertMap<T extends { id: string; version: number }>(
  map: EntityMap<T>,
  items: readonly T[],
  deletes: readonly string[],
  cursor: number,
  sameVersion: boolean,
): EntityMap<T> {
  const removed = new Set(deletes.filter((id) => map.has(id)));
  const newer = items.filter((t) =>
    isNewer(t, removed.has(t.id) ? undefined : map.get(t.id), cursor, sameVersion),
  );
  return editEntities(map, newer, [...removed]);
}

type Slots = { [K in EntityKind]: WorkspaceState[K] };

/**
 * How each kind is held and merged: the client half of the registry. The record's type requires
 * every kind, so a kind added to the registry without a slot here fails the type check.
 */
const SLOTS: {
  [K in EntityKind]: (
    held: Slots[K],
    items: readonly Entity<K>[],
    deletes: readonly string[],
    cursor: number,
    sameVersion: boolean,
  ) => Slots[K];
} = {
  boards: upsertRecord,
  tasks: upsertMap,
  checklistItems: upsertMap,
  attachments: upsertMap,
  reminders: upsertMap,
  notifications: upsertMap,
};

function mergeKind<K extends EntityKind>(
  state: WorkspaceState,
  kind: K,
  items: readonly Entity<K>[],
  deletes: readonly string[],
  cursor: number,
  sameVersion: boolean,
): Slots[K] {
  return SLOTS[kind](state[kind], items, deletes, cursor, sameVersion);
}

function merge(
  state: WorkspaceState,
  rows: Partial<{ [K in EntityKind]: readonly Entity<K>[] }>,
  deleted: Partial<Record<EntityKind, readonly string[]>>,
  cursor: number,
  version: number,
  sameVersion = false,
): WorkspaceState {
  let next = state;
  for (const kind of ENTITY_KINDS) {
    const items = rows[kind] ?? [];
    const deletes = deleted[kind] ?? [];
    if (items.length === 0 && deletes.length === 0) continue;
    const merged = mergeKind(next, kind, items as readonly Entity<typeof kind>[], deletes, cursor, sameVersion);
    if (merged !== next[kind]) next = { ...next, [kind]: merged };
  }
  if (version !== next.version) next = { ...next, version };
  return next;
}

/** Apply a batch from the server (pull or socket). Pure; returns `state` itself when nothing changed. */
export function applyChanges(state: WorkspaceState, changes: Changes): WorkspaceState {
  if (changes.full) return merge(EMPTY_WORKSPACE, changes, {}, 0, changes.version);
  return merge(state, changes, changes.deleted, state.version, Math.max(state.version, changes.version));
}

/** Rows a write returned, by kind. */
export type ServerRows = Partial<{ [K in EntityKind]: Entity<K>[] }>;

/**
 * Apply the rows a write returned (the cursor does not move: the socket still owes us the change).
 * A row of the version already held replaces it too: what we hold may be that version with this
 * write's own optimistic values still on top (its answer was lost, a pull brought the row, and the
 * operation was re-applied over it), and the answer is the server's word on them.
 */
export function upsertFromServer(state: WorkspaceState, rows: ServerRows): WorkspaceState {
  return merge(state, rows, {}, state.version, state.version, true);
}
