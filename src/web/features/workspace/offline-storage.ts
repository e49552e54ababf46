/**
 * Where the offline-first client keeps its bytes: IndexedDB, one database per purpose, read and
 * written through idb-keyval. Two rules:
 * - every key starts with the user's id, so a different person on this browser reads nothing of
 *   the last one even before sign-out has cleared it;
 * - a connection closes as soon as another page asks to delete or upgrade its database (sign-out
 *   deletes every database of the origin), so it never blocks that deletion.
 */
import { promisifyRequest, type UseStore } from 'idb-keyval';

export const CACHE_DB = 'quadrant-cache';
export const OUTBOX_DB = 'quadrant-outbox';
const STORE = 'entries';

/** An idb-keyval store over `dbName` that opens lazily and lets go of its connection when asked. */
export function offlineStore(dbName: string): UseStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    if (opened) return opened;
    const request = indexedDB.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    opened = promisifyRequest(request).then((db) => {
      const forget = () => {
        db.close();
        opened = undefined;
      };
      db.onversionchange = forget;
      db.onclose = () => {
        opened = undefined;
      };
      return db;
    });
    opened.catch(() => {
      opened = undefined;
    });
    return opened;
  };
  return (mode, callback) =>
    open().then((db) => callback(db.transaction(STORE, mode).objectStore(STORE)));
}

/** Whether this browser has IndexedDB at all (not in some private modes, not in Node tests). */
export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}
