/**
 * A repeating task's reminders (issues 9, ADR 0019/0020), on SQLite and PostgreSQL: the next
 * occurrence takes over the reminders relative to the due time, scheduled for its own date; a
 * reminder at a fixed moment stays with its occurrence; skipping moves the jobs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await createTestUser(t.app);
});
afterAll(() => t.close());

const send = <T>(method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  call<T>(t.app, { method, url, headers: u.headers, ...(payload ? { payload } : {}) });
const create = (payload: object) => send<Task>('POST', '/api/tasks', payload);
const patch = (id: string, payload: object) => send<Task>('PATCH', `/api/tasks/${id}`, payload);
async function seriesOf(title: string): Promise<Task[]> {
  const all = (await send<Task[]>('GET', '/api/tasks')).body;
  return all.filter((x) => x.title === title);
}

describe('reminders follow the series', () => {
  async function jobsOf(taskId: string) {
    const db = t.app.ctx.database.db;
    const reminders = await db
      .selectFrom('reminders')
      .select(['id', 'offsetMinutes'])
      .where('taskId', '=', taskId)
      .where('deletedAt', 'is', null)
      .execute();
    const out = [];
    for (const r of reminders) {
      const job = await db
        .selectFrom('jobs')
        .select('runAt')
        .where('key', '=', `reminder:${r.id}`)
        .executeTakeFirst();
      if (job) out.push({ runAt: job.runAt, offsetMinutes: r.offsetMinutes });
    }
    return out;
  }

  it('the next occurrence keeps the reminders relative to its due time, scheduled for its own date; skip moves them', async () => {
    const task = (
      await create({
        title: 'Remind weekly',
        quadrant: 1,
        dueDate: '2099-03-02',
        dueTime: '09:00',
        repeat: 'FREQ=WEEKLY;BYDAY=MO',
      })
    ).body;
    expect((await send('POST', `/api/tasks/${task.id}/reminders`, { offsetMinutes: 15 })).status).toBe(201);
    expect(
      (await send('POST', `/api/tasks/${task.id}/reminders`, { at: '2099-03-01T08:00:00.000Z' })).status,
    ).toBe(201);
    const before = await jobsOf(task.id);
    expect(before).toHaveLength(2);

    await patch(task.id, { completed: true, next: { today: '2099-03-02' } });
    const next = (await seriesOf('Remind weekly')).find((x) => x.id !== task.id);
    expect(next?.dueDate).toBe('2099-03-09');
    const copied = await jobsOf(next?.id ?? '');
    expect(copied.map((j) => j.offsetMinutes)).toEqual([15]);
    const relative = before.find((j) => j.offsetMinutes === 15);
    expect(Number(copied[0]?.runAt) - Number(relative?.runAt)).toBe(7 * 86_400_000);

    await send('POST', `/api/tasks/${next?.id}/skip`, { today: '2099-03-02' });
    const skipped = await jobsOf(next?.id ?? '');
    expect(Number(skipped[0]?.runAt) - Number(copied[0]?.runAt)).toBe(7 * 86_400_000);
  });
});
