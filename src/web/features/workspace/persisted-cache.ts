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
 * - after `stop` (sign-out) it never writes again, and it never writes an empty cache;
 * - a save waits for an idle moment, comes at most once per CACHE_THROTTLE_MS (the latest state
 *   wins), and is written a slice per idle moment (`serializeClientInSlices`): a 5,000-task save
 *   was one 15–38 ms task after every change, which a key press landing in it waited for.
 */
import type { ClientPlatform } from '../../../shared/platform-rules.ts';
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set, type UseStore } from 'idb-keyval';
import { ENTITY_KINDS, noDeletes } from '../../../shared/contracts/entities.ts';
import { ChangesSchema, SYNC_PROTOCOL_VERSION, type Changes } from '../../../shared/contracts/sync.ts';
import { whenIdle } from '../../components/ui/when-idle.ts';
import { parseFast } from '../../lib/fast-parse.ts';
import { CACHE_MAX_AGE_MS, forgetPersisted, markPersisted } from './cache-marker.ts';
import { isEntityMap } from './task-map.ts';
import { readServerBase, WORKSPACE_HASH } from './workspace-query.ts';
import { applyChanges, EMPTY_WORKSPACE, type WorkspaceState } from './workspace-state.ts';

/** Writes are gathered for this long: a burst of socket batches is one write. */
export const CACHE_THROTTLE_MS = 1_000;

/**
 * How long after the restore the workspace starts being saved, per platform (spec §9: "query
 * persistence set up after 100 ms on web, 1000 ms on Android, disabled on iOS"). The restore
 * itself is never delayed: the board is drawn from the device at once. iOS keeps persistence, as
 * Android does, rather than lose offline start and offline edits there (ADR 0051).
 */
export const PERSIST_SETUP_MS: Readonly<Record<ClientPlatform, number>> = {
  web: 100,
  desktop: 100,
  teams: 100,
  android: 1_000,
  ios: 1_000,
};
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

function withSnapshot(client: PersistedClient): PersistedClient {
  return mapWorkspace(client, (data) => (isWorkspace(data) ? toSnapshot(data) : data));
}

/**
 * What is stored, as one string: the persisted client with its workspace as a sync snapshot. The
 * board stores the same text in pieces (`serializeClientInSlices`); this is their reference.
 */
export function serializeClient(client: PersistedClient): string {
  return JSON.stringify(withSnapshot(client));
}

/** Entities written per slice: under 2 ms of a slow laptop's main thread. */
export const SLICE_SIZE = 500;
/** The longest a save, and then each of its slices, waits for an idle moment on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2_000;
const SLICE_IDLE_TIMEOUT_MS = 500;

/** The browser's next idle moment: a slice of a save runs there, never between an input and its paint. */
function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve, SLICE_IDLE_TIMEOUT_MS);
  });
}

/**
 * serializeClient's very text, made a slice at a time with `pause()` between slices, and handed
 * back in pieces (joined, they are that text; IndexedDB stores the pieces as they are, so the
 * 2 MB of a 5,000-task save is not copied again into one string). Each array longer than a slice
 * (the snapshot's tasks, checklist items…) stands in the envelope as a marker, then is written
 * SLICE_SIZE entities at a time. What it reads is fixed when it starts (the snapshot's arrays are
 * taken first, and entities are never changed in place, only replaced).
 */
export async function serializeClientInSlices(
  client: PersistedClient,
  pause: () => Promise<void> = idleMoment,
): Promise<string[]> {
  const long: unknown[][] = [];
  // A string no JSON of ours contains (a NUL and a fresh id), so a marker is never found in data.
  const marker = `\u0000slices:${crypto.randomUUID()}:`;
  let rest = JSON.stringify(withSnapshot(client), (_key, value: unknown) => {
    if (!Array.isArray(value) || value.length <= SLICE_SIZE) return value;
    long.push(value);
    return `${marker}${long.length - 1}`;
  });
  const pieces: string[] = [];
  // The markers appear in the envelope in the order the arrays were met.
  for (const [n, items] of long.entries()) {
    const quoted = JSON.stringify(`${marker}${n}`);
    const at = rest.indexOf(quoted);
    pieces.push(`${rest.slice(0, at)}[`);
    rest = rest.slice(at + quoted.length);
    for (let start = 0; start < items.length; start += SLICE_SIZE) {
      await pause();
      const slice = JSON.stringify(items.slice(start, start + SLICE_SIZE));
      pieces.push(start === 0 ? slice.slice(1, -1) : `,${slice.slice(1, -1)}`);
    }
    pieces.push(']');
  }
  pieces.push(rest);
  return pieces;
}

