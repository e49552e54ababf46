/**
 * The pure core of a device's copy of the workspace: the server's rows with this device's pending
 * operations on top. Every change from the server (a pull, a socket batch, a write's answer) is
 * applied first and the pending operations that touch the same ids are applied again over it, so
 * a field this device changed and has not yet delivered stays as the person set it, while every
 * other field takes the server's last writer. workspace-query.ts runs these over the query cache;
 * the model-based test (offline-merge.property.test.ts) runs them over simulated devices.
 */
import { ENTITY_KINDS } from '../../../shared/contracts/entities.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import { applyOperation, revertOperation, touchedIds, type Operation } from './optimistic.ts';
import { applyChanges, upsertFromServer, type ServerRows, type WorkspaceState } from './workspace-state.ts';

/** Re-apply pending operations (only those touching `ids`, when given) over fresh server data. */
export function reapply(
  state: WorkspaceState,
  pending: Iterable<Operation>,
  ids?: ReadonlySet<string>,
): WorkspaceState {
  let next = state;
  for (const op of pending) {
    if (ids && !touchedIds(op).some((id) => ids.has(id))) continue;
    next = applyOperation(next, op);
  }
  return next;
}

/** The ids a batch touches, of every kind: which pending operations to re-apply over it. */
export function idsOf(rows: ServerRows, deleted?: Changes['deleted']): Set<string> {
  const ids = new Set<string>();
  for (const kind of ENTITY_KINDS) {
    for (const row of rows[kind] ?? []) ids.add(row.id);
    for (const id of deleted?.[kind] ?? []) ids.add(id);
  }
  return ids;
}

/** A batch from the server (a full snapshot replaces the state; every pending edit goes on top). */
export function receive(state: WorkspaceState, pending: Iterable<Operation>, changes: Changes): WorkspaceState {
  const next = applyChanges(state, changes);
  if (next === state) return state;
  return reapply(next, pending, changes.full ? undefined : idsOf(changes, changes.deleted));
}

/** A write was applied: take the rows it returned (`pending` no longer holds its operation). */
export function confirm(state: WorkspaceState, pending: Iterable<Operation>, rows: ServerRows): WorkspaceState {
  const next = upsertFromServer(state, rows);
  return next === state ? state : reapply(next, pending, idsOf(rows));
}

/** A write was refused: undo exactly its operation (`pending` no longer holds it). */
export function rollback(state: WorkspaceState, pending: Iterable<Operation>, op: Operation): WorkspaceState {
  return reapply(revertOperation(state, op), pending, new Set(touchedIds(op)));
}
