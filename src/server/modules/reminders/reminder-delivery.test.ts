/**
 * Firing reminders: the channels a quadrant's policy and the person's switches allow, read when it
 * fires; never for a completed or deleted task; snooze; expired push subscriptions; a retry that
 * never delivers twice on a channel. Push messages really are encrypted by web-push and decrypted
 * by the local push service.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import {
  addReminder,
  newTask,
  outboxMails,
  putSettings,
  reminderJobs,
  reminderRunner,
  startFakePushService,
  subscribe,
  type FakePushService,
} from './reminders.test-support.ts';

let t: TestApp;
let user: TestUser;
let push: FakePushService;
let clock: number;
beforeEach(async () => {
  push = await startFakePushService();
  // The local push service is reachable only through the test-only allowance (outbound-url.ts).
  t = await createTestApp({ OUTBOUND_TEST_ORIGINS: push.url });
  await t.app.ctx.jobs.stop();
  user = await createTestUser(t.app);
  await subscribe(t.app, user, push.subscription('phone'));
  clock = Date.now();
});
afterEach(async () => {
  await push.close();
  await t.close();
});

/** A task in `quadrant` with one reminder a minute from now. */
async function remindedTask(quadrant: 1 | 2 | 3 | 4) {
  const task = await newTask(t.app, user, { quadrant });
  const at = new Date(clock + 60_000).toISOString();
  const reminder = await addReminder(t.app, user, task.id, { at });
  return { task, reminder: reminder.body, at: Date.parse(at) };
}

async function runAt(time: number): Promise<number> {
  clock = time;
  const runner = reminderRunner(t.app, () => clock);
  const n = await runner.drain();
  runner.closeStore();
  return n;
}

async function notifications(u = user): Promise<AppNotification[]> {
  const res = await call<{ notifications: AppNotification[] }>(t.app, {
    method: 'GET',
    url: '/api/sync',
    headers: u.headers,
  });
  return res.body.notifications;
}

