/**
 * Reminders through the API: limits, authorization, and the job each reminder has — scheduled,
 * moved and cancelled in the same write as its cause (due date, completion, deletion, time zone).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMINDERS_PER_TASK_MAX } from '../../../shared/contracts/reminders.ts';
import { zonedInstant } from '../../../shared/zoned-time.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { addReminder, newTask, putSettings, reminderJobs } from './reminders.test-support.ts';

let t: TestApp;
let user: TestUser;
beforeEach(async () => {
  t = await createTestApp();
  await t.app.ctx.jobs.stop();
  user = await createTestUser(t.app);
});
afterEach(async () => {
  await t.close();
});

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const FUTURE = '2099-03-10';

describe('reminders', () => {
  it('schedules a reminder at its moment and cancels it when deleted', async () => {
    const task = await newTask(t.app, user);
    const at = inAnHour();
    const res = await addReminder(t.app, user, task.id, { at });
    expect(res.status).toBe(201);
    expect(await reminderJobs(t.app)).toEqual([
      expect.objectContaining({ key: `reminder:${res.body.id}`, runAt: Date.parse(at) }),
    ]);
    const del = await call(t.app, {
      method: 'DELETE',
      url: `/api/reminders/${res.body.id}`,
      headers: user.headers,
    });
    expect(del.status).toBe(200);
    expect(await reminderJobs(t.app)).toEqual([]);
  });

  it('reads the due date in the person’s zone, 09:00 without a time, and follows the due date', async () => {
    await putSettings(t.app, user, { timeZone: 'Europe/Paris' });
    const task = await newTask(t.app, user, { dueDate: FUTURE });
    const r = await addReminder(t.app, user, task.id, { offsetMinutes: 15 });
    expect(r.status).toBe(201);
    const nineParis = zonedInstant(FUTURE, '09:00', 'Europe/Paris');
    expect((await reminderJobs(t.app))[0]?.runAt).toBe(nineParis - 15 * 60_000);

    await call(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: user.headers,
      payload: { dueTime: '17:30' },
    });
    expect((await reminderJobs(t.app))[0]?.runAt).toBe(
      zonedInstant(FUTURE, '17:30', 'Europe/Paris') - 15 * 60_000,
    );

    await putSettings(t.app, user, { timeZone: 'America/New_York' });
    expect((await reminderJobs(t.app))[0]?.runAt).toBe(
      zonedInstant(FUTURE, '17:30', 'America/New_York') - 15 * 60_000,
    );
  });

  it('has no job while the task is completed or deleted, and again once it is back', async () => {
    const task = await newTask(t.app, user, { dueDate: FUTURE, dueTime: '10:00' });
    await addReminder(t.app, user, task.id, { offsetMinutes: 0 });
    const patch = (payload: object) =>
      call(t.app, { method: 'PATCH', url: `/api/tasks/${task.id}`, headers: user.headers, payload });
    await patch({ completed: true });
    expect(await reminderJobs(t.app)).toHaveLength(0);
    await patch({ completed: false });
    expect(await reminderJobs(t.app)).toHaveLength(1);
    await call(t.app, { method: 'DELETE', url: `/api/tasks/${task.id}`, headers: user.headers });
    expect(await reminderJobs(t.app)).toHaveLength(0);
    await call(t.app, { method: 'POST', url: `/api/tasks/${task.id}/restore`, headers: user.headers });
    expect(await reminderJobs(t.app)).toHaveLength(1);
    await patch({ dueDate: null });
    expect(await reminderJobs(t.app)).toHaveLength(0);
  });

  it('refuses a relative reminder without a due date, and more than the limit per task', async () => {
    const task = await newTask(t.app, user);
    const relative = await addReminder(t.app, user, task.id, { offsetMinutes: 5 });
    expect(relative.status).toBe(400);
    for (let i = 0; i < REMINDERS_PER_TASK_MAX; i++)
      expect((await addReminder(t.app, user, task.id, { at: inAnHour() })).status).toBe(201);
    const over = await addReminder(t.app, user, task.id, { at: inAnHour() });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: { limit: REMINDERS_PER_TASK_MAX } },
    });
  });

  it('keeps another person’s tasks, reminders and notification settings out of reach', async () => {
    const other = await createTestUser(t.app);
    const task = await newTask(t.app, user);
    const mine = await addReminder(t.app, user, task.id, { at: inAnHour() });
    expect((await addReminder(t.app, other, task.id, { at: inAnHour() })).status).toBe(404);
    const del = await call(t.app, {
      method: 'DELETE',
      url: `/api/reminders/${mine.body.id}`,
      headers: other.headers,
    });
    expect(del.status).toBe(404);
    await putSettings(t.app, other, { timeZone: 'Asia/Tokyo' });
    const settings = await call<{ timeZone: string }>(t.app, {
      method: 'GET',
      url: '/api/notifications/settings',
      headers: user.headers,
    });
    expect(settings.body.timeZone).toBe('UTC');
    const pulled = await call<{ reminders: { id: string }[] }>(t.app, {
      method: 'GET',
      url: '/api/sync',
      headers: other.headers,
    });
    expect(pulled.body.reminders).toEqual([]);
  });

  it('syncs reminders like any entity and refuses an unknown time zone', async () => {
    const task = await newTask(t.app, user);
    const r = await addReminder(t.app, user, task.id, { at: inAnHour() });
    const pulled = await call<{ reminders: { id: string }[] }>(t.app, {
      method: 'GET',
      url: '/api/sync',
      headers: user.headers,
    });
    expect(pulled.body.reminders.map((x) => x.id)).toEqual([r.body.id]);
    expect((await putSettings(t.app, user, { timeZone: 'Mars/Olympus' })).status).toBe(400);
  });
});
