/**
 * The outbox: every workspace write goes through it, online or not. Rules:
 * - a write applies its optimistic operation at once, is stored (outbox-storage.ts) and joins one
 *   queue; the queue is sent strictly in order, one request at a time, each with its own mutation
 *   id as the Idempotency-Key, so a write sent twice (a lost answer, a reload mid-flight, two tabs)
 *   is applied once by the server;
 * - no network (offline, unreachable, 5xx, rate-limited): the queue waits, then resumes when the
 *   browser is back online or after a backoff; nothing is dropped or reordered;
 * - the server refuses a write (a plan limit, a task deleted on another device): exactly that
 *   write's operation is undone and the reason is shown once; the writes after it still go, and
 *   a write about something whose creation was refused is dropped without a second message;
 * - a refused session (401) stops the queue and keeps it; signing in again resumes it;
 * - after `stop()` (sign-out, another person) it touches neither the cache nor storage again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { newId } from '../../../shared/ids.ts';
import { afterNextPaint } from '../../lib/after-paint.ts';
import { ApiError } from '../../lib/api-error.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { i18n } from '../../lib/i18n.ts';
import { reportWriteError } from '../../lib/query-client.ts';
import { SYNC_NS } from './sync-i18n.ts';
import { history } from './history-store.ts';
import { touchedIds, type Operation } from './optimistic.ts';
import { takeJournal, writeJournal } from './outbox-journal.ts';
import { bySubmission, type OutboxStorage, type StoredWrite } from './outbox-storage.ts';
import {
  FIRST_RETRY_MS,
  isOnline,
  nextSeq,
  notify,
  persist,
  runtimeOf,
  type Entry,
  type Runtime,
} from './outbox-runtime.ts';
import { sendWrite, type WriteRequest } from './write-requests.ts';
import { beginOperation, confirmOperation, forgetOperation, rollbackOperation } from './workspace-query.ts';

/** The longest a retry waits; the first waits FIRST_RETRY_MS, each next one twice as long. */
const MAX_RETRY_MS = 30_000;

export type FailureVerdict = 'retry' | 'refused' | 'stop';

/** What a failed send means: try again later, drop it (refused), or stop until signed in. */
export function classifyFailure(error: unknown): FailureVerdict {
  if (!(error instanceof ApiError)) return 'refused';
  if (error.code === 'UNAUTHENTICATED') return 'stop';
  if (error.status === 0 || error.status >= 500 || error.code === 'RATE_LIMITED') return 'retry';
  return 'refused';
}

/** Queue a write: its operation shows at once; it is stored, then sent in order. */
export function submitWrite(
  client: QueryClient,
  request: WriteRequest,
  op: Operation | undefined,
  opts: { onRefused?: (error: unknown) => void } = {},
): void {
  const rt = runtimeOf(client);
  const entry: Entry = { userId: rt.userId, id: newId(), seq: nextSeq(rt), request, op };
  entry.handle = op ? beginOperation(client, op) : undefined;
  entry.onRefused = opts.onRefused;
  rt.queue.push(entry);
  // Stored at once, so a reload or a closed tab right after it keeps it (ADR 0026); sent after the
  // frame that shows the operation (ADR 0037): the key press's frame does not wait for fetch. The
  // chain keeps storage order (a later remove waits for this put).
  store(rt, entry);
  notify(rt);
  afterNextPaint(() => void drain(client, rt));
}

function toStored(entry: Entry): StoredWrite {
  return { userId: entry.userId, id: entry.id, seq: entry.seq, request: entry.request, op: entry.op };
}

/** Put `entry` in storage, and mark it stored once IndexedDB has committed it. */
function store(rt: Runtime, entry: Entry): void {
  persist(rt, (storage) =>
    storage.put(toStored(entry)).then(() => {
      entry.stored = true;
    }),
  );
}

function settleApplied(
  client: QueryClient,
  rt: Runtime,
  entry: Entry,
  rows: Awaited<ReturnType<typeof sendWrite>>,
) {
  rt.queue = rt.queue.filter((e) => e !== entry);
  persist(rt, (storage) => storage.remove(toStored(entry)));
  // What the server did not do (a repeating task's drafted next occurrence it did not create)
  // leaves the view with the operation: the view is the server's rows plus what is still pending.
  if (entry.handle) confirmOperation(client, entry.handle, rows);
}

function settleRefused(client: QueryClient, rt: Runtime, entry: Entry, error: unknown) {
  rt.queue = rt.queue.filter((e) => e !== entry);
  persist(rt, (storage) => storage.remove(toStored(entry)));
  if (entry.handle) rollbackOperation(client, entry.handle);
  const ids = entry.op ? touchedIds(entry.op) : Object.values(entry.request.params ?? {});
  const followsRefusal = ids.some((id) => rt.refusedCreations.has(id));
  if (entry.op && /^(createTask|createBoard|putRow)$/.test(entry.op.kind))
    for (const id of touchedIds(entry.op)) rt.refusedCreations.add(id);
  entry.onRefused?.(error);
  if (followsRefusal) return;
  // Gone elsewhere (deleted on another device): said in those words, once for all such changes.
  if (error instanceof ApiError && error.code === 'NOT_FOUND')
    toast.error(i18n.t(`${SYNC_NS}:gone`), { key: 'sync:gone' });
  else reportWriteError(error, entry.request.body);
}

