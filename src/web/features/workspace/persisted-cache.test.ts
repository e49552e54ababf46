import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { UseStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { LayeredMap } from './layered-map.ts';
import {
  cacheBuster,
  cacheKey,
  deserializeClient,
  PERSIST_SETUP_MS,
  restoreAndPersist,
  serializeClient,
  serializeClientInSlices,
  SLICE_SIZE,
} from './persisted-cache.ts';
import { editTasks } from './task-map.ts';
import {
  makeBoard,
  makeChanges,
  makeChecklistItem,
  makePersistedClient,
  makeTask,
  testId,
} from './testing/fixtures.ts';
import { WORKSPACE_KEY } from './workspace-query.ts';
import { applyChanges, EMPTY_WORKSPACE, type WorkspaceState } from './workspace-state.ts';

const restoredData = (client: PersistedClient) => client.clientState.queries[0]?.state.data as WorkspaceState;

describe('the persisted workspace', () => {
  it('saves and restores a workspace whose task map is layered (a large one, edited)', () => {
    const tasks = Array.from({ length: 400 }, (_, n) => makeTask({ id: testId(n + 1), version: 1 }));
    const loaded = applyChanges(EMPTY_WORKSPACE, makeChanges({ version: 9, full: true, tasks }));
    const renamed = { ...tasks[7]!, title: 'Renamed', version: 2 };
    const added = makeTask({ id: testId(999), title: 'Added', version: 3 });
    const state: WorkspaceState = {
      ...loaded,
      tasks: editTasks(loaded.tasks, [renamed, added], [tasks[0]!.id]),
    };
    expect(state.tasks).toBeInstanceOf(LayeredMap);

    const restored = restoredData(deserializeClient(serializeClient(makePersistedClient(state))));
    expect(restored.version).toBe(9);
    expect(restored.tasks.size).toBe(400);
    expect(restored.tasks.get(renamed.id)?.title).toBe('Renamed');
    expect(restored.tasks.get(added.id)?.title).toBe('Added');
    expect(restored.tasks.has(tasks[0]!.id)).toBe(false);
  });

  it('is written a slice at a time, into the very text of a save in one go', async () => {
    const count = 2 * SLICE_SIZE + 7;
    const tasks = Array.from({ length: count }, (_, n) =>
      makeTask({ id: testId(n + 1), title: `Task ${n} "quoted" \u2028 ✓`, version: 1 }),
    );
    const checklistItems = Array.from({ length: SLICE_SIZE + 1 }, (_, n) =>
      makeChecklistItem({ id: testId(10_000 + n), taskId: testId(1) }),
    );
    const boards = [makeBoard({ id: testId(20_000) })];
    const state = applyChanges(
      EMPTY_WORKSPACE,
      makeChanges({ version: 4, full: true, tasks, checklistItems, boards }),
    );
    let pauses = 0;
    const pieces = await serializeClientInSlices(makePersistedClient(state), () => {
      pauses++;
      return Promise.resolve();
    });
    const text = pieces.join('');
    expect(text).toBe(serializeClient(makePersistedClient(state)));
    // Three slices of tasks and two of checklist items; the one board is written with the envelope.
    expect(pauses).toBe(5);
    // Stored as the pieces, read back from them.
    const restored = restoredData(deserializeClient(pieces));
    expect(restored.tasks.size).toBe(count);
    expect(restored.tasks.get(testId(count))?.title).toBe(`Task ${count - 1} "quoted" \u2028 ✓`);
  });

  it('lets what is waiting run between slices', async () => {
    const tasks = Array.from({ length: 3 * SLICE_SIZE }, (_, n) => makeTask({ id: testId(n + 1) }));
    const state = applyChanges(EMPTY_WORKSPACE, makeChanges({ version: 2, full: true, tasks }));
    const order: string[] = [];
    const saving = serializeClientInSlices(makePersistedClient(state)).then(() => order.push('saved'));
    // A task queued as the save starts (as a key press would be) runs before the save is done.
    setImmediate(() => order.push('a task queued meanwhile'));
    await saving;
    expect(order).toEqual(['a task queued meanwhile', 'saved']);
  });
});

/**
 * An IndexedDB object store in memory, as idb-keyval uses one (put/get/delete, requests and a
 * transaction that complete a task later). `hold` delays the next write's completion until
 * released, as a slow disk would.
 */
function memoryStore() {
  const data = new Map<IDBValidKey, unknown>();
  const writes: unknown[] = [];
  let held: Promise<void> | null = null;
  const later = (done: () => void) => setTimeout(done, 0);
  const request = (result: () => unknown) => {
    const req: { result?: unknown; onsuccess?: () => void; oncomplete?: () => void } = {};
    later(() => {
      req.result = result();
      (req.onsuccess ?? req.oncomplete)?.();
    });
    return req;
  };
  const store: UseStore = (_mode, callback) => {
    const transaction: { oncomplete?: () => void } = {};
    let wrote = false;
    const objectStore = {
      transaction,
      get: (key: IDBValidKey) => request(() => data.get(key)),
      put: (value: unknown, key: IDBValidKey) => {
        wrote = true;
        data.set(key, value);
        writes.push(value);
      },
      delete: (key: IDBValidKey) => {
        data.delete(key);
        return request(() => undefined);
      },
    };
    const result = callback(objectStore as unknown as IDBObjectStore);
    void Promise.resolve(held).then(() => later(() => (wrote ? transaction.oncomplete?.() : undefined)));
    return Promise.resolve(result);
  };
  return {
    store,
    data,
    writes,
    hold(): () => void {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
}

const USER = 'user-1';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5000) throw new Error(`Timed out waiting for ${what}`);
    await pause(10);
  }
}

