/**
 * Writes that arrive together (ADR 0034: on SQLite they share one transaction, a savepoint each;
 * on PostgreSQL each has its own, serialized by the user's row lock) keep every rule of the one
 * write path: their own version each, a refused write leaves nothing behind, plan limits hold,
 * an Idempotency-Key sent twice applies once, and only committed writes are published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { newId } from '../../../shared/ids.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import type { ChangeEvent } from './change-bus.ts';

type ErrorBody = { error: { code: string } };

describe('writes that arrive together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (u: TestUser, payload: object, key = newId()) =>
    call<Task & ErrorBody>(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: { ...u.headers, 'idempotency-key': key },
      payload,
    });
  const version = async (u: TestUser) =>
    (
      await t.app.ctx.database.db
        .selectFrom('users')
        .select('version')
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow()
    ).version;

  it('gives each its own version, and a refused one leaves no trace', async () => {
    const u = await createTestUser(t.app);
    const taken = (await create(u, { title: 'First', quadrant: 1 })).body.id;
    const before = await version(u);
    const published: ChangeEvent[] = [];
    const stop = t.app.ctx.bus.subscribe(u.id, (e) => published.push(e));
    // PostgreSQL's bus delivers through LISTEN/NOTIFY, in order but later: once a marker sent now
    // has arrived, so has the first create's event, which is not one of the writes below.
    await t.app.ctx.bus.publish(u.id, -2);
    await expect.poll(() => published.at(-1)?.version).toBe(-2);
    published.length = 0;
    const refusedKey = newId();
    const answers = await Promise.all([
      create(u, { title: 'A', quadrant: 1 }),
      create(u, { title: 'B', quadrant: 2 }),
      create(u, { id: taken, title: 'Taken', quadrant: 3 }, refusedKey),
      create(u, { title: 'C', quadrant: 4 }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 409, 201]);
    expect(answers[2]?.body.error.code).toBe('CONFLICT');
    const versions = answers.filter((a) => a.status === 201).map((a) => a.body.version);
    expect(new Set(versions).size).toBe(3);
    expect([...versions].sort((a, b) => a - b)).toEqual([before + 1, before + 2, before + 3]);
    expect(await version(u)).toBe(before + 3);
    await t.app.ctx.bus.publish(u.id, -1); // a marker: everything published before it has arrived
    await expect.poll(() => published.at(-1)?.version).toBe(-1);
    stop();
    expect(
      published
        .slice(0, -1)
        .map((e) => e.version)
        .sort((a, b) => (a ?? 0) - (b ?? 0)),
    ).toEqual([before + 1, before + 2, before + 3]);
    // Nothing of the refused write was kept, its idempotency record included: the key is free.
    const retried = await create(u, { title: 'Taken, renamed', quadrant: 3 }, refusedKey);
    expect(retried.status).toBe(201);
  });

  it('holds a plan limit across them', async () => {
    const u = await createTestUser(t.app); // the basic plan: 100 open tasks
    for (let i = 0; i < 98; i++)
      expect((await create(u, { title: `Seed ${i}`, quadrant: 1 })).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => create(u, { title: `Race ${i}`, quadrant: 2 })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.body.error.code)).toEqual(Array(3).fill('PLAN_LIMIT_REACHED'));
  });

  it('applies an Idempotency-Key sent twice at once only once, and answers both alike', async () => {
    const u = await createTestUser(t.app);
    const key = newId();
    const payload = { id: newId(), title: 'Once', quadrant: 1 };
    const [a, b] = await Promise.all([create(u, payload, key), create(u, payload, key)]);
    expect(a?.status).toBe(201);
    expect(b?.status).toBe(201);
    expect(b?.body).toEqual(a?.body);
    const tasks = await call<Task[]>(t.app, { method: 'GET', url: '/api/tasks', headers: u.headers });
    expect(tasks.body.map((x) => x.title)).toEqual(['Once']);
  });
});
