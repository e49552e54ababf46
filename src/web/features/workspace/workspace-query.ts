/**
 * The one cache entry of the workspace (['workspace']) and every way it changes: the initial pull,
 * socket batches, write responses and optimistic operations. Two layers per query client
 * (replica.ts): the server's base, and the cached view, the base with the pending operations on
 * top until their write settles, so an echo of an older write never flickers a newer local edit
 * away, and a settled or refused write leaves exactly the server's data.
 */
import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getChanges, type Changes } from '../../../shared/contracts/sync.ts';
import { api, readApiResponse } from '../../lib/api.ts';
import { takeHtmlPull } from './early-pull-global.ts';
import { applyOperation, type Operation } from './optimistic.ts';
import { confirm, project, receive } from './replica.ts';
import { applyChanges, EMPTY_WORKSPACE, type ServerRows, type WorkspaceState } from './workspace-state.ts';

export const WORKSPACE_KEY = ['workspace'] as const;
/** The key's hash, as the cache files the query under it (no query here sets its own hash function). */
export const WORKSPACE_HASH = hashKey(WORKSPACE_KEY);

export function workspaceQuery() {
  return queryOptions({
    queryKey: WORKSPACE_KEY,
    queryFn: async ({ client, signal }): Promise<WorkspaceState> => {
      const changes = await pullWorkspace(signal);
      return firstView(client, applyChanges(EMPTY_WORKSPACE, changes));
    },
    // The socket keeps it fresh; refetching 5,000 tasks because a card mounted would be waste.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    // Identity is managed by applyChanges; a deep compare of 5,000 tasks per write would cost frames.
    structuralSharing: false,
  });
}

let firstPull: Promise<Changes> | null = null;
let firstPullStarted = false;

/**
 * The page's first workspace pull, once per page load, whoever gets there first: the client entry
 * on a board URL (app/early-pull.ts) and the board route's loader start it before React renders
 * the board, so the 5,000-task download overlaps loading the rest of the app; otherwise the
 * query's first fetch does. When the page's HTML already sent the request (scripts/build/early-pull-script.ts:
 * a board URL opened with a session ready to use), its response is read instead of asking again.
 */
export function startWorkspacePull(): void {
  if (firstPullStarted) return;
  firstPullStarted = true;
  const fromHtml = takeHtmlPull();
  firstPull = fromHtml ? readApiResponse(getChanges, fromHtml) : api(getChanges, { query: { since: 0 } });
  // Its failure is reported by the query that takes it; unclaimed, it must not be an unhandled rejection.
  firstPull.catch(() => undefined);
}

/** The query's pull: the page's first one (taken once), then a fresh one (a resync, a retry). */
function pullWorkspace(signal: AbortSignal): Promise<Changes> {
  startWorkspacePull();
  const pull = firstPull;
  firstPull = null;
  return pull ?? api(getChanges, { query: { since: 0 }, signal });
}

export interface PendingHandle {
  readonly op: Operation;
}

const pendingByClient = new WeakMap<QueryClient, Set<PendingHandle>>();

function pendingOf(client: QueryClient): Set<PendingHandle> {
  let set = pendingByClient.get(client);
  if (!set) {
    set = new Set();
    pendingByClient.set(client, set);
  }
  return set;
}

function* pendingOps(client: QueryClient): Iterable<Operation> {
  for (const handle of pendingOf(client)) yield handle.op;
}

/**
 * The server's layer under the cached view (replica.ts), with the view it was projected to. Data
 * put in the cache by anyone else (a restore from storage, a test) is taken as the base.
 */
const layers = new WeakMap<QueryClient, { base: WorkspaceState; view: WorkspaceState }>();

/** The server's layer of the workspace: what it said, without this device's pending edits. */
export function readServerBase(client: QueryClient): WorkspaceState | undefined {
  const view = readWorkspace(client);
  if (!view) return undefined;
  const layer = layers.get(client);
  return layer && layer.view === view ? layer.base : view;
}

/**
 * The cached view. Every card's hooks read it on every write (use-workspace.ts), so it is a lookup
 * by the key's hash: getQueryData would default the options and hash the key again on each call.
 */
export function readWorkspace(client: QueryClient): WorkspaceState | undefined {
  return client.getQueryCache().get<WorkspaceState>(WORKSPACE_HASH)?.state.data;
}

function setLayers(client: QueryClient, base: WorkspaceState, view: WorkspaceState): void {
  if (view !== readWorkspace(client)) client.setQueryData(WORKSPACE_KEY, view);
  // What the cache holds (a cache with structural sharing may hold an equal copy).
  layers.set(client, { base, view: readWorkspace(client) ?? view });
}

/**
 * A new base from the server: the view is the base with every pending edit on top. Unless the
 * pending edits changed (`reproject`), an unchanged base leaves the view as it is.
 */
function rebase(client: QueryClient, fn: (base: WorkspaceState) => WorkspaceState, reproject = false): void {
  const base = readServerBase(client);
  if (!base) return;
  const next = fn(base);
  if (next === base && !reproject && layers.get(client)?.view === readWorkspace(client)) return;
  setLayers(client, next, project(next, pendingOps(client)));
}

/** The query's first data: a full pull as the base, pending edits on top. */
function firstView(client: QueryClient, base: WorkspaceState): WorkspaceState {
  const view = project(base, pendingOps(client));
  layers.set(client, { base, view });
  return view;
}

/** A batch from the socket or a pull (a full snapshot replaces the state; every pending edit goes on top). */
export function receiveChanges(client: QueryClient, changes: Changes): void {
  rebase(client, (base) => receive(base, changes));
}

/** Apply an optimistic operation now; keep it until the write settles. */
export function beginOperation(client: QueryClient, op: Operation): PendingHandle {
  const handle: PendingHandle = { op };
  const base = readServerBase(client);
  const view = readWorkspace(client);
  pendingOf(client).add(handle);
  if (base && view) setLayers(client, base, applyOperation(view, op));
  return handle;
}

/** The write succeeded: take the server's rows, drop the operation. */
export function confirmOperation(client: QueryClient, handle: PendingHandle, rows: ServerRows = {}): void {
  pendingOf(client).delete(handle);
  rebase(client, (base) => confirm(base, rows, handle.op), true);
}

/** Let go of an operation without touching the cache (the outbox stopped: sign-out, a new person). */
export function forgetOperation(client: QueryClient, handle: PendingHandle): void {
  pendingOf(client).delete(handle);
}

/** Rows a request returned outside an optimistic operation (an upload): take them as the server's. */
export function acceptServerRows(client: QueryClient, rows: ServerRows): void {
  rebase(client, (base) => confirm(base, rows));
}

/** The write was refused: the view is recomputed without its operation. */
export function rollbackOperation(client: QueryClient, handle: PendingHandle): void {
  pendingOf(client).delete(handle);
  rebase(client, (base) => base, true);
}

/** Start over from version 0 (the server asked for a resync). */
export async function resyncWorkspace(client: QueryClient): Promise<void> {
  await client.refetchQueries({ queryKey: WORKSPACE_KEY, exact: true });
}
