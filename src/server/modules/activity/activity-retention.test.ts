/**
 * Retention: entries past ACTIVITY_RETENTION_DAYS go, oldest first, a bounded batch per statement
 * and a bounded number of statements per run, through the recurring job; younger ones stay. And
 * an erased account's entries keep their action and time but lose its address and browser, while
 * what an admin did about it keeps the admin's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../jobs/app-jobs.ts';
import { schedule } from '../../jobs/jobs.repo.ts';
import { v7 } from 'uuid';
import { newId } from '../../../shared/ids.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createBlobStore } from '../attachments/create-blob-store.ts';
import {
  activityPseudonym,
  pseudonymiseAccountActivity,
  purgeExpiredActivity,
} from './activity-retention.ts';
import { recordActivity } from './activity.repo.ts';
import { allEntries } from './activity.test-support.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ ACTIVITY_RETENTION_DAYS: '30' });
  await t.app.ctx.jobs.stop();
});
afterEach(() => t.close());

const db = () => t.app.ctx.database.db;

/** An entry written `ageDays` ago, its age in its action's name for reading the results. */
async function entryAged(now: number, ageDays: number): Promise<void> {
  await db()
    .insertInto('activityLog')
    .values({
      id: v7({ msecs: now - ageDays * DAY }),
      userId: null,
      action: `test.aged_${ageDays}`,
      category: 'system',
      details: '{}',
      ipAddress: null,
      userAgent: null,
      createdAt: now - ageDays * DAY,
    })
    .execute();
}

/** The ages of the test's entries left (the app's start wrote one of its own). */
const ages = async () =>
  (await allEntries(db()))
    .filter((e) => e.action.startsWith('test.'))
    .map((e) => Number(e.action.split('_')[1]))
    .sort((a, b) => a - b);

describe('retention', () => {
  it('deletes only entries past the retention, oldest first, in bounded batches per run', async () => {
    const now = Date.now();
    for (const age of [400, 390, 380, 370, 366, 364, 10, 0]) await entryAged(now, age);
    const limits = { batch: 2, maxBatches: 2 };
    expect(await purgeExpiredActivity(db(), now, 365, limits)).toBe(4);
    expect(await ages()).toEqual([0, 10, 364, 366]);
    expect(await purgeExpiredActivity(db(), now, 365, limits)).toBe(1);
    expect(await purgeExpiredActivity(db(), now, 365, limits)).toBe(0);
    expect(await ages()).toEqual([0, 10, 364]);
  });

  it('runs as the recurring activity.purge job with ACTIVITY_RETENTION_DAYS', async () => {
    const now = Date.now();
    for (const age of [31, 29]) await entryAged(now, age);
    const { config, database, mailer } = t.app.ctx;
    const store = createBlobStore(config.attachments);
    const runner = createJobRunner(
      { config, db: database.db, store, mailer, bus: t.app.ctx.bus, log: t.app.log },
      { now: () => now, recurring: {} },
    );
    await schedule(database.db, { kind: 'activity.purge', runAt: now, payload: {} }, now);
    await runner.drain();
    store.close();
    expect(await ages()).toEqual([29]);
    // Deleting audit records is itself recorded, as System.
    const maintenance = (await allEntries(db())).filter((e) => e.action === 'system.maintenance');
    expect(maintenance.map((e) => [e.category, e.actorId, e.details])).toEqual([
      ['system', null, { task: 'activity_retention', deleted: 1, retentionDays: 30 }],
    ]);
  });
});

describe('pseudonymisation', () => {
  it('replaces the account’s address and clears what it did’s network address, keeping the rest', async () => {
    const gone = { id: newId(), email: 'gone@example.com' };
    const admin = { id: newId(), email: 'admin@example.com' };
    const other = { id: newId(), email: 'other@example.com' };
    const origin = (ip: string) => ({ ip, userAgent: `agent of ${ip}` });
    await recordActivity(db(), {
      action: 'user.login',
      user: gone,
      actor: 'self',
      origin: origin('192.0.2.1'),
    });
    await recordActivity(db(), {
      action: 'admin.user_modified',
      user: gone,
      actor: admin,
      details: { field: 'tier' },
      origin: origin('192.0.2.2'),
    });
    await recordActivity(db(), {
      action: 'admin.user_modified',
      user: other,
      actor: gone,
      origin: origin('192.0.2.3'),
    });
    const people = async () => (await allEntries(db())).filter((e) => e.category !== 'system');
    const before = await people();
    await pseudonymiseAccountActivity(db(), gone.id);
    const after = await people();
    const pseudonym = activityPseudonym(gone.id);
    expect(after.map((e) => [e.userEmail, e.actorEmail, e.ipAddress, e.userAgent])).toEqual([
      [pseudonym, pseudonym, null, null],
      [pseudonym, admin.email, '192.0.2.2', 'agent of 192.0.2.2'],
      [other.email, pseudonym, null, null],
    ]);
    expect(after.map((e) => [e.action, e.category, e.createdAt, e.details])).toEqual(
      before.map((e) => [e.action, e.category, e.createdAt, e.details]),
    );
    expect(after.map((e) => e.raw).join()).not.toContain(gone.email);
  });
});
