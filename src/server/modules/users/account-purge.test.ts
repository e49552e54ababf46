/**
 * The retention the privacy policy promises, run through the job system with the clock injected:
 * a deleted account is erased 90 days after its deletion (not at 89), files included; a free
 * account unseen for 3 years is warned by mail first and erased 30 days later unless it comes
 * back; paying accounts are never erased for inactivity.
 */
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../jobs/app-jobs.ts';
import { schedule } from '../../jobs/jobs.repo.ts';
import type { JobKind } from '../../jobs/kinds.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { storedBlobs, taskFor, upload } from '../attachments/attachments.test-support.ts';
import { createBlobStore } from '../attachments/create-blob-store.ts';
import { outboxDir } from '../mail/mailer.ts';
import { activityPseudonym } from '../activity/activity-retention.ts';
import { entriesOf } from '../activity/activity.test-support.ts';
import { deleteAccount } from './account-lifecycle.ts';
import { INACTIVITY_MS } from './account-purge.ts';
import { findUserById } from './users.repo.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let clock: number;

beforeEach(async () => {
  t = await createTestApp();
  // Only this test's runner, on its injected clock, runs jobs here.
  await t.app.ctx.jobs.stop();
  clock = Date.now();
});
afterEach(async () => {
  await t.close();
});

/** Runs one purge as its recurring job would, at the injected time, with what it schedules. */
async function runJob(kind: JobKind): Promise<void> {
  const { config, database, mailer } = t.app.ctx;
  const store = createBlobStore(config.attachments);
  const runner = createJobRunner(
    { config, db: database.db, store, mailer, bus: t.app.ctx.bus, log: t.app.log },
    { now: () => clock, recurring: {} },
  );
  await schedule(database.db, { kind, runAt: clock, payload: {} }, clock);
  await runner.drain();
  store.close();
}

async function withData(u: TestUser): Promise<void> {
  const task = await taskFor(t.app, u);
  const res = await upload(t.app, u, task.id, { name: 'notes.txt', bytes: 'hello', type: 'text/plain' });
  expect(res.status).toBe(201);
}

async function rowsOf(userId: string): Promise<number[]> {
  const db = t.app.ctx.database.db;
  const count = async (table: 'tasks' | 'boards' | 'attachments' | 'activityLog') =>
    (await db.selectFrom(table).select('userId').where('userId', '=', userId).execute()).length;
  return [await count('tasks'), await count('attachments'), await count('activityLog')];
}

