import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  beforeBrowserWipe,
  browserDataReady,
  DEVICE_LOCAL_KEYS,
  WIPE_PENDING_KEY,
  wipeBrowserData,
} from './browser-wipe.ts';

/** IndexedDB as far as the wipe uses it: names, and deletions that succeed or are blocked. */
function fakeIndexedDb(names: string[], held = new Set<string>()) {
  const dbs = new Set(names);
  const pending: (() => void)[] = [];
  const factory = {
    databases: () => Promise.resolve([...dbs].map((name) => ({ name, version: 1 }))),
    deleteDatabase(name: string) {
      const request: { onsuccess?: () => void; onerror?: () => void; onblocked?: () => void } = {};
      const finish = () => {
        dbs.delete(name);
        request.onsuccess?.();
      };
      setTimeout(() => {
        if (held.has(name)) {
          request.onblocked?.();
          pending.push(finish);
        } else finish();
      }, 0);
      return request;
    },
  };
  return { factory, dbs, release: () => pending.splice(0).forEach((f) => f()) };
}

function fakeCaches(names: string[]) {
  const kept = new Set(names);
  return {
    kept,
    api: {
      keys: () => Promise.resolve([...kept]),
      delete: (name: string) => Promise.resolve(kept.delete(name)),
    },
  };
}

let db: ReturnType<typeof fakeIndexedDb>;
let cacheStorage: ReturnType<typeof fakeCaches>;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  db = fakeIndexedDb(['quadrant-query-cache', 'quadrant-outbox']);
  cacheStorage = fakeCaches([
    'workbox-precache-v2-http://localhost/',
    'quadrant-public-pages',
    'quadrant-attachments',
  ]);
  vi.stubGlobal('indexedDB', db.factory);
  vi.stubGlobal('caches', cacheStorage.api);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('wipeBrowserData', () => {
  it("removes every localStorage key but the device's choices, and this tab's session storage", async () => {
    for (const key of ['auth-storage', 'lastBoard', 'boardView', 'quadrant-outbox-cursor']) {
      window.localStorage.setItem(key, 'x');
    }
    for (const key of DEVICE_LOCAL_KEYS) window.localStorage.setItem(key, 'kept');
    window.sessionStorage.setItem('auth-return-to', '/app/board/b1/matrix');
    const done = wipeBrowserData();
    // Storage is empty before the call returns: the page may be left at once.
    expect(Object.keys(window.localStorage).sort()).toEqual([...DEVICE_LOCAL_KEYS, WIPE_PENDING_KEY].sort());
    expect(window.sessionStorage.length).toBe(0);
    await done;
    expect(Object.keys(window.localStorage).sort()).toEqual([...DEVICE_LOCAL_KEYS].sort());
  });

  it('deletes every IndexedDB database and every cache that can hold user data', async () => {
    await wipeBrowserData();
    expect([...db.dbs]).toEqual([]);
    expect([...cacheStorage.kept].sort()).toEqual([
      'quadrant-public-pages',
      'workbox-precache-v2-http://localhost/',
    ]);
  });

  it('runs the registered clean-ups (close connections, stop persisting) before deleting', async () => {
    const seen: string[][] = [];
    const stop = beforeBrowserWipe(async () => {
      seen.push((await db.factory.databases()).map((d) => d.name));
    });
    await wipeBrowserData();
    stop();
    expect(seen).toEqual([['quadrant-query-cache', 'quadrant-outbox']]);
  });

  it('unsubscribes this browser from push, so a reminder for them never shows to the next person', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        getRegistration: () =>
          Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve({ unsubscribe }) } }),
      },
    });
    await wipeBrowserData();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('leaves a marker when a database is held open, and finishes the wipe at the next start', async () => {
    db = fakeIndexedDb(['quadrant-outbox'], new Set(['quadrant-outbox']));
    vi.stubGlobal('indexedDB', db.factory);
    await wipeBrowserData();
    expect(window.localStorage.getItem(WIPE_PENDING_KEY)).toBe('1');
    expect([...db.dbs]).toEqual(['quadrant-outbox']);

    // The connection closes (the tab went away); the next start finishes the job.
    db.release();
    await browserDataReady();
    expect([...db.dbs]).toEqual([]);
    expect(window.localStorage.getItem(WIPE_PENDING_KEY)).toBeNull();
  });
});

describe('browserDataReady', () => {
  it('resolves at once, deleting nothing, when no wipe is pending', async () => {
    await browserDataReady();
    expect([...db.dbs]).toEqual(['quadrant-query-cache', 'quadrant-outbox']);
    expect(cacheStorage.kept.size).toBe(3);
  });
});
