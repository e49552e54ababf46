/**
 * Optimistic operations on the simple entity kinds (checklist items, attachments): put a new row,
 * remove one, patch some of its fields. Same rules as the task operations (optimistic.ts): applying
 * is idempotent, and a revert restores only fields that still hold the operation's values, so a
 * newer change from elsewhere is never undone.
 */
import type { Entity } from '../../../shared/contracts/entities.ts';
import { editEntities, type EntityMap } from './task-map.ts';
import type { WorkspaceState } from './workspace-state.ts';

/** Kinds held as entity maps and edited with row operations. */
export type RowKind = 'checklistItems' | 'attachments' | 'reminders' | 'notifications';

type Fields<K extends RowKind> = Partial<Omit<Entity<K>, 'id'>>;

export type RowOperation = {
  [K in RowKind]:
    | { kind: 'putRow'; entity: K; row: Entity<K> }
    | { kind: 'removeRow'; entity: K; row: Entity<K> }
    | { kind: 'patchRow'; entity: K; id: string; patch: Fields<K>; previous: Fields<K> };
}[RowKind];

type AnyRow = { id: string } & Record<string, unknown>;
type Stamped = { version: number; updatedAt?: string };

/**
 * Whether `held` is still the copy an operation put: the same object, or the same version and
 * stamp (after a reload both come back from storage as different objects with equal values).
 */
export function isOwnCopy(held: Stamped | undefined, own: Stamped): boolean {
  return held === own || (held !== undefined && held.version === own.version && held.updatedAt === own.updatedAt);
}

function mapOf(state: WorkspaceState, entity: RowKind): EntityMap<AnyRow> {
  return state[entity];
}

function withMap(state: WorkspaceState, entity: RowKind, map: EntityMap<AnyRow>): WorkspaceState {
  return map === mapOf(state, entity) ? state : { ...state, [entity]: map };
}

function holds(row: AnyRow, fields: Record<string, unknown>): boolean {
  return Object.entries(fields).every(([k, v]) => v === undefined || row[k] === v);
}

function setFields(state: WorkspaceState, entity: RowKind, row: AnyRow, fields: Record<string, unknown>) {
  const next: AnyRow = { ...row };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) next[k] = v;
  return withMap(state, entity, editEntities(mapOf(state, entity), [next]));
}

/** What `patch` would overwrite on `row`: the values to restore on revert. */
export function capturePreviousFields<K extends RowKind>(row: Entity<K>, patch: Fields<K>): Fields<K> {
  const previous: Record<string, unknown> = {};
  const current = row as unknown as AnyRow;
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) previous[k] = current[k];
  return previous as Fields<K>;
}

export function applyRowOperation(state: WorkspaceState, op: RowOperation): WorkspaceState {
  const map = mapOf(state, op.entity);
  switch (op.kind) {
    case 'putRow':
      return map.has(op.row.id)
        ? state
        : withMap(state, op.entity, editEntities(map, [op.row as unknown as AnyRow]));
    case 'removeRow':
      return withMap(state, op.entity, editEntities(map, [], [op.row.id]));
    case 'patchRow': {
      const row = map.get(op.id);
      const patch = op.patch as Record<string, unknown>;
      return row && !holds(row, patch) ? setFields(state, op.entity, row, patch) : state;
    }
  }
}

export function revertRowOperation(state: WorkspaceState, op: RowOperation): WorkspaceState {
  const map = mapOf(state, op.entity);
  const own = op.kind === 'patchRow' ? undefined : (op.row as unknown as AnyRow);
  switch (op.kind) {
    case 'putRow':
      // Only our own copy goes: one the server has since sent stays.
      return own && isOwnCopy(map.get(own.id) as Stamped | undefined, own as unknown as Stamped)
        ? withMap(state, op.entity, editEntities(map, [], [own.id]))
        : state;
    case 'removeRow':
      return own && !map.has(own.id) ? withMap(state, op.entity, editEntities(map, [own])) : state;
    case 'patchRow': {
      const row = map.get(op.id);
      return row && holds(row, op.patch) ? setFields(state, op.entity, row, op.previous) : state;
    }
  }
}
