/**
 * Undo and redo through the real write path (ADR 0052): each is a new write through the outbox to
 * the (fake) server, never a local rollback; a field another device changed since keeps its value;
 * offline, the undo shows at once and is sent once the browser is back online.
 */
import type { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../components/ui/toast-store.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { recordingChecklistWrites } from './checklist-mutations.ts';
import { history } from './history-store.ts';
import { readSyncStatus } from './outbox-runtime.ts';
import { memoryOutboxStorage } from './outbox-storage.ts';
import { startOutbox } from './outbox.ts';
import { recordingTaskWrites } from './task-mutations.ts';
import { createFakeApi, fakeApiHandlers, type FakeApi } from './testing/fake-api.ts';
import { makeBoard, makeChanges, makeChecklistItem, makeTask, testId } from './testing/fixtures.ts';
import { readWorkspace, receiveChanges, workspaceQuery } from './workspace-query.ts';

const server = setupServer();
const realFetch = globalThis.fetch;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  const patched = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    patched(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
});
beforeEach(() => history.clear());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  globalThis.fetch = realFetch;
});

const taskId = testId(1);
const work = makeBoard({ id: testId(50), name: 'Work' });

async function setup(): Promise<{ fake: FakeApi; client: QueryClient }> {
  const fake = createFakeApi(
    [makeTask({ id: taskId, title: 'Call Ana', poolOrder: 'a5' })],
    [makeChecklistItem({ id: testId(9), taskId, text: 'Milk', order: 'a0' })],
  );
  fake.boards = [work];
  server.use(...fakeApiHandlers(fake));
  const client = createQueryClient();
  await client.fetchQuery(workspaceQuery());
  return { fake, client };
}

const serverTask = (fake: FakeApi) => fake.tasks.get(taskId);
const settled = (fake: FakeApi, n: number) => vi.waitFor(() => expect(fake.calls.length).toBe(n));

describe('undo and redo', () => {
  it('undoes a move with a new move back to the old place, and redoes it', async () => {
    const { fake, client } = await setup();
    recordingTaskWrites(client).moveTask({ taskId, boardId: 'pool', quadrant: 2, order: 'a0' });
    await settled(fake, 1);
    history.undo();
    expect(readWorkspace(client)?.tasks.get(taskId)).toMatchObject({ quadrant: 1, poolOrder: 'a5' });
    await settled(fake, 2);
    expect(fake.calls[1]).toMatchObject({ method: 'POST', body: { quadrant: 1, order: 'a5' } });
    expect(serverTask(fake)).toMatchObject({ quadrant: 1, poolOrder: 'a5' });
    history.redo();
    await settled(fake, 3);
    expect(serverTask(fake)).toMatchObject({ quadrant: 2, poolOrder: 'a0' });
  });

  it('completes, deletes and restores through the server, saying each in a toast', async () => {
    const { fake, client } = await setup();
    const writes = recordingTaskWrites(client);
    writes.updateTask({ taskId, changes: { completed: true } });
    await vi.waitFor(() => expect(getToasts().at(-1)?.message).toBe('Completed'));
    history.undo();
    await vi.waitFor(() => expect(getToasts().at(-1)?.message).toBe('Undone: Completed'));
    await settled(fake, 2);
    expect(serverTask(fake)?.completed).toBe(false);

    const task = readWorkspace(client)?.tasks.get(taskId);
    if (!task) throw new Error('no task');
    writes.deleteTask(task);
    await settled(fake, 3);
    expect(fake.deleted.has(taskId)).toBe(true);
    history.undo();
    await settled(fake, 4);
    expect(serverTask(fake)).toMatchObject({ title: 'Call Ana' });
    expect(getToasts().filter((t) => t.key === 'history')).toHaveLength(1);
  });

  it('puts back only its own fields: a title changed on another device since stays', async () => {
    const { fake, client } = await setup();
    recordingTaskWrites(client).updateTask({ taskId, changes: { color: 'blue' } });
    await settled(fake, 1);
    // Another device renames it; this device hears of it from the socket.
    const renamed = {
      ...makeTask({ id: taskId, poolOrder: 'a5' }),
      ...serverTask(fake),
      title: 'Call Anna',
      version: 90,
    };
    fake.tasks.set(taskId, renamed);
    receiveChanges(client, makeChanges({ version: 90, tasks: [renamed] }));
    history.undo();
    await settled(fake, 2);
    expect(fake.calls[1]?.body).toEqual({ color: 'yellow' });
    expect(serverTask(fake)).toMatchObject({ color: 'yellow', title: 'Call Anna' });
  });

  it('moves between boards and back as one change', async () => {
    const { fake, client } = await setup();
    recordingTaskWrites(client).moveToBoard(taskId, work.id, null);
    await settled(fake, 1);
    expect(serverTask(fake)?.boards.map((p) => p.boardId)).toEqual([work.id]);
    history.undo();
    await settled(fake, 2);
    expect(serverTask(fake)?.boards).toEqual([]);
    expect(history.canUndo()).toBe(false);
  });

  it('brings a deleted checklist item back as a new item, and redo deletes that one', async () => {
    const { fake, client } = await setup();
    const items = recordingChecklistWrites(client);
    const milk = readWorkspace(client)?.checklistItems.get(testId(9));
    if (!milk) throw new Error('no item');
    items.deleteItem(milk);
    await settled(fake, 1);
    history.undo();
    await settled(fake, 2);
    const back = [...fake.checklistItems.values()];
    expect(back.map((i) => [i.text, i.order, i.id === milk.id])).toEqual([['Milk', 'a0', false]]);
    history.redo();
    await settled(fake, 3);
    expect(fake.checklistItems.size).toBe(0);
  });

  it('offline: the undo shows at once, waits in the outbox, and is sent back online', async () => {
    const { fake, client } = await setup();
    const outbox = startOutbox(client, 'user-1', memoryOutboxStorage());
    await outbox.ready;
    recordingTaskWrites(client).updateTask({ taskId, changes: { title: 'Call Ana today' } });
    await settled(fake, 1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    history.undo();
    expect(readWorkspace(client)?.tasks.get(taskId)?.title).toBe('Call Ana');
    await vi.waitFor(() => expect(readSyncStatus(client)).toMatchObject({ offline: true, waiting: 1 }));
    expect(fake.calls).toHaveLength(1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settled(fake, 2);
    expect(serverTask(fake)?.title).toBe('Call Ana');
    outbox.stop();
    expect(history.canRedo()).toBe(false);
  });
});
