import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../shared/contracts/boards.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

describe('boards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newUser(): Promise<TestUser> {
    return createTestUser(t.app);
  }

  it('creates, lists in order, renames and deletes boards', async () => {
    const u = await newUser();
    const a = await call<Board>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: u.headers,
      payload: { name: ' Launch ' },
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ name: 'Launch', version: 1 });
    const b = await call<Board>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: u.headers,
      payload: { name: 'Home' },
    });
    const list = await call<Board[]>(t.app, { method: 'GET', url: '/api/boards', headers: u.headers });
    expect(list.body.map((x) => x.name)).toEqual(['Launch', 'Home']);

    const renamed = await call<Board>(t.app, {
      method: 'PATCH',
      url: `/api/boards/${b.body.id}`,
      headers: u.headers,
      payload: { name: 'Family' },
    });
    expect(renamed.body).toMatchObject({ id: b.body.id, name: 'Family', version: 3 });

    const del = await call(t.app, { method: 'DELETE', url: `/api/boards/${a.body.id}`, headers: u.headers });
    expect(del.status).toBe(200);
    const after = await call<Board[]>(t.app, { method: 'GET', url: '/api/boards', headers: u.headers });
    expect(after.body.map((x) => x.name)).toEqual(['Family']);
  });

  it('refuses bad input with a clear validation error', async () => {
    const u = await newUser();
    const res = await call<{ error: { code: string; message: string } }>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: u.headers,
      payload: { name: '   ' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toMatch(/name/i);
  });

  it('requires a signed-in user', async () => {
    const res = await call<{ error: { code: string } }>(t.app, { method: 'GET', url: '/api/boards' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    const bad = await call(t.app, {
      method: 'GET',
      url: '/api/boards',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(bad.status).toBe(401);
  });

  it('enforces the free plan board limit, naming the limit', async () => {
    const u = await newUser();
    for (let i = 0; i < 5; i++) {
      const ok = await call(t.app, {
        method: 'POST',
        url: '/api/boards',
        headers: u.headers,
        payload: { name: `B${i}` },
      });
      expect(ok.status).toBe(201);
    }
    const refused = await call<{ error: { code: string; details: unknown } }>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: u.headers,
      payload: { name: 'One too many' },
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      details: { limit: 'boards', max: 5, tier: 'basic' },
    });
  });

  it('cannot race past the board limit with concurrent creates', async () => {
    const u = await newUser();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(t.app, {
          method: 'POST',
          url: '/api/boards',
          headers: u.headers,
          payload: { name: `Race ${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 402)).toHaveLength(7);
    const list = await call<Board[]>(t.app, { method: 'GET', url: '/api/boards', headers: u.headers });
    expect(list.body).toHaveLength(5);
  });

  it('keeps a deleted board’s tasks: they return to the pool', async () => {
    const u = await newUser();
    const board = await call<Board>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: u.headers,
      payload: { name: 'Temp' },
    });
    const task = await call<Task>(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: u.headers,
      payload: { title: 'Survives', quadrant: 2, boardId: board.body.id },
    });
    expect(task.body.boards).toEqual([{ boardId: board.body.id, order: expect.any(String) }]);
    await call(t.app, { method: 'DELETE', url: `/api/boards/${board.body.id}`, headers: u.headers });
    const pool = await call<Task[]>(t.app, {
      method: 'GET',
      url: '/api/tasks?boardId=pool',
      headers: u.headers,
    });
    expect(pool.body.map((x) => x.title)).toEqual(['Survives']);
    expect(pool.body[0]?.boards).toEqual([]);
    expect(pool.body[0]?.version).toBeGreaterThan(task.body.version);
  });

  it('applies a replayed create once (Idempotency-Key)', async () => {
    const u = await newUser();
    const headers = { ...u.headers, 'idempotency-key': 'mutation-0001-abcdef' };
    const first = await call<Board>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers,
      payload: { name: 'Once' },
    });
    const again = await call<Board>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers,
      payload: { name: 'Once' },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const list = await call<Board[]>(t.app, { method: 'GET', url: '/api/boards', headers: u.headers });
    expect(list.body).toHaveLength(1);
  });
});