function scheduleRetry(client: QueryClient, rt: Runtime): void {
  clearTimeout(rt.retryTimer);
  // Offline, the browser's 'online' event resumes the queue; otherwise try again with a backoff.
  if (!isOnline()) return;
  rt.retryTimer = setTimeout(() => void drain(client, rt), rt.retryDelay);
  rt.retryDelay = Math.min(rt.retryDelay * 2, MAX_RETRY_MS);
}

/** Send the queue's head until it is empty, the network fails, or the session is refused. */
async function drain(client: QueryClient, rt: Runtime): Promise<void> {
  if (rt.draining !== null || rt.stopped || rt.queue.length === 0) return;
  if (!isOnline()) {
    notify(rt);
    return;
  }
  const generation = rt.generation;
  const current = () => !rt.stopped && rt.generation === generation;
  rt.draining = generation;
  if (rt.unreachable) rt.replaying = true;
  notify(rt);
  try {
    for (let head = rt.queue[0]; head && current(); head = rt.queue[0]) {
      let rows: Awaited<ReturnType<typeof sendWrite>>;
      try {
        rows = await sendWrite(head.request, head.id);
      } catch (error) {
        if (!current()) return;
        const verdict = classifyFailure(error);
        if (verdict === 'refused') {
          settleRefused(client, rt, head, error);
          notify(rt);
          continue;
        }
        if (verdict === 'retry') {
          rt.unreachable = true;
          scheduleRetry(client, rt);
        }
        break;
      }
      if (!current()) return;
      rt.unreachable = false;
      rt.retryDelay = FIRST_RETRY_MS;
      settleApplied(client, rt, head, rows);
      notify(rt);
    }
  } finally {
    if (rt.draining === generation) rt.draining = null;
    if (current()) {
      if (rt.queue.length === 0) rt.replaying = false;
      notify(rt);
    }
  }
}

/**
 * Make the outbox durable for `userId`: writes stored by an earlier page (a reload, a closed tab)
 * are taken back in their order, their operations applied over the restored board, and sent.
 * Resolves once they are applied; `stop()` ends everything it does (sign-out).
 */
export function startOutbox(
  client: QueryClient,
  userId: string,
  storage: OutboxStorage,
): { ready: Promise<void>; stop: () => void } {
  const rt = runtimeOf(client);
  rt.userId = userId;
  rt.storage = storage;
  rt.stopped = false;
  rt.generation += 1;
  rt.draining = null;
  const generation = rt.generation;
  for (const entry of rt.queue) entry.userId = userId;
  const onOnline = () => {
    rt.retryDelay = FIRST_RETRY_MS;
    notify(rt);
    void drain(client, rt);
  };
  const onOffline = () => notify(rt);
  // A page going away (a reload, a closed tab) aborts IndexedDB transactions still open: the writes
  // not yet committed go to a synchronous journal that the next start takes back (ADR 0043).
  const pageId = newId();
  const live = () => !rt.stopped && rt.generation === generation;
  const onPageHide = () => {
    if (!live()) return;
    writeJournal(userId, pageId, rt.queue.filter((e) => !e.stored).map(toStored));
  };
  const onPageShow = (event: PageTransitionEvent) => {
    // Back from the back/forward cache: this page stores and sends its writes itself.
    if (event.persisted && live()) writeJournal(userId, pageId, []);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  const ready = storage.load(userId).then(
    (stored) => {
      if (!live()) return;
      const held = new Set(rt.queue.map((e) => e.id));
      const restored: Entry[] = stored
        .filter((w) => !held.has(w.id))
        .map((w): Entry => ({ ...w, stored: true }));
      for (const w of restored) held.add(w.id);
      // What an earlier page journaled and IndexedDB did not keep; stored again below.
      const journaled: Entry[] = takeJournal(userId).filter((w) => !held.has(w.id));
      for (const entry of [...restored, ...journaled]) {
        entry.handle = entry.op ? beginOperation(client, entry.op) : undefined;
        rt.seq = Math.max(rt.seq, entry.seq);
      }
      // Writes made before storage was attached were not stored yet.
      for (const entry of [...journaled, ...rt.queue]) store(rt, entry);
      rt.queue = [...restored, ...journaled, ...rt.queue].sort(bySubmission);
      notify(rt);
      void drain(client, rt);
    },
    () => undefined,
  );
  return {
    ready,
    stop: () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      if (rt.generation !== generation) return;
      rt.stopped = true;
      clearTimeout(rt.retryTimer);
      // What is queued stays in storage for this person's next page; this page lets go of it.
      for (const entry of rt.queue) if (entry.handle) forgetOperation(client, entry.handle);
      rt.queue = [];
      rt.storage = null;
      rt.unreachable = false;
      rt.replaying = false;
      // The undo history is this person's too: the next one to sign in here starts without it.
      history.clear();
      notify(rt);
    },
  };
}
