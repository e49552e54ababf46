/**
 * The outbox's state, one per query client, and what the header reads of it (outbox.ts holds the
 * queue's rules): the writes waiting, the storage they are kept in, the retry backoff, and the
 * sync status with its listeners.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { OutboxStorage, StoredWrite } from './outbox-storage.ts';
import type { PendingHandle } from './workspace-query.ts';

/** What the header says about sync (sync-status.tsx). */
export interface SyncStatus {
  /** The browser is offline, or the last attempt could not reach the server. */
  offline: boolean;
  /** Writes not yet answered by the server. */
  waiting: number;
  /** Sending writes that waited for the network. */
  replaying: boolean;
}

export interface Entry extends StoredWrite {
  handle?: PendingHandle | undefined;
  onRefused?: ((error: unknown) => void) | undefined;
  /** Its IndexedDB entry has committed; until then a page going away journals it (ADR 0043). */
  stored?: boolean;
}

export interface Runtime {
  queue: Entry[];
  userId: string;
  storage: OutboxStorage | null;
  seq: number;
  /** The generation whose drain loop is running, if any (each start() is a new generation). */
  draining: number | null;
  generation: number;
  unreachable: boolean;
  replaying: boolean;
  stopped: boolean;
  chain: Promise<void>;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  retryDelay: number;
  /** Ids whose creation the server refused: later writes about them fail quietly. */
  refusedCreations: Set<string>;
  listeners: Set<() => void>;
  status: SyncStatus;
}

export const FIRST_RETRY_MS = 1_000;
const runtimes = new WeakMap<QueryClient, Runtime>();

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function runtimeOf(client: QueryClient): Runtime {
  let rt = runtimes.get(client);
  if (!rt) {
    rt = {
      queue: [],
      userId: '',
      storage: null,
      seq: 0,
      draining: null,
      generation: 0,
      unreachable: false,
      replaying: false,
      stopped: false,
      chain: Promise.resolve(),
      retryTimer: undefined,
      retryDelay: FIRST_RETRY_MS,
      refusedCreations: new Set(),
      listeners: new Set(),
      status: { offline: !isOnline(), waiting: 0, replaying: false },
    };
    runtimes.set(client, rt);
  }
  return rt;
}

export function notify(rt: Runtime): void {
  const next: SyncStatus = {
    offline: rt.unreachable || !isOnline(),
    waiting: rt.queue.length,
    replaying: rt.replaying && rt.queue.length > 0,
  };
  const s = rt.status;
  if (s.offline === next.offline && s.waiting === next.waiting && s.replaying === next.replaying) return;
  rt.status = next;
  for (const listener of rt.listeners) listener();
}

/** Storage writes run one after another, never after stop(). */
export function persist(rt: Runtime, run: (storage: OutboxStorage) => Promise<void>): void {
  rt.chain = rt.chain
    .then(() => (rt.stopped || !rt.storage ? undefined : run(rt.storage)))
    .catch(() => undefined);
}

export function nextSeq(rt: Runtime): number {
  rt.seq = Math.max(Date.now(), rt.seq + 1);
  return rt.seq;
}

/** The header's view of the outbox, for useSyncExternalStore. */
export function readSyncStatus(client: QueryClient): SyncStatus {
  return runtimeOf(client).status;
}

export function subscribeSyncStatus(client: QueryClient, listener: () => void): () => void {
  const rt = runtimeOf(client);
  rt.listeners.add(listener);
  return () => rt.listeners.delete(listener);
}
