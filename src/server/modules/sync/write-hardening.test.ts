/**
 * Failures found by the hardening run (issue #8), on the write path: idempotency keys, order keys,
 * NUL characters and the per-user write budget. Each case failed before its fix.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

interface Board {
  id: string;
  name: string;
}
interface Task {
  id: string;
  poolOrder: string;
}

let t: TestApp;
let user: TestUser;

async function post<T>(url: string, payload: unknown, key?: string): Promise<{ status: number; body: T }> {
  return call<T>(t.app, {
    method: 'POST',
    url,
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

async function boardCount(): Promise<number> {
  const res = await call<Board[]>(t.app, { method: 'GET', url: '/api/boards', headers: user.headers });
  return res.body.length;
}

describe('idempotency keys', () => {
  beforeEach(async () => {
    t = await createTestApp();
    user = await createTestUser(t.app);
  });
  afterEach(() => t.close());

  it('replays a stored response only for the same request', async () => {
    const first = await post<Board>('/api/boards', { name: 'Once' }, 'key-board-0001');
    const again = await post<Board>('/api/boards', { name: 'Once' }, 'key-board-0001');
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await boardCount()).toBe(1);
  });

  it('refuses the key of a board create on a task delete or update, naming the problem', async () => {
    const task = await post<Task>('/api/tasks', { title: 'Keep me', quadrant: 1 });
    await post<Board>('/api/boards', { name: 'First' }, 'key-shared-0001');
    const del = await call<{ error: { code: string; message: string } }>(t.app, {
      method: 'DELETE',
      url: `/api/tasks/${task.body.id}`,
      headers: { ...user.headers, 'idempotency-key': 'key-shared-0001' },
    });
    expect(del.status).toBe(422);
    expect(del.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(del.body.error.message).toMatch(/different request/);
    const patch = await call(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${task.body.id}`,
      headers: { ...user.headers, 'idempotency-key': 'key-shared-0001' },
      payload: { title: 'Renamed' },
    });
    expect(patch.status).toBe(422);
    const kept = await call<{ title: string }>(t.app, {
      method: 'GET',
      url: `/api/tasks/${task.body.id}`,
      headers: user.headers,
    });
    expect(kept.body.title).toBe('Keep me');
  });

  it('refuses the same key with another body on the same route', async () => {
    await post<Board>('/api/boards', { name: 'One' }, 'key-body-00001');
    const other = await post('/api/boards', { name: 'Two' }, 'key-body-00001');
    expect(other.status).toBe(422);
    expect(await boardCount()).toBe(1);
  });

  it('refuses a key in the wrong format instead of ignoring it', async () => {
    const a = await post('/api/boards', { name: 'Short' }, 'short');
    const b = await post('/api/boards', { name: 'Short' }, 'short');
    expect([a.status, b.status]).toEqual([400, 400]);
    expect(await boardCount()).toBe(0);
  });
});

describe('order keys', () => {
  beforeEach(async () => {
    t = await createTestApp();
    user = await createTestUser(t.app);
  });
  afterEach(() => t.close());

  it.each([
    ['pool', 'a00'],
    ['pool', 'b'],
    ['board', 'a10'],
  ])('refuses the malformed key on the %s: %s', async (where, order) => {
    const board = await post<Board>('/api/boards', { name: 'B' });
    const boardId = where === 'pool' ? 'pool' : board.body.id;
    const task = await post<Task>('/api/tasks', {
      title: 'T',
      quadrant: 2,
      ...(where === 'board' ? { boardId } : {}),
    });
    const moved = await post(`/api/tasks/${task.body.id}/move`, { boardId, quadrant: 2, order });
    expect(moved.status).toBe(400);
    expect((await post('/api/tasks', { title: 'Next', quadrant: 2 })).status).toBe(201);
  });

  it('still creates tasks and applies templates next to a bad key already stored', async () => {
    const task = await post<Task>('/api/tasks', { title: 'Old', quadrant: 1 });
    await t.app.ctx.database.db
      .updateTable('tasks')
      .set({ poolSortKey: 'a00' })
      .where('id', '=', task.body.id)
      .execute();
    const created = await post<Task>('/api/tasks', { title: 'New', quadrant: 1 });
    expect(created.status).toBe(201);
    expect(created.body.poolOrder < 'a00').toBe(true);
    const applied = await post('/api/templates/nurses/apply', {});
    expect(applied.status).toBe(201);
  });
});

describe('NUL characters', () => {
  beforeEach(async () => {
    t = await createTestApp();
    user = await createTestUser(t.app);
  });
  afterEach(() => t.close());

  it('refuses them in a task title and a board name with a 400 on either database', async () => {
    const task = await post<{ error: { message: string } }>('/api/tasks', { title: 'a\u0000b', quadrant: 1 });
    expect(task.status).toBe(400);
    expect(task.body.error.message).toMatch(/NUL/);
    const board = await post('/api/boards', { name: 'x\u0000' });
    expect(board.status).toBe(400);
    expect(await boardCount()).toBe(0);
  });
});

describe('the write budget', () => {
  beforeEach(async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '8' });
    user = await createTestUser(t.app);
  });
  afterEach(() => t.close());

  it('is one budget per user across every write route', async () => {
    const statuses: number[] = [];
    const board = await post<Board>('/api/boards', { name: 'B' });
    statuses.push(board.status);
    for (let i = 0; i < 3; i++) {
      const task = await post<Task>('/api/tasks', { title: `T${i}`, quadrant: 1 });
      statuses.push(task.status);
      const move = await post(`/api/tasks/${task.body.id}/move`, {
        boardId: 'pool',
        quadrant: 2,
        order: 'a1',
      });
      statuses.push(move.status);
    }
    const patch = await call(t.app, {
      method: 'PATCH',
      url: `/api/boards/${board.body.id}`,
      headers: user.headers,
      payload: { name: 'C' },
    });
    statuses.push(patch.status);
    const extra = await post('/api/boards', { name: 'D' });
    statuses.push(extra.status);
    expect(statuses.slice(0, 8).every((s) => s < 300)).toBe(true);
    expect(statuses.slice(8)).toEqual([429]);
    const other = await createTestUser(t.app);
    const theirs = await call(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: other.headers,
      payload: { name: 'Theirs' },
    });
    expect(theirs.status).toBe(201);
  });
});
