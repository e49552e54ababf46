/**
 * Issue 36 "Move in" within the plan's limits: a Free account is told what fits, imports that, and
 * the rest comes after the upgrade (the checkout's post-payment action); never a silent half import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoveIn } from '../../../shared/contracts/move-in.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { preview, read, remap, mappingOf, start, tasksOf } from './move-in.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A spreadsheet of `open` open and `done` completed tasks, spread over `lists` lists (none: no list column). */
function sheet(open: number, done: number, lists = 0): string {
  const rows = ['Title,Done,Priority' + (lists ? ',List' : '')];
  for (let i = 0; i < open + done; i++)
    rows.push(`Task ${i + 1},${i < open ? '' : 'x'},${(i % 4) + 1}${lists ? `,List ${(i % lists) + 1}` : ''}`);
  return rows.join('\n');
}

async function withTasks(n: number): Promise<TestUser> {
  const u = await createTestUser(t.app);
  for (let i = 0; i < n; i++)
    await call(t.app, { method: 'POST', url: '/api/tasks', headers: u.headers, payload: { title: `Mine ${i}`, quadrant: 2 } });
  return u;
}

async function waitFor(u: TestUser, id: string, done: (m: MoveIn) => boolean): Promise<MoveIn> {
  for (let i = 0; i < 200; i++) {
    const m = await read(t, u, id);
    if (done(m)) return m;
    t.app.ctx.jobs.poke();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import did not finish');
}

describe('an import larger than a Free plan', () => {
  it('says what fits, imports only that on request, and the rest after the upgrade', async () => {
    const u = await withTasks(10);
    const m = await preview(t, u, 'big list.csv', sheet(420, 0));
    // Free: 100 open tasks, 10 already there.
    expect(m.preview).toMatchObject({ tasks: 420, fit: { all: false, tasks: 90, boards: 0 } });
    expect(m.tier).toBe('basic');

    const all = await start(t, u, m.id, 'all');
    expect(all.status).toBe(402);
    expect(all.body.error?.details).toMatchObject({ limit: 'activeTasks', max: 100, fits: 90, total: 420 });
    expect(await tasksOf(t, u)).toHaveLength(10);

    const fit = await start(t, u, m.id, 'fit');
    expect(fit.body).toMatchObject({
      status: 'partial',
      result: { imported: 90, remaining: 330 },
      abilities: { start: false, undo: true },
    });
    expect(await tasksOf(t, u)).toHaveLength(100);
    const log = await t.app.ctx.database.db
      .selectFrom('activityLog')
      .select('details')
      .where('userId', '=', u.id)
      .where('action', '=', 'data.import')
      .execute();
    expect(log.map((l) => JSON.parse(l.details) as object)).toEqual([
      expect.objectContaining({ stage: 'partial', tasks: 90, remaining: 330 }),
    ]);

    // The upgrade carries the import; once paid, its job imports the rest.
    const checkout = await call<{ url: string }>(t.app, {
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: u.headers,
      payload: { interval: 'monthly', then: { action: 'move-in', moveInId: m.id } },
    });
    const session = new URL(checkout.body.url).searchParams.get('session') ?? '';
    const paid = await call<{ url: string }>(t.app, {
      method: 'POST',
      url: `/api/subscription/test-checkout/${session}`,
      headers: u.headers,
      payload: { outcome: 'pay' },
    });
    const next = new URL(paid.body.url, 'http://x');
    expect(Object.fromEntries(next.searchParams)).toMatchObject({ action: 'move-in', move_in_id: m.id });
    const rest = await waitFor(u, m.id, (x) => x.status !== 'running');
    expect(rest).toMatchObject({ status: 'done', tier: 'pro', result: { imported: 420, remaining: 0 } });
    const titles = (await tasksOf(t, u)).map((x) => x.title);
    expect(titles).toHaveLength(430);
    expect(new Set(titles).size).toBe(430);
  });

  it('counts completed tasks against all tasks only, and boards against the board limit', async () => {
    const u = await createTestUser(t.app);
    await call(t.app, { method: 'POST', url: '/api/boards', headers: u.headers, payload: { name: 'Mine' } });
    // 6 lists, 1 board already: 4 new boards fit; 100 open and 150 completed fit 250 in all.
    const m = await preview(t, u, 'mixed.csv', sheet(120, 200, 6));
    expect(m.preview.boards.map((b) => b.fits)).toEqual([true, true, true, true, false, false]);
    expect(m.preview.fit).toEqual({ all: false, tasks: expect.any(Number), boards: 4 });
    const withoutDone = await remap(t, u, m.id, { ...mappingOf(m), includeCompleted: false });
    // Open only: tasks of the 4 lists that get a board (120 · 4/6 = 80) all fit.
    expect(withoutDone.body.preview.fit).toEqual({ all: false, tasks: 80, boards: 4 });
    const pooled = mappingOf(withoutDone.body);
    pooled.lists = pooled.lists.map((l) => ({ key: l.key, target: { kind: 'pool' as const } }));
    const inPool = await remap(t, u, m.id, pooled);
    expect(inPool.body.preview.fit).toEqual({ all: false, tasks: 100, boards: 0 });
    const done = await start(t, u, m.id, 'fit');
    expect(done.body.result).toMatchObject({ imported: 100, remaining: 20, boards: 0 });
    const usage = (await call<{ usage: { activeTasks: number; boards: number } }>(t.app, {
      method: 'GET',
      url: '/api/subscription',
      headers: u.headers,
    })).body.usage;
    expect(usage).toMatchObject({ activeTasks: 100, boards: 1 });
  });

  it('checks the plan again inside the write: tasks made meanwhile make the import give way', async () => {
    const u = await withTasks(95);
    const m = await preview(t, u, 'ten.csv', sheet(10, 0));
    expect(m.preview.fit.tasks).toBe(5);
    for (let i = 0; i < 3; i++)
      await call(t.app, { method: 'POST', url: '/api/tasks', headers: u.headers, payload: { title: `Late ${i}`, quadrant: 1 } });
    const fit = await start(t, u, m.id, 'fit');
    expect(fit.body).toMatchObject({ status: 'partial', result: { imported: 2, remaining: 8 } });
    expect(await tasksOf(t, u)).toHaveLength(100);
  });
});
