/**
 * The sync maintenance runs as recurring jobs (ADR 0014): deleted rows' tombstones go once past
 * their retention and not before, stored idempotent responses once past their time to live.
 * The clock is injected; the periods are the real ones.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobRunner, RECURRING } from '../../jobs/app-jobs.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { createBlobStore } from '../attachments/create-blob-store.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { MAINTENANCE_INTERVAL_MS, TOMBSTONE_RETENTION_MS } from './maintenance.ts';
import { MUTATION_TTL_MS } from './write.ts';

let t: TestApp;
let user: TestUser;
let clock: number;
let runner: JobRunner;
let closeStore: () => void;

beforeEach(async () => {
  t = await createTestApp();
  // Only this test's runner, on its injected clock, runs jobs here.
  await t.app.ctx.jobs.stop();
  user = await createTestUser(t.app);
  clock = Date.now();
  const { config, database, mailer } = t.app.ctx;
  const store = createBlobStore(config.attachments);
  closeStore = () => store.close();
  runner = createJobRunner(
    { config, db: database.db, store, mailer, bus: t.app.ctx.bus, log: t.app.log },
    { now: () => clock, recurring: RECURRING },
  );
  await runner.ensureRecurring();
});
afterEach(async () => {
  closeStore();
  await t.close();
});

/**
 * Moves the clock to the next period and runs whatever is due. (The app's own runner may have
 * scheduled some of the kinds a few ms apart from this one: the later of the two decides.)
 */
async function nextPeriod(): Promise<void> {
  const next = await t.app.ctx.database.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.max('runAt').as('at'))
    .where('kind', 'in', ['sync.purge-tombstones', 'sync.purge-mutations'])
    .executeTakeFirstOrThrow();
  clock = Number(next.at);
  await runner.drain();
}

async function newBoard(name: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await call<{ id: string }>(t.app, {
    method: 'POST',
    url: '/api/boards',
    headers: { ...user.headers, ...headers },
    payload: { name },
  });
  return res.body.id;
}

describe('sync maintenance jobs', () => {
  it('purge a tombstone once it is past its retention, not before', async () => {
    const id = await newBoard('Gone');
    await call(t.app, { method: 'DELETE', url: `/api/boards/${id}`, headers: user.headers });
    const db = t.app.ctx.database.db;
    // Past its retention a few minutes after the first run, so that run must keep it.
    await db
      .updateTable('boards')
      .set({ deletedAt: clock - TOMBSTONE_RETENTION_MS + MAINTENANCE_INTERVAL_MS / 2 })
      .where('id', '=', id)
      .execute();
    await nextPeriod();
    expect(await db.selectFrom('boards').select('id').where('id', '=', id).execute()).toHaveLength(1);
    await nextPeriod();
    expect(await db.selectFrom('boards').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it('purge stored idempotent responses past their time to live, not before', async () => {
    await newBoard('A', { 'idempotency-key': 'key-old-000001' });
    await newBoard('B', { 'idempotency-key': 'key-new-000001' });
    const db = t.app.ctx.database.db;
    await db
      .updateTable('mutations')
      .set({ createdAt: clock - MUTATION_TTL_MS })
      .where('id', '=', 'key-old-000001')
      .execute();
    await nextPeriod();
    const left = await db.selectFrom('mutations').select('id').execute();
    expect(left.map((m) => m.id)).toEqual(['key-new-000001']);
  });

  it('stay one job per kind, moved to their next period when done', async () => {
    await nextPeriod();
    const jobs = await t.app.ctx.database.db.selectFrom('jobs').select(['kind', 'runAt']).execute();
    expect(jobs.map((j) => j.kind).sort()).toEqual(Object.keys(RECURRING).sort());
    const tombstones = jobs.find((j) => j.kind === 'sync.purge-tombstones');
    expect(tombstones?.runAt).toBe(clock + MAINTENANCE_INTERVAL_MS);
  });
});