describe('firing a reminder', () => {
  it('Do First reaches every channel, once, with the task in the message', async () => {
    const { task, at } = await remindedTask(1);
    expect(await runAt(at - 1000)).toBe(0);
    // The reminder's job, then the job of the mail it queued.
    expect(await runAt(at + 500)).toBe(2);
    expect((await notifications()).map((n) => n.title)).toEqual(['Call the dentist']);
    expect(push.received).toHaveLength(1);
    expect(push.received[0]?.payload).toMatchObject({
      title: 'Call the dentist',
      url: `/app/task/${task.id}`,
    });
    const mails = outboxMails(t.app);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`http://localhost:3000/app/task/${task.id}`);
  });

  it('follows each quadrant’s default policy, and moving a task changes its channels', async () => {
    const schedule = await remindedTask(2);
    const delegate = await remindedTask(3);
    const never = await remindedTask(4);
    const moved = await remindedTask(4);
    await call(t.app, {
      method: 'POST',
      url: `/api/tasks/${moved.task.id}/move`,
      headers: user.headers,
      payload: { boardId: 'pool', quadrant: 1, order: 'a0' },
    });
    await runAt(schedule.at + 500);
    const inApp = (await notifications()).map((n) => n.taskId).sort();
    expect(inApp).toEqual([schedule.task.id, delegate.task.id, moved.task.id].sort());
    expect(inApp).not.toContain(never.task.id);
    expect(push.received.map((m) => m.payload.url)).toEqual([`/app/task/${moved.task.id}`]);
    expect(outboxMails(t.app)).toHaveLength(2);
  });

  it('respects a changed policy and a channel switched off', async () => {
    await putSettings(t.app, user, { policy: { 4: ['inApp', 'email'] }, channels: { email: false } });
    const { task, at } = await remindedTask(4);
    await runAt(at + 500);
    expect((await notifications()).map((n) => n.taskId)).toEqual([task.id]);
    expect(outboxMails(t.app)).toHaveLength(0);
    expect(push.received).toHaveLength(0);
  });

  it('never reminds of a completed or deleted task, even when its job runs', async () => {
    const done = await remindedTask(1);
    const gone = await remindedTask(1);
    // Jobs cancelled by the writes are put back, as if they had been claimed before the write.
    const jobs = await reminderJobs(t.app);
    await call(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${done.task.id}`,
      headers: user.headers,
      payload: { completed: true },
    });
    await call(t.app, { method: 'DELETE', url: `/api/tasks/${gone.task.id}`, headers: user.headers });
    expect(await reminderJobs(t.app)).toHaveLength(0);
    const db = t.app.ctx.database.db;
    for (const j of jobs)
      await db
        .insertInto('jobs')
        .values({
          id: crypto.randomUUID(),
          kind: 'reminders.fire',
          key: j.key,
          payload: j.payload,
          runAt: j.runAt,
          availableAt: j.runAt,
          leaseToken: null,
          maxAttempts: 5,
          lastError: null,
          createdAt: clock,
          updatedAt: clock,
        })
        .execute();
    expect(await runAt(done.at + 500)).toBe(2);
    expect(await notifications()).toEqual([]);
    expect(push.received).toHaveLength(0);
    expect(outboxMails(t.app)).toHaveLength(0);
  });

  it('snoozes from the notification centre and from the push action: the reminder fires again', async () => {
    const { reminder, at } = await remindedTask(3);
    await runAt(at + 500);
    const [first] = await notifications();
    const snoozed = await call<{ until: string }>(t.app, {
      method: 'POST',
      url: `/api/notifications/${first?.id}/snooze`,
      headers: user.headers,
      payload: { snooze: '10m' },
    });
    expect(snoozed.status).toBe(200);
    expect((await notifications())[0]?.readAt).not.toBeNull();
    await runAt(Date.parse(snoozed.body.until) + 500);
    expect((await notifications()).filter((n) => n.reminderId === reminder.id)).toHaveLength(2);

    // The push action: the token the push carried is the credential.
    await putSettings(t.app, user, { policy: { 3: ['push'] } });
    await call(t.app, {
      method: 'POST',
      url: `/api/notifications/${first?.id}/snooze`,
      headers: user.headers,
      payload: { snooze: '1h' },
    });
    const again = await runAt(clock + 3600_000 + 1000);
    expect(again).toBe(1);
    const token = push.received[0]?.payload.snoozeToken ?? '';
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/push/snooze',
      payload: { token: `${token}x`, snooze: '10m' },
    });
    expect(bad.status).toBe(401);
    const ok = await call<{ until: string }>(t.app, {
      method: 'POST',
      url: '/api/push/snooze',
      payload: { token, snooze: '10m' },
    });
    expect(ok.status).toBe(200);
    await runAt(Date.parse(ok.body.until) + 500);
    expect(push.received).toHaveLength(2);
  });

  it('removes a subscription the push service says is gone, and retries a failed channel alone', async () => {
    await subscribe(t.app, user, push.subscription('old-laptop'));
    push.statusFor.set('/push/old-laptop', 410);
    push.statusFor.set('/push/phone', 500);
    const { at } = await remindedTask(1);
    await runAt(at + 500);
    const subs = await t.app.ctx.database.db.selectFrom('pushSubscriptions').select('endpoint').execute();
    expect(subs.map((s) => s.endpoint)).toEqual([`${push.url}/push/phone`]);
    expect(outboxMails(t.app)).toHaveLength(1);
    expect(push.received).toHaveLength(0);
    // The push service recovers; the job's retry delivers push only.
    push.statusFor.delete('/push/phone');
    await runAt(at + 60_000);
    expect(push.received).toHaveLength(1);
    expect(outboxMails(t.app)).toHaveLength(1);
    expect(await notifications()).toHaveLength(1);
  });

  it('keeps notifications private and marks them read one by one or all at once', async () => {
    const other = await createTestUser(t.app);
    await remindedTask(1);
    const { at } = await remindedTask(2);
    await runAt(at + 500);
    const [one] = await notifications();
    const foreign = await call(t.app, {
      method: 'PATCH',
      url: `/api/notifications/${one?.id}`,
      headers: other.headers,
      payload: { read: true },
    });
    expect(foreign.status).toBe(404);
    expect(await notifications(other)).toEqual([]);
    const read = await call<AppNotification>(t.app, {
      method: 'PATCH',
      url: `/api/notifications/${one?.id}`,
      headers: user.headers,
      payload: { read: true },
    });
    expect(read.body.readAt).not.toBeNull();
    await call(t.app, { method: 'POST', url: '/api/notifications/read-all', headers: user.headers });
    expect((await notifications()).every((n) => n.readAt !== null)).toBe(true);
  });
});
