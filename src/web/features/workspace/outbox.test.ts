/**
 * The outbox's durability (ADR 0026): writes made offline are stored before anything is sent,
 * survive a reload (a new query client over the same storage), replay in order with the mutation
 * id they were made with, and leave storage empty once answered; a refusal undoes exactly its
 * write and says so once; after stop() nothing is written to storage again.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../components/ui/toast-store.ts';
import { keyBetween } from '../../../shared/order.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { JOURNAL_PREFIX } from './outbox-journal.ts';
import { memoryOutboxStorage, type OutboxStorage, type StoredWrite } from './outbox-storage.ts';
import { readSyncStatus } from './outbox-runtime.ts';
import { startOutbox, submitWrite } from './outbox.ts';
import { capturePrevious, type Operation } from './optimistic.ts';
import { createFakeApi, fakeApiHandlers } from './testing/fake-api.ts';
import { base } from './testing/fake-api-handle.ts';
import { makeTask, testId } from './testing/fixtures.ts';
import { readWorkspace, workspaceQuery } from './workspace-query.ts';
import { writeRequest } from './write-requests.ts';
import type { QueryClient } from '@tanstack/react-query';

const server = setupServer();
const realFetch = globalThis.fetch;
const keys: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const key = request.headers.get('idempotency-key');
    if (key) keys.push(key);
  });
  const patched = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    patched(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
});
beforeEach(() => {
  keys.length = 0;
  localStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  globalThis.fetch = realFetch;
});

const user = 'user-1';
const taskId = testId(1);

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

async function freshClient(): Promise<QueryClient> {
  const client = createQueryClient();
  await client.fetchQuery(workspaceQuery());
  return client;
}

function rename(client: QueryClient, title: string): void {
  const task = readWorkspace(client)?.tasks.get(taskId);
  if (!task) throw new Error('no task');
  const op: Operation = {
    kind: 'patchTask',
    taskId,
    patch: { title },
    previous: capturePrevious(task, { title }),
  };
  submitWrite(client, writeRequest('updateTask', { params: { taskId }, body: { title } }), op);
}

function move(client: QueryClient, quadrant: 1 | 2 | 3 | 4): void {
  const task = readWorkspace(client)?.tasks.get(taskId);
  if (!task) throw new Error('no task');
  const order = keyBetween(null, null);
  const patch = { quadrant, placement: { boardId: 'pool', order } };
  submitWrite(
    client,
    writeRequest('moveTask', { params: { taskId }, body: { boardId: 'pool', quadrant, order } }),
    { kind: 'patchTask', taskId, patch, previous: capturePrevious(task, patch) },
  );
}

const journalKeys = () => Object.keys(localStorage).filter((k) => k.startsWith(JOURNAL_PREFIX));

/** The task on a fake server for this test. */
function serveTask(title: string): ReturnType<typeof createFakeApi> {
  const fake = createFakeApi([makeTask({ id: taskId, title, boards: [] })]);
  server.use(...fakeApiHandlers(fake));
  return fake;
}

/** A page: a fresh query client with the workspace, and its outbox started over `storage`. */
async function startPage(storage: OutboxStorage): Promise<{ client: QueryClient; stop: () => void }> {
  const client = await freshClient();
  const outbox = startOutbox(client, user, storage);
  await outbox.ready;
  return { client, stop: outbox.stop };
}

/**
 * Storage whose puts never commit, as when the page goes away with the transaction still open
 * (`butKept`: the entry lands in `storage` all the same, its commit only unconfirmed).
 */
function uncommitted(storage: OutboxStorage, { butKept = false } = {}): OutboxStorage {
  return {
    ...storage,
    put: (write) => {
      if (butKept) void storage.put(write);
      return new Promise<void>(() => {});
    },
  };
}

