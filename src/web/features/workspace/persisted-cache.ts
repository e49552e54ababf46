/**
 * The workspace query persisted to IndexedDB with TanStack Query's persister, so a reload (online
 * or not) shows the board at once from this device, then catches up through the sync socket from
 * the restored cursor. Rules:
 * - only the workspace entry is kept, under a key and a buster naming the user and the sync
 *   protocol: another person on this browser, or an app speaking another protocol, never reads it;
 * - it is kept 24 hours (spec §9); an older copy is dropped and the board pulls afresh;
 * - it is stored as a full sync snapshot and read back through the sync contract's schema and
 *   `applyChanges`, like a first pull: what comes back from storage is parsed, never trusted;
 * - what is stored is the server's layer (replica.ts), never a pending edit: those are the
 *   outbox's, which applies them again on top after a reload;
 * - after `stop` (sign-out) it never writes again, and it never writes an empty cache.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set, type UseStore } from 'idb-keyval';
import { ENTITY_KINDS, noDeletes } from '../../../shared/contracts/entities.ts';
import { ChangesSchema, SYNC_PROTOCOL_VERSION, type Changes } from '../../../shared/contracts/sync.ts';
import { parseFast } from '../../lib/fast-parse.ts';
import { CACHE_MAX_AGE_MS, forgetPersisted, markPersisted } from './cache-marker.ts';
import { isEntityMap } from './task-map.ts';
import { readServerBase, WORKSPACE_HASH } from './workspace-query.ts';
import { applyChanges, EMPTY_WORKSPACE, type WorkspaceState } from './workspace-state.ts';

/** Writes are gathered for this long: a burst of socket batches is one write. */
export const CACHE_THROTTLE_MS = 1_000;
/** Bump when the stored shape changes; old copies are then dropped, not misread. */
const CACHE_FORMAT = 1;

export function cacheKey(userId: string): string {
  return `workspace:${userId}`;
}

export function cacheBuster(userId: string): string {
  return `${userId}:sync${SYNC_PROTOCOL_VERSION}:format${CACHE_FORMAT}`;
}

/** The workspace as a full snapshot, the shape the sync contract already knows how to read. */
export function toSnapshot(state: WorkspaceState): Changes {
  const snapshot: Changes = {
    version: state.version,
    full: true,
    deleted: noDeletes(),
    boards: Object.values(state.boards),
    tasks: [],
    checklistItems: [],
    attachments: [],
    reminders: [],
    notifications: [],
  };
  for (const kind of ENTITY_KINDS) {
    if (kind !== 'boards') Object.assign(snapshot, { [kind]: [...state[kind].values()] });
  }
  return snapshot;
}

export function fromSnapshot(data: unknown): WorkspaceState {
  return applyChanges(EMPTY_WORKSPACE, parseFast(ChangesSchema, data));
}

function mapWorkspace(client: PersistedClient, fn: (data: unknown) => unknown): PersistedClient {
  const queries = client.clientState.queries.map((q) =>
    q.queryHash === WORKSPACE_HASH ? { ...q, state: { ...q.state, data: fn(q.state.data) } } : q,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** What is stored: the persisted client with its workspace as a sync snapshot. */
export function serializeClient(client: PersistedClient): string {
  return JSON.stringify(mapWorkspace(client, (data) => (isWorkspace(data) ? toSnapshot(data) : data)));
}

/** What is read back: the snapshot parsed through the sync contract and applied to an empty workspace. */
export function deserializeClient(text: string): PersistedClient {
  return mapWorkspace(JSON.parse(text) as PersistedClient, fromSnapshot);
}

function isWorkspace(data: unknown): data is WorkspaceState {
  return typeof data === 'object' && data !== null && 'tasks' in data && isEntityMap(data.tasks);
}

/** The persister for one person's workspace; writes nothing once `isLive()` is false. */
export function workspacePersister(store: UseStore, userId: string, isLive: () => boolean): Persister {
  const inner = createAsyncStoragePersister({
    key: cacheKey(userId),
    throttleTime: CACHE_THROTTLE_MS,
    storage: {
      getItem: async (key) => (await get<string>(key, store)) ?? null,
      setItem: async (key, value) => {
        if (!isLive()) return;
        await set(key, value, store);
        // Sign-out may have wiped storage meanwhile: then no note of a copy either.
        if (isLive()) markPersisted(userId);
      },
      removeItem: async (key) => {
        if (!isLive()) return;
        forgetPersisted(userId);
        await del(key, store);
      },
    },
    serialize: serializeClient,
    deserialize: deserializeClient,
  });
  return {
    ...inner,
    // Never an empty copy: a cleared cache (sign-out) is not a workspace to restore.
    persistClient: (client) =>
      isLive() && client.clientState.queries.length > 0 ? inner.persistClient(client) : undefined,
  };
}

/**
 * Restore this person's workspace (if a fresh copy exists), then keep persisting it. This is
 * persistQueryClient's restore-then-subscribe, written over the app's own query-core: the
 * installed persist-client-core bundles an older query-core whose hydrate would run on our client
 * (ADR 0026).
 */
export async function restoreAndPersist(
  client: QueryClient,
  store: UseStore,
  userId: string,
  isLive: () => boolean,
): Promise<() => void> {
  const persister = workspacePersister(store, userId, isLive);
  const buster = cacheBuster(userId);
  try {
    const saved = await persister.restoreClient();
    const fresh = saved && saved.buster === buster && Date.now() - saved.timestamp <= CACHE_MAX_AGE_MS;
    if (fresh && isLive()) hydrate(client, saved.clientState);
    else if (saved) await persister.removeClient();
  } catch {
    // Unreadable (another shape, a broken store): drop it; the board pulls afresh.
    await Promise.resolve(persister.removeClient()).catch(() => undefined);
  }
  if (!isLive()) return () => {};
  const save = () => {
    const clientState = dehydrate(client, {
      shouldDehydrateQuery: (q) => q.queryHash === WORKSPACE_HASH && q.state.status === 'success',
      shouldDehydrateMutation: () => false,
    });
    // The server's layer only: pending edits live in the outbox and go on top when restored.
    const base = readServerBase(client);
    const saved = { buster, timestamp: Date.now(), clientState };
    void persister.persistClient(base ? mapWorkspace(saved, () => base) : saved);
  };
  // Serializing 5,000 tasks takes a frame or two: it waits for an idle moment, never delaying the
  // paint of the change (or the first board) that asked for it. One save answers a burst.
  let cancelIdle: (() => void) | null = null;
  const schedule = () => {
    cancelIdle ??= whenIdle(() => {
      cancelIdle = null;
      save();
    });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === WORKSPACE_HASH && (event.type === 'updated' || event.type === 'added')) schedule();
  });
  return () => {
    unsubscribe();
    cancelIdle?.();
  };
}

/** The longest a save waits for an idle moment on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}