/**
 * What is read back: the snapshot parsed through the sync contract and applied to an empty
 * workspace. Stored as the pieces `serializeClientInSlices` made, or (a copy from before it) one string.
 */
export function deserializeClient(stored: string | readonly string[]): PersistedClient {
  const text = typeof stored === 'string' ? stored : stored.join('');
  return mapWorkspace(JSON.parse(text) as PersistedClient, fromSnapshot);
}

function isWorkspace(data: unknown): data is WorkspaceState {
  return typeof data === 'object' && data !== null && 'tasks' in data && isEntityMap(data.tasks);
}

/**
 * The persister for one person's workspace; writes nothing once `isLive()` is false, nor an empty
 * cache. A failed write is dropped, as TanStack Query's storage persister drops it: the board
 * goes on from memory and the next save tries again.
 */
export function workspacePersister(store: UseStore, userId: string, isLive: () => boolean): Persister {
  const key = cacheKey(userId);
  return {
    persistClient: async (client) => {
      // Never an empty copy: a cleared cache (sign-out) is not a workspace to restore.
      if (!isLive() || client.clientState.queries.length === 0) return;
      try {
        const pieces = await serializeClientInSlices(client);
        if (!isLive()) return;
        await set(key, pieces, store);
        // Sign-out may have wiped storage meanwhile: then no note of a copy either.
        if (isLive()) markPersisted(userId);
      } catch {
        // Storage full or closed: nothing to do but try again at the next save.
      }
    },
    restoreClient: async () => {
      const stored = await get<unknown>(key, store);
      if (typeof stored === 'string' || (Array.isArray(stored) && stored.every((p) => typeof p === 'string')))
        return stored.length > 0 ? deserializeClient(stored) : undefined;
      return undefined;
    },
    removeClient: async () => {
      if (!isLive()) return;
      forgetPersisted(userId);
      await del(key, store);
    },
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
  setupDelayMs = 0,
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
  const save = async () => {
    const clientState = dehydrate(client, {
      shouldDehydrateQuery: (q) => q.queryHash === WORKSPACE_HASH && q.state.status === 'success',
      shouldDehydrateMutation: () => false,
    });
    // The server's layer only: pending edits live in the outbox and go on top when restored.
    const base = readServerBase(client);
    const saved = { buster, timestamp: Date.now(), clientState };
    await persister.persistClient(base ? mapWorkspace(saved, () => base) : saved);
  };
  // A save waits for an idle moment, never delaying the paint of the change (or the first board)
  // that asked for it; one save answers a burst, one runs at a time, and they start at least
  // CACHE_THROTTLE_MS apart. A change during a save is saved by the next one.
  let cancel: (() => void) | null = null;
  let saving = false;
  let again = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    if (saving) {
      again = true;
      return;
    }
    if (cancel) return;
    const wait = Math.max(0, lastStart + CACHE_THROTTLE_MS - Date.now());
    let cancelIdle: (() => void) | null = null;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
        cancel = null;
        saving = true;
        lastStart = Date.now();
        void save().finally(() => {
          saving = false;
          if (again) {
            again = false;
            schedule();
          }
        });
      }, IDLE_TIMEOUT_MS);
    }, wait);
    cancel = () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  };
  let unsubscribe = () => {};
  const startSaving = () => {
    unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === WORKSPACE_HASH && (event.type === 'updated' || event.type === 'added'))
        schedule();
    });
  };
  // Saving starts the platform's delay after the restore (PERSIST_SETUP_MS); what changed in the
  // meantime is saved then.
  let setup: ReturnType<typeof setTimeout> | undefined;
  if (setupDelayMs <= 0) startSaving();
  else
    setup = setTimeout(() => {
      if (stopped) return;
      startSaving();
      schedule();
    }, setupDelayMs);
  return () => {
    stopped = true;
    clearTimeout(setup);
    unsubscribe();
    cancel?.();
    cancel = null;
  };
}