describe('the outbox', () => {
  it('keeps offline writes through a reload, then sends them in order, once, with their own ids', async () => {
    const fake = createFakeApi([makeTask({ id: taskId, title: 'Before', boards: [] })]);
    server.use(...fakeApiHandlers(fake));
    const storage = memoryOutboxStorage();
    const first = await freshClient();
    const page1 = startOutbox(first, user, storage);
    await page1.ready;

    setOnline(false);
    rename(first, 'Renamed offline');
    move(first, 3);
    expect(readWorkspace(first)?.tasks.get(taskId)).toMatchObject({ title: 'Renamed offline', quadrant: 3 });
    expect(readSyncStatus(first)).toEqual({ offline: true, waiting: 2, replaying: false });
    const stored: StoredWrite[] = await vi.waitFor(async () => {
      const now = await storage.load(user);
      expect(now).toHaveLength(2);
      return now;
    });
    expect(stored.map((w) => w.request.name)).toEqual(['updateTask', 'moveTask']);
    expect(keys).toEqual([]);

    // The page goes away (a reload, a closed tab); a new one starts over the same storage.
    page1.stop();
    const second = await freshClient();
    expect(readWorkspace(second)?.tasks.get(taskId)?.title).toBe('Before');
    const page2 = startOutbox(second, user, storage);
    await page2.ready;
    expect(readWorkspace(second)?.tasks.get(taskId)).toMatchObject({ title: 'Renamed offline', quadrant: 3 });

    setOnline(true);
    await vi.waitFor(() =>
      expect(readSyncStatus(second)).toEqual({ offline: false, waiting: 0, replaying: false }),
    );
    expect(fake.tasks.get(taskId)).toMatchObject({ title: 'Renamed offline', quadrant: 3 });
    expect(keys).toEqual(stored.map((w) => w.id));
    expect(await storage.load(user)).toEqual([]);
    page2.stop();
  });

  it('sends a write again with the same id when its answer never came', async () => {
    const fake = createFakeApi([makeTask({ id: taskId, boards: [] })]);
    let failures = 1;
    server.use(
      http.patch(`${base}/api/tasks/:taskId`, () => {
        if (failures-- > 0) return HttpResponse.error();
        return undefined;
      }),
      ...fakeApiHandlers(fake),
    );
    setOnline(true);
    const client = await freshClient();
    const page = startOutbox(client, user, memoryOutboxStorage());
    await page.ready;
    rename(client, 'Once');
    await vi.waitFor(() => expect(readSyncStatus(client).offline).toBe(true));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fake.tasks.get(taskId)?.title).toBe('Once'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    page.stop();
  });

  it('undoes exactly a refused write, says why once, and still sends the next', async () => {
    const fake = createFakeApi([makeTask({ id: taskId, title: 'Kept', boards: [] })]);
    server.use(...fakeApiHandlers(fake));
    setOnline(true);
    const client = await freshClient();
    const page = startOutbox(client, user, memoryOutboxStorage());
    await page.ready;
    fake.tasks.delete(taskId); // deleted on another device
    rename(client, 'Lost one');
    rename(client, 'Lost two');
    submitWrite(
      client,
      writeRequest('createTask', {
        body: { id: testId(2), title: 'Still made', quadrant: 1, boardId: 'pool' },
      }),
      undefined,
    );
    await vi.waitFor(() => expect(fake.tasks.get(testId(2))?.title).toBe('Still made'));
    await vi.waitFor(() => expect(readSyncStatus(client).waiting).toBe(0));
    expect(readWorkspace(client)?.tasks.get(taskId)?.title).toBe('Kept');
    const gone = getToasts().filter((t) => t.message.includes('deleted on another device'));
    expect(gone).toHaveLength(1);
    page.stop();
  });

  it('keeps a write whose IndexedDB entry had not committed when the page went away', async () => {
    const fake = serveTask('Before');
    setOnline(false);
    const lost = memoryOutboxStorage();
    const page1 = await startPage(uncommitted(lost));
    rename(page1.client, 'Just before the reload');
    window.dispatchEvent(new Event('pagehide'));
    page1.stop();
    expect(await lost.load(user)).toEqual([]);
    expect(journalKeys()).toHaveLength(1);

    const storage = memoryOutboxStorage();
    const page2 = await startPage(storage);
    expect(readWorkspace(page2.client)?.tasks.get(taskId)?.title).toBe('Just before the reload');
    // Taken back: stored properly now, and the journal is gone.
    expect(journalKeys()).toEqual([]);
    await vi.waitFor(async () => expect(await storage.load(user)).toHaveLength(1));

    setOnline(true);
    await vi.waitFor(() => expect(fake.tasks.get(taskId)?.title).toBe('Just before the reload'));
    expect(keys).toHaveLength(1);
    page2.stop();
  });

  it('sends a write kept by both IndexedDB and the journal once', async () => {
    const fake = serveTask('Before');
    setOnline(false);
    // Committed, but the answer came after the page had gone: journaled as well.
    const storage = memoryOutboxStorage();
    const page1 = await startPage(uncommitted(storage, { butKept: true }));
    rename(page1.client, 'Kept twice');
    await vi.waitFor(async () => expect(await storage.load(user)).toHaveLength(1));
    window.dispatchEvent(new Event('pagehide'));
    page1.stop();

    const page2 = await startPage(storage);
    expect(readSyncStatus(page2.client).waiting).toBe(1);
    setOnline(true);
    await vi.waitFor(() =>
      expect(readSyncStatus(page2.client)).toEqual({ offline: false, waiting: 0, replaying: false }),
    );
    expect(fake.tasks.get(taskId)?.title).toBe('Kept twice');
    expect(keys).toHaveLength(1);
    page2.stop();
  });

  it('journals nothing once every write is stored, or once stopped', async () => {
    serveTask('Before');
    setOnline(false);
    const storage = memoryOutboxStorage();
    const page = await startPage(storage);
    rename(page.client, 'Stored');
    await vi.waitFor(async () => expect(await storage.load(user)).toHaveLength(1));
    window.dispatchEvent(new Event('pagehide'));
    expect(journalKeys()).toEqual([]);

    const other = await startPage(uncommitted(storage));
    rename(other.client, 'Signed out');
    other.stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(journalKeys()).toEqual([]);
    page.stop();
  });

  it('writes nothing to storage once stopped (sign-out)', async () => {
    const fake = createFakeApi([makeTask({ id: taskId, boards: [] })]);
    server.use(...fakeApiHandlers(fake));
    setOnline(false);
    const storage = memoryOutboxStorage();
    const client = await freshClient();
    const page = startOutbox(client, user, storage);
    await page.ready;
    page.stop();
    rename(client, 'After sign-out');
    await Promise.resolve();
    expect(await storage.load(user)).toEqual([]);
  });
});