function outbox(): string[] {
  const dir = outboxDir(t.config.dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((f) => fs.readFileSync(`${dir}/${f}`, 'utf8'));
}

describe('a deleted account', () => {
  it('is refused at once, kept 89 days, and erased with its files at 90', async () => {
    const gone = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    await withData(gone);
    await withData(other);
    await t.app.ctx.database.db
      .insertInto('activityLog')
      .values({
        id: 'a1',
        userId: gone.id,
        userEmail: gone.email,
        actorId: gone.id,
        actorEmail: gone.email,
        action: 'user.login',
        category: 'auth',
        details: '{}',
        ipAddress: '203.0.113.9',
        userAgent: null,
        createdAt: clock - 1000,
      })
      .execute();
    const deletedAt = clock;
    await deleteAccount({ db: t.app.ctx.database.db, bus: t.app.ctx.bus }, gone.id, deletedAt);
    expect((await call(t.app, { method: 'GET', url: '/api/me', headers: gone.headers })).status).toBe(401);
    // Its address is free again at once.
    expect((await findUserById(t.app.ctx.database.db, gone.id))?.email).not.toBe(gone.email);

    clock = deletedAt + 89 * DAY;
    await runJob('accounts.purge-deleted');
    expect(await findUserById(t.app.ctx.database.db, gone.id)).toBeDefined();
    // Its sign-in, and its deletion, recorded before anything went.
    expect(await rowsOf(gone.id)).toEqual([1, 1, 2]);
    expect(storedBlobs(t.app)).toHaveLength(2);
    const kept = await entriesOf(t.app.ctx.database.db, gone.id);
    expect(kept.map((e) => [e.action, e.userEmail, e.ipAddress])).toEqual([
      ['user.login', gone.email, '203.0.113.9'],
      ['data.deleted', gone.email, null],
    ]);

    clock = deletedAt + 90 * DAY;
    await runJob('accounts.purge-deleted');
    expect(await findUserById(t.app.ctx.database.db, gone.id)).toBeUndefined();
    // The log outlives the data, pseudonymised: no address, no network address, no browser.
    expect(await rowsOf(gone.id)).toEqual([0, 0, 2]);
    const erased = await entriesOf(t.app.ctx.database.db, gone.id);
    expect(erased.map((e) => [e.action, e.category, e.createdAt])).toEqual(
      kept.map((e) => [e.action, e.category, e.createdAt]),
    );
    for (const e of erased) {
      expect(e).toMatchObject({ userEmail: activityPseudonym(gone.id), ipAddress: null, userAgent: null });
      expect(e.raw).not.toContain(gone.email);
    }
    expect(storedBlobs(t.app)).toHaveLength(1);
    expect(await rowsOf(other.id)).toEqual([1, 1, 0]);
    const me = await call(t.app, { method: 'GET', url: '/api/me', headers: other.headers });
    expect(me.status).toBe(200);
  });
});

describe('an inactive free account', () => {
  async function lastSeen(u: TestUser, at: number, tier = 'basic'): Promise<void> {
    await t.app.ctx.database.db
      .updateTable('users')
      .set({ lastSeenAt: at, tier })
      .where('id', '=', u.id)
      .execute();
  }

  it('is warned by mail 30 days ahead, and erased after 3 years unless it comes back', async () => {
    const idle = await createTestUser(t.app, { name: 'Idle Ida' });
    const notYet = await createTestUser(t.app);
    const paying = await createTestUser(t.app);
    const back = await createTestUser(t.app);
    await withData(idle);
    const start = clock;
    await lastSeen(idle, start - INACTIVITY_MS - DAY);
    await lastSeen(notYet, start - INACTIVITY_MS + 31 * DAY);
    await lastSeen(paying, start - INACTIVITY_MS - DAY, 'pro');
    await lastSeen(back, start - INACTIVITY_MS - DAY);

    await runJob('accounts.purge-inactive');
    const mails = outbox();
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.includes(idle.email))).toBe(true);
    expect(mails.some((m) => m.includes(back.email))).toBe(true);
    const db = t.app.ctx.database.db;
    expect(await findUserById(db, idle.id)).toBeDefined();

    // The person who comes back after the warning (any signed-in request) is kept.
    expect((await call(t.app, { method: 'GET', url: '/api/me', headers: back.headers })).status).toBe(200);

    clock = start + 29 * DAY;
    await runJob('accounts.purge-inactive');
    expect(await findUserById(db, idle.id)).toBeDefined();
    // Warned once, not on every run; the next one now nears 3 years and gets its own warning.
    expect(outbox().filter((m) => m.includes(idle.email))).toHaveLength(1);
    expect(outbox().filter((m) => m.includes(notYet.email))).toHaveLength(1);
    expect(outbox()).toHaveLength(3);

    clock = start + 30 * DAY;
    await runJob('accounts.purge-inactive');
    expect(await findUserById(db, idle.id)).toBeUndefined();
    // The erasure is the system's act, recorded (and already pseudonymised) with it.
    expect(await rowsOf(idle.id)).toEqual([0, 0, 1]);
    expect(await entriesOf(db, idle.id)).toMatchObject([
      {
        action: 'data.deleted',
        actorId: null,
        userEmail: activityPseudonym(idle.id),
        details: { scope: 'account', reason: 'inactivity' },
      },
    ]);
    expect(storedBlobs(t.app)).toEqual([]);
    // Not before 3 years: 3 years less a day unseen at this point, so warned now, not erased.
    expect(await findUserById(db, notYet.id)).toBeDefined();
    expect(await findUserById(db, paying.id)).toBeDefined();
    expect(await findUserById(db, back.id)).toBeDefined();
  });

  it('is warned in its own language', async () => {
    const u = await createTestUser(t.app, { name: 'Zoé' });
    await t.app.ctx.database.db
      .updateTable('users')
      .set({ lastSeenAt: clock - INACTIVITY_MS, language: 'fr' })
      .where('id', '=', u.id)
      .execute();
    await runJob('accounts.purge-inactive');
    const [mail] = outbox();
    const body = Buffer.from(
      mail?.split('\r\n\r\n').slice(1).join('').replace(/\s/g, '') ?? '',
      'base64',
    ).toString('utf8');
    expect(body).toContain('Bonjour Zoé');
    expect(body).toContain(`${t.config.publicUrl}/app`);
  });
});

describe('last seen', () => {
  it('is recorded by a signed-in request, at most once a day', async () => {
    const u = await createTestUser(t.app);
    const db = t.app.ctx.database.db;
    const old = Date.now() - 2 * DAY;
    await db.updateTable('users').set({ lastSeenAt: old }).where('id', '=', u.id).execute();
    await call(t.app, { method: 'GET', url: '/api/me', headers: u.headers });
    const first = (await findUserById(db, u.id))?.lastSeenAt ?? 0;
    expect(first).toBeGreaterThan(old);
    const recent = first - 1000;
    await db.updateTable('users').set({ lastSeenAt: recent }).where('id', '=', u.id).execute();
    await call(t.app, { method: 'GET', url: '/api/me', headers: u.headers });
    expect((await findUserById(db, u.id))?.lastSeenAt).toBe(recent);
  });
});
