import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../shared/contracts/boards.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { keyBetween } from '../../../shared/order.ts';
import { newId } from '../../../shared/ids.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

describe('tasks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = <T>(u: TestUser, url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    call<T>(t.app, {
      method: 'POST',
      url,
      headers: { ...u.headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (u: TestUser, boardId: string) =>
    (await call<Task[]>(t.app, { method: 'GET', url: `/api/tasks?boardId=${boardId}`, headers: u.headers }))
      .body;

  async function boardFor(u: TestUser, name = 'Work'): Promise<Board> {
    return (await post<Board>(u, '/api/boards', { name })).body;
  }

  it('creates a task first in its quadrant, on a board or in the pool', async () => {
    const u = await createTestUser(t.app);
    const board = await boardFor(u);
    const a = await post<Task>(u, '/api/tasks', { title: 'Older', quadrant: 1, boardId: board.id });
    const b = await post<Task>(u, '/api/tasks', { title: 'Newer', quadrant: 1, boardId: board.id });
    expect(a.status).toBe(201);
    expect(b.body).toMatchObject({
      title: 'Newer',
      quadrant: 1,
      color: 'yellow',
      completed: false,
      dueDate: null,
    });
    const orderA = a.body.boards[0]?.order ?? '';
    const orderB = b.body.boards[0]?.order ?? '';
    expect(orderB < orderA).toBe(true);

    const pooled = await post<Task>(u, '/api/tasks', { title: 'Loose', quadrant: 4 });
    expect(pooled.body.boards).toEqual([]);
    expect((await list(u, 'pool')).map((x) => x.title)).toEqual(['Loose']);
    expect((await list(u, board.id)).map((x) => x.title).sort()).toEqual(['Newer', 'Older']);
  });

  it('keeps a client-made id and order, and refuses an id already used', async () => {
    const u = await createTestUser(t.app);
    const id = newId();
    const order = keyBetween(null, null);
    const res = await post<Task>(u, '/api/tasks', { id, title: 'Mine', quadrant: 2, order });
    expect(res.body).toMatchObject({ id, poolOrder: order });
    const again = await post<ErrorBody>(u, '/api/tasks', { id, title: 'Dup', quadrant: 2 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
  });

  it('moves a task between quadrants to an exact position with one write', async () => {
    const u = await createTestUser(t.app);
    const board = await boardFor(u);
    const x = (await post<Task>(u, '/api/tasks', { title: 'X', quadrant: 2, boardId: board.id })).body;
    const y = (await post<Task>(u, '/api/tasks', { title: 'Y', quadrant: 2, boardId: board.id })).body;
    const mover = (await post<Task>(u, '/api/tasks', { title: 'Mover', quadrant: 1, boardId: board.id }))
      .body;
    // Y sits before X in quadrant 2; put Mover between them.
    const between = keyBetween(y.boards[0]?.order, x.boards[0]?.order);
    const moved = await post<Task>(u, `/api/tasks/${mover.id}/move`, {
      boardId: board.id,
      quadrant: 2,
      order: between,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ quadrant: 2, boards: [{ boardId: board.id, order: between }] });
    expect(moved.body.version).toBeGreaterThan(mover.version);
    const q2 = (await list(u, board.id))
      .filter((task) => task.quadrant === 2)
      .sort((a, b) => ((a.boards[0]?.order ?? '') < (b.boards[0]?.order ?? '') ? -1 : 1))
      .map((task) => task.title);
    expect(q2).toEqual(['Y', 'Mover', 'X']);
  });

  it('moves in the pool by pool order, and refuses a malformed order key', async () => {
    const u = await createTestUser(t.app);
    const task = (await post<Task>(u, '/api/tasks', { title: 'P', quadrant: 3 })).body;
    const moved = await post<Task>(u, `/api/tasks/${task.id}/move`, {
      boardId: 'pool',
      quadrant: 1,
      order: 'a5',
    });
    expect(moved.body).toMatchObject({ quadrant: 1, poolOrder: 'a5' });
    const bad = await post<ErrorBody>(u, `/api/tasks/${task.id}/move`, {
      boardId: 'pool',
      quadrant: 1,
      order: '!!',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('edits title, colour, due date and completion', async () => {
    const u = await createTestUser(t.app);
    const task = (await post<Task>(u, '/api/tasks', { title: 'Draft', quadrant: 2 })).body;
    const res = await call<Task>(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: u.headers,
      payload: { title: 'Final', color: 'teal', dueDate: '2026-12-24', completed: true },
    });
    expect(res.body).toMatchObject({ title: 'Final', color: 'teal', dueDate: '2026-12-24', completed: true });
    expect(res.body.completedAt).not.toBeNull();
    const bad = await call<ErrorBody>(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: u.headers,
      payload: { color: 'chartreuse', dueDate: 'tomorrow' },
    });
    expect(bad.status).toBe(400);
    const empty = await call<ErrorBody>(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: u.headers,
      payload: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/nothing to change/i);
  });

  it('deletes with undo: restore brings the task back where it was', async () => {
    const u = await createTestUser(t.app);
    const board = await boardFor(u);
    const task = (await post<Task>(u, '/api/tasks', { title: 'Oops', quadrant: 3, boardId: board.id })).body;
    const del = await call<{ version: number }>(t.app, {
      method: 'DELETE',
      url: `/api/tasks/${task.id}`,
      headers: u.headers,
    });
    expect(del.status).toBe(200);
    expect(await list(u, board.id)).toEqual([]);
    const gone = await call<ErrorBody>(t.app, {
      method: 'GET',
      url: `/api/tasks/${task.id}`,
      headers: u.headers,
    });
    expect(gone.status).toBe(404);
    const restored = await post<Task>(u, `/api/tasks/${task.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: task.id, boards: task.boards, quadrant: 3 });
    const twice = await post<ErrorBody>(u, `/api/tasks/${task.id}/restore`);
    expect(twice.status).toBe(409);
  });

  it('enforces 100 active tasks, counting re-opened ones, and names the limit', async () => {
    const u = await createTestUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 100; i++)
      ids.push((await post<Task>(u, '/api/tasks', { title: `T${i}`, quadrant: 1 })).body.id);
    const refused = await post<ErrorBody>(u, '/api/tasks', { title: 'T100', quadrant: 1 });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      details: { limit: 'activeTasks', max: 100 },
    });
    expect(refused.body.error.message).toMatch(/100 open tasks.*Pro/);

    // Completing one frees a slot; re-opening it while full is refused.
    await call(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${ids[0]}`,
      headers: u.headers,
      payload: { completed: true },
    });
    expect((await post<Task>(u, '/api/tasks', { title: 'Fits now', quadrant: 1 })).status).toBe(201);
    const reopen = await call<ErrorBody>(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${ids[0]}`,
      headers: u.headers,
      payload: { completed: false },
    });
    expect(reopen.status).toBe(402);
    const me = await call<{ usage: { activeTasks: number; totalTasks: number; isCapped: boolean } }>(t.app, {
      method: 'GET',
      url: '/api/me',
      headers: u.headers,
    });
    expect(me.body.usage).toMatchObject({ activeTasks: 100, totalTasks: 101, isCapped: true });
  });

  it('enforces 250 tasks in total (completed ones count)', async () => {
    const u = await createTestUser(t.app);
    for (let i = 0; i < 250; i++) {
      const task = (await post<Task>(u, '/api/tasks', { title: `T${i}`, quadrant: 2 })).body;
      await call(t.app, {
        method: 'PATCH',
        url: `/api/tasks/${task.id}`,
        headers: u.headers,
        payload: { completed: true },
      });
    }
    const refused = await post<ErrorBody>(u, '/api/tasks', { title: 'T250', quadrant: 2 });
    expect(refused.status).toBe(402);
    expect(refused.body.error.details).toMatchObject({ limit: 'totalTasks', max: 250 });
  }, 60_000);

  it('applies a replayed create once and returns the same task', async () => {
    const u = await createTestUser(t.app);
    const key = { 'idempotency-key': `m-${newId()}` };
    const first = await post<Task>(u, '/api/tasks', { title: 'Once', quadrant: 1 }, key);
    const replay = await post<Task>(u, '/api/tasks', { title: 'Once', quadrant: 1 }, key);
    expect(replay.body).toEqual(first.body);
    expect(await list(u, 'pool')).toHaveLength(1);
  });

  it('refuses bad input with field-level messages', async () => {
    const u = await createTestUser(t.app);
    const res = await post<ErrorBody>(u, '/api/tasks', { title: '', quadrant: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const long = await post<ErrorBody>(u, '/api/tasks', { title: 'x'.repeat(501), quadrant: 1 });
    expect(long.status).toBe(400);
    const badBoard = await post<ErrorBody>(u, '/api/tasks', {
      title: 'Ok',
      quadrant: 1,
      boardId: 'not-a-board',
    });
    expect(badBoard.status).toBe(400);
  });
});