function boardWith(titles: string[]): WorkspaceState {
  const tasks = titles.map((title, n) => makeTask({ id: testId(n + 1), title, version: 1 }));
  return applyChanges(EMPTY_WORKSPACE, makeChanges({ version: titles.length, full: true, tasks }));
}

describe('the workspace kept on the device', () => {
  it('is saved after a change, once for a burst, and a change during a save is saved next', async () => {
    const memory = memoryStore();
    const client = new QueryClient();
    client.setQueryData(WORKSPACE_KEY, boardWith(['First']));
    const stop = await restoreAndPersist(client, memory.store, USER, () => true);
    try {
      // A burst: one save, of the last state.
      client.setQueryData(WORKSPACE_KEY, boardWith(['First', 'Second']));
      client.setQueryData(WORKSPACE_KEY, boardWith(['First', 'Second', 'Third']));
      await until(() => memory.writes.length === 1, 'the first save');
      const release = memory.hold();
      await pause(1100);
      client.setQueryData(WORKSPACE_KEY, boardWith(['One']));
      await until(() => memory.writes.length === 2, 'the second save');
      // Written while the second save is held up: saved by a third, once the second is done.
      client.setQueryData(WORKSPACE_KEY, boardWith(['One', 'Two']));
      await pause(50);
      expect(memory.writes).toHaveLength(2);
      release();
      await until(() => memory.writes.length === 3, 'the save after it');
      const restored = restoredData(deserializeClient(memory.data.get(cacheKey(USER)) as string[]));
      expect([...restored.tasks.values()].map((t) => t.title).sort()).toEqual(['One', 'Two']);
    } finally {
      stop();
    }
  });

  it('writes nothing once stopped (signed out), even a save that had begun', async () => {
    const memory = memoryStore();
    const client = new QueryClient();
    client.setQueryData(WORKSPACE_KEY, boardWith(['Mine']));
    let live = true;
    const stop = await restoreAndPersist(client, memory.store, USER, () => live);
    client.setQueryData(WORKSPACE_KEY, boardWith(['Mine', 'Also mine']));
    // Signed out at once: the save that was asked for never writes.
    live = false;
    stop();
    client.setQueryData(WORKSPACE_KEY, boardWith(['After sign-out']));
    await pause(1300);
    expect(memory.writes).toHaveLength(0);
    expect(memory.data.size).toBe(0);
  });

  it("starts saving the platform's delay after the restore (spec §9), and saves what changed meanwhile", async () => {
    expect(PERSIST_SETUP_MS).toEqual({ web: 100, desktop: 100, teams: 100, android: 1000, ios: 1000 });
    // The clock moves with real time too, so the store's own awaits go on; the steps are far apart.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const memory = memoryStore();
      const client = new QueryClient();
      client.setQueryData(WORKSPACE_KEY, boardWith(['Restored']));
      const stop = await restoreAndPersist(client, memory.store, USER, () => true, PERSIST_SETUP_MS.android);
      client.setQueryData(WORKSPACE_KEY, boardWith(['Restored', 'Pulled']));
      await vi.advanceTimersByTimeAsync(500);
      expect(memory.writes).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(500 + 2000);
      expect(memory.writes).toHaveLength(1);
      const restored = restoredData(deserializeClient(memory.data.get(cacheKey(USER)) as string[]));
      expect([...restored.tasks.values()].map((t) => t.title).sort()).toEqual(['Pulled', 'Restored']);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('restores a copy stored as one string, from before the pieces', async () => {
    const memory = memoryStore();
    const saved = makePersistedClient(boardWith(['Kept from before']));
    memory.data.set(
      cacheKey(USER),
      serializeClient({ ...saved, buster: cacheBuster(USER), timestamp: Date.now() }),
    );
    const client = new QueryClient();
    const stop = await restoreAndPersist(client, memory.store, USER, () => true);
    stop();
    const view = client.getQueryData<WorkspaceState>(WORKSPACE_KEY);
    expect([...(view?.tasks.values() ?? [])].map((t) => t.title)).toEqual(['Kept from before']);
  });
});
