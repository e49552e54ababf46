/**
 * Two job runners, one database: 200 reminders due in the same minute are delivered exactly once
 * per channel by two runners draining at once, and a runner that dies after claiming loses none:
 * once its leases run out, the other delivers them. On PostgreSQL each runner has its own pool, as
 * a process has. SQLite is one process by design (ADR 0005, 0014): its two runners share the
 * process's connection — node:sqlite is synchronous, so a second connection in the same thread
 * would block the thread while the first holds a write transaction open across an await.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { claimDue } from '../../jobs/jobs.repo.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import {
  addReminder,
  anotherHandle,
  newTask,
  outboxMails,
  reminderRunner,
  startFakePushService,
  subscribe,
  type FakePushService,
} from './reminders.test-support.ts';

const N = 200;
let t: TestApp;
let user: TestUser;
let push: FakePushService;
let second: DatabaseHandle;
let due: number;
beforeEach(async () => {
  push = await startFakePushService();
  // The local push service is reachable only through the test-only allowance (outbound-url.ts).
  t = await createTestApp({ OUTBOUND_TEST_ORIGINS: push.url });
  await t.app.ctx.jobs.stop();
  user = await createTestUser(t.app);
  // 200 active tasks is past the free plan's limit.
  await t.app.ctx.database.db.updateTable('users').set({ tier: 'pro' }).where('id', '=', user.id).execute();
  await subscribe(t.app, user, push.subscription('phone'));
  second = await anotherHandle(t.app);
  // One minute, 200 reminders spread over it, on Do First tasks (every channel).
  due = (Math.floor(Date.now() / 60_000) + 2) * 60_000;
  for (let i = 0; i < N; i++) {
    const task = await newTask(t.app, user, { title: `Task ${i}` });
    const r = await addReminder(t.app, user, task.id, { at: new Date(due + (i % 60) * 1000).toISOString() });
    if (r.status !== 201) throw new Error(`reminder ${i}: ${r.status}`);
  }
}, 120_000);
afterEach(async () => {
  await second.close();
  await push.close();
  await t.close();
});

async function deliveredEverywhere() {
  const sync = await call<{ notifications: { reminderId: string }[] }>(t.app, {
    method: 'GET',
    url: '/api/sync',
    headers: user.headers,
  });
  return {
    inApp: new Set(sync.body.notifications.map((n) => n.reminderId)).size,
    inAppRows: sync.body.notifications.length,
    push: push.received.length,
    pushDistinct: new Set(push.received.map((m) => m.payload.tag)).size,
    mails: outboxMails(t.app).length,
  };
}

describe('reminders with two job runners on one database', () => {
  it('delivers 200 reminders due in one minute exactly once per channel', async () => {
    const clock = () => due + 60_000;
    const a = reminderRunner(t.app, clock);
    const b = reminderRunner(t.app, clock, t.config.database.kind === 'postgres' ? second.db : undefined);
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    a.closeStore();
    b.closeStore();
    // Each reminder's job, and the job of the mail it queued.
    expect(ranA + ranB).toBe(2 * N);
    expect(await deliveredEverywhere()).toEqual({
      inApp: N,
      inAppRows: N,
      push: N,
      pushDistinct: N,
      mails: N,
    });
  }, 120_000);

  it('loses none when a runner dies after claiming: the other delivers once its leases end', async () => {
    // The dying process claims a batch under a lease and never runs it.
    const claimed = await claimDue(second.db, { now: due + 60_000, limit: 50, leaseMs: 60_000 });
    expect(claimed).toHaveLength(50);
    let now = due + 60_000;
    const survivor = reminderRunner(t.app, () => now);
    // Each reminder's job, and the job of the mail it queued.
    expect(await survivor.drain()).toBe(2 * (N - 50));
    now = due + 121_000;
    expect(await survivor.drain()).toBe(2 * 50);
    survivor.closeStore();
    expect(await deliveredEverywhere()).toEqual({
      inApp: N,
      inAppRows: N,
      push: N,
      pushDistinct: N,
      mails: N,
    });
  }, 120_000);
});
