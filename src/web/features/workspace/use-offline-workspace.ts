/**
 * Offline-first for one signed-in person, while mounted: restore their persisted workspace, keep
 * persisting it, and make the outbox durable (its stored writes re-applied and sent). Returns
 * whether the board may render: after the restore (so it shows at once from this device and never
 * pulls 5,000 tasks it already has), or after RESTORE_WAIT_MS if storage is slow to answer.
 * Unmounting, or another person, stops all of it before anything else runs, so nothing is written
 * to storage after sign-out has cleared it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CACHE_DB, hasIndexedDb, offlineStore, OUTBOX_DB } from './offline-storage.ts';
import { idbOutboxStorage, type OutboxStorage } from './outbox-storage.ts';
import { startOutbox } from './outbox.ts';
import { clientPlatform } from '../../lib/client-platform.ts';
import { PERSIST_SETUP_MS, restoreAndPersist } from './persisted-cache.ts';

/** The longest the app waits for storage before rendering without it. */
export const RESTORE_WAIT_MS = 1_000;

function startOffline(
  client: ReturnType<typeof useQueryClient>,
  userId: string,
  storageReady: () => Promise<void>,
) {
  let live = true;
  const isLive = () => live;
  // A sign-out's wipe left unfinished (a database held open) completes before anything is read.
  const wiped = storageReady().catch(() => undefined);
  // Both reads start at once; the outbox's operations go on top of the restored board.
  const outboxStorage = idbOutboxStorage(offlineStore(OUTBOX_DB));
  const stored = wiped.then(() => outboxStorage.load(userId));
  stored.catch(() => undefined);
  const preloaded: OutboxStorage = { ...outboxStorage, load: () => stored };
  let stopPersisting = () => {};
  let stopOutbox = () => {};
  const restored = wiped.then(() =>
    restoreAndPersist(client, offlineStore(CACHE_DB), userId, isLive, PERSIST_SETUP_MS[clientPlatform()]),
  );
  const ready = restored.then((unsubscribe) => {
    stopPersisting = unsubscribe;
    if (!live) return;
    const outbox = startOutbox(client, userId, preloaded);
    stopOutbox = outbox.stop;
    return outbox.ready;
  });
  return {
    ready: ready.catch(() => undefined),
    stop: () => {
      live = false;
      stopPersisting();
      stopOutbox();
    },
  };
}

/**
 * `storageReady` resolves when stored data may be read: the app passes the auth feature's
 * `browserDataReady` (a sign-out's wipe finished), composed by the route.
 */
export function useOfflineWorkspace(
  userId: string | null,
  storageReady: () => Promise<void> = () => Promise.resolve(),
): boolean {
  const client = useQueryClient();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const enabled = userId !== null && hasIndexedDb();
  useEffect(() => {
    if (!enabled || !userId) return;
    const session = startOffline(client, userId, storageReady);
    let current = true;
    const markReady = () => {
      if (current) setReadyFor(userId);
    };
    const timer = setTimeout(markReady, RESTORE_WAIT_MS);
    void session.ready.then(markReady);
    return () => {
      current = false;
      clearTimeout(timer);
      session.stop();
    };
  }, [client, enabled, userId, storageReady]);
  return !enabled || readyFor === userId;
}
