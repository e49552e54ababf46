/**
 * The pure core of a device's copy of the workspace: two layers. The base holds only what the
 * server said (pulls, socket batches, write answers); what the person sees is the base with this
 * device's pending operations applied on top, in order. So a field changed here and not yet
 * delivered shows as the person set it while every other field takes the server's last writer,
 * and once nothing is pending the view is exactly the server's: devices cannot drift apart, and a
 * refused or settled write needs no undo (the view is simply recomputed without it).
 * workspace-query.ts keeps these two layers per query client; the model-based test
 * (offline-merge.property.test.ts) runs them over simulated devices.
 */
import type { Changes } from '../../../shared/contracts/sync.ts';
import { applyOperation, type Operation } from './optimistic.ts';
import { applyChanges, upsertFromServer, type ServerRows, type WorkspaceState } from './workspace-state.ts';

/** What the person sees: the server's base with every pending operation on top, in order. */
export function project(base: WorkspaceState, pending: Iterable<Operation>): WorkspaceState {
  let next = base;
  for (const op of pending) next = applyOperation(next, op);
  return next;
}

/** A batch from the server (a pull or the socket; a full snapshot replaces the base). */
export function receive(base: WorkspaceState, changes: Changes): WorkspaceState {
  return applyChanges(base, changes);
}

/**
 * A write was applied: the rows it returned are the server's, and a delete it answered is done on
 * the server (its tombstone comes later with a batch; taking it now keeps the row from showing
 * again in between).
 */
export function confirm(base: WorkspaceState, rows: ServerRows, op?: Operation): WorkspaceState {
  const next = upsertFromServer(base, rows);
  const done = op?.kind === 'deleteTask' || op?.kind === 'removeRow' || op?.kind === 'deleteBoard';
  if (done) return applyOperation(next, op);
  // Completing a repeating task: the server made the drafted next occurrence when its answer
  // names it (the row itself comes later with a batch); otherwise the draft simply goes.
  const made = rows.tasks?.[0]?.nextOccurrenceId;
  const draft = op?.kind === 'batch' ? op.ops.find((o) => o.kind === 'createTask' && o.task.id === made) : undefined;
  return draft ? applyOperation(next, draft) : next;
}
