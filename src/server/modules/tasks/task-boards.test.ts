import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../shared/contracts/boards.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

type ErrorBody = { error: { code: string; message: string } };

describe('a task on several boards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = <T>(u: TestUser, url: string, payload: object) =>
    call<T>(t.app, { method: 'POST', url, headers: u.headers, payload });
  const put = (u: TestUser, taskId: string, boardId: string, payload: object = {}) =>
    call<Task & ErrorBody>(t.app, {
      method: 'PUT',
      url: `/api/tasks/${taskId}/boards/${boardId}`,
      headers: u.headers,
      payload,
    });
  const remove = (u: TestUser, taskId: string, boardId: string) =>
    call<Task & ErrorBody>(t.app, {
      method: 'DELETE',
      url: `/api/tasks/${taskId}/boards/${boardId}`,
      headers: u.headers,
    });
  const list = async (u: TestUser, boardId: string) =>
    (await call<Task[]>(t.app, { method: 'GET', url: `/api/tasks?boardId=${boardId}`, headers: u.headers }))
      .body;

  it('puts a task on a second board, first in its quadrant there, and is harmless when repeated', async () => {
    const u = await createTestUser(t.app);
    const home = (await post<Board>(u, '/api/boards', { name: 'Home' })).body;
    const work = (await post<Board>(u, '/api/boards', { name: 'Work' })).body;
    const already = (await post<Task>(u, '/api/tasks', { title: 'There', quadrant: 2, boardId: work.id }))
      .body;
    const task = (await post<Task>(u, '/api/tasks', { title: 'Both', quadrant: 2, boardId: home.id })).body;

    const added = await put(u, task.id, work.id);
    expect(added.status).toBe(200);
    expect(added.body.boards.map((b) => b.boardId).sort()).toEqual([home.id, work.id].sort());
    expect(added.body.version).toBeGreaterThan(task.version);
    const onWork = added.body.boards.find((b) => b.boardId === work.id)?.order ?? '';
    expect(onWork < (already.boards[0]?.order ?? '')).toBe(true);
    expect((await list(u, work.id)).map((x) => x.title).sort()).toEqual(['Both', 'There']);

    const again = await put(u, task.id, work.id, { order: 'a9' });
    expect(again.status).toBe(200);
    expect(again.body.boards).toEqual(added.body.boards);
    expect(again.body.version).toBe(added.body.version);
  });

  it('reads one task with all its boards, as the list and the write sent it; nobody else reads it', async () => {
    const u = await createTestUser(t.app);
    const home = (await post<Board>(u, '/api/boards', { name: 'Home' })).body;
    const work = (await post<Board>(u, '/api/boards', { name: 'Work' })).body;
    const created = (await post<Task>(u, '/api/tasks', { title: 'Read me', quadrant: 3, boardId: home.id }))
      .body;
    const read = (id: string, who: TestUser) =>
      call<Task>(t.app, { method: 'GET', url: `/api/tasks/${id}`, headers: who.headers });
    expect((await read(created.id, u)).body).toEqual(created);

    const added = (await put(u, created.id, work.id)).body;
    const got = await read(created.id, u);
    expect(got.body).toEqual(added);
    expect(got.body.boards).toHaveLength(2);
    expect((await list(u, work.id)).find((x) => x.id === created.id)).toEqual(got.body);
    const pooled = (await post<Task>(u, '/api/tasks', { title: 'Pool', quadrant: 1 })).body;
    expect((await read(pooled.id, u)).body).toEqual(pooled);

    expect((await read(created.id, await createTestUser(t.app))).status).toBe(404);
    await call(t.app, { method: 'DELETE', url: `/api/tasks/${created.id}`, headers: u.headers });
    expect((await read(created.id, u)).status).toBe(404);
  });

  it('takes the order the client sends', async () => {
    const u = await createTestUser(t.app);
    const board = (await post<Board>(u, '/api/boards', { name: 'B' })).body;
    const task = (await post<Task>(u, '/api/tasks', { title: 'Pooled', quadrant: 1 })).body;
    const added = await put(u, task.id, board.id, { order: 'a5' });
    expect(added.body.boards).toEqual([{ boardId: board.id, order: 'a5' }]);
    expect((await list(u, 'pool')).map((x) => x.id)).not.toContain(task.id);
  });

  it('takes a task off a board; off every board it is back in the pool', async () => {
    const u = await createTestUser(t.app);
    const board = (await post<Board>(u, '/api/boards', { name: 'B' })).body;
    const task = (await post<Task>(u, '/api/tasks', { title: 'Leaving', quadrant: 3, boardId: board.id }))
      .body;
    const removed = await remove(u, task.id, board.id);
    expect(removed.status).toBe(200);
    expect(removed.body.boards).toEqual([]);
    expect(removed.body.poolOrder).toBe(task.poolOrder);
    expect(removed.body.version).toBeGreaterThan(task.version);
    expect((await list(u, 'pool')).map((x) => x.id)).toEqual([task.id]);

    const notOn = await remove(u, task.id, board.id);
    expect(notOn.status).toBe(404);
    expect(notOn.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses a deleted board, an unknown board and a deleted task as not found', async () => {
    const u = await createTestUser(t.app);
    const gone = (await post<Board>(u, '/api/boards', { name: 'Gone' })).body;
    await call(t.app, { method: 'DELETE', url: `/api/boards/${gone.id}`, headers: u.headers });
    const task = (await post<Task>(u, '/api/tasks', { title: 'T', quadrant: 1 })).body;
    expect((await put(u, task.id, gone.id)).status).toBe(404);
    expect((await put(u, task.id, '01a20a5f-a156-7548-9969-a5bef9f4ca6b')).status).toBe(404);
    const board = (await post<Board>(u, '/api/boards', { name: 'Live' })).body;
    await call(t.app, { method: 'DELETE', url: `/api/tasks/${task.id}`, headers: u.headers });
    const res = await put(u, task.id, board.id);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('syncs the new placements with the task', async () => {
    const u = await createTestUser(t.app);
    const a = (await post<Board>(u, '/api/boards', { name: 'A' })).body;
    const b = (await post<Board>(u, '/api/boards', { name: 'B' })).body;
    const task = (await post<Task>(u, '/api/tasks', { title: 'Synced', quadrant: 1, boardId: a.id })).body;
    const sync = async (since: number) =>
      (await call<Changes>(t.app, { method: 'GET', url: `/api/sync?since=${since}`, headers: u.headers }))
        .body;

    const cursor = (await sync(0)).version;
    await put(u, task.id, b.id);
    const afterAdd = await sync(cursor);
    expect(afterAdd.tasks.map((x) => x.boards.map((p) => p.boardId).sort())).toEqual([[a.id, b.id].sort()]);

    await remove(u, task.id, a.id);
    const afterRemove = await sync(afterAdd.version);
    expect(afterRemove.tasks.map((x) => x.boards.map((p) => p.boardId))).toEqual([[b.id]]);
  });
});
