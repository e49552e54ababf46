/**
 * Repeating tasks (issue 9, ADR 0020), on SQLite and PostgreSQL: rules are validated and stored
 * canonically, completing creates the next occurrence exactly once (replays, duplicates, reopen
 * and complete again), in the same quadrant and boards with the checklist reset, across a
 * daylight-saving change at the same wall-clock time; skip and stop; plan limits give way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Changes } from '../../../shared/contracts/sync.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import type { ChecklistItem } from '../../../shared/contracts/checklist.ts';
import { newId } from '../../../shared/ids.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await createTestUser(t.app);
});
afterAll(() => t.close());

function send<T>(method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object, key?: string, who = u) {
  return call<T & ErrorBody>(t.app, {
    method,
    url,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}
const create = (payload: object, who = u) => send<Task>('POST', '/api/tasks', payload, undefined, who);
const patch = (id: string, payload: object, key?: string, who = u) =>
  send<Task>('PATCH', `/api/tasks/${id}`, payload, key, who);
const read = async (id: string) => (await send<Task>('GET', `/api/tasks/${id}`)).body;
async function seriesOf(title: string, who = u): Promise<Task[]> {
  const all = (await send<Task[]>('GET', '/api/tasks', undefined, undefined, who)).body;
  return all
    .filter((x) => x.title === title)
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
}

describe('repeat rules on tasks', () => {
  it('stores the canonical rule, and refuses what the picker cannot say', async () => {
    const task = await create({
      title: 'Rule',
      quadrant: 2,
      dueDate: '2026-11-26',
      repeat: 'BYDAY=TH,MO;FREQ=WEEKLY',
    });
    expect(task.status).toBe(201);
    expect(task.body).toMatchObject({ repeat: 'FREQ=WEEKLY;BYDAY=MO,TH', nextOccurrenceId: null });

    for (const repeat of [
      'FREQ=HOURLY',
      'FREQ=DAILY;COUNT=5',
      'FREQ=WEEKLY',
      'FREQ=DAILY;INTERVAL=400',
      'nonsense',
    ]) {
      const refused = await patch(task.body.id, { repeat });
      expect(refused.status, repeat).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await read(task.body.id)).repeat).toBe('FREQ=WEEKLY;BYDAY=MO,TH');
  });

  it('needs a due date; clearing the date stops the repeat', async () => {
    const undated = await create({ title: 'Undated', quadrant: 1, repeat: 'FREQ=DAILY' });
    expect(undated.status).toBe(400);
    expect(undated.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'repeat' } });

    const task = (await create({ title: 'Dated', quadrant: 1 })).body;
    expect((await patch(task.id, { repeat: 'FREQ=DAILY' })).status).toBe(400);
    const dated = await patch(task.id, { dueDate: '2026-11-24', repeat: 'FREQ=DAILY' });
    expect(dated.body.repeat).toBe('FREQ=DAILY');
    const cleared = await patch(task.id, { dueDate: null });
    expect(cleared.body).toMatchObject({ dueDate: null, dueTime: null, repeat: null });
  });
});

describe('completing an occurrence', () => {
  it('creates the next one: same fields, boards and checklist (unchecked); files and history stay', async () => {
    const board = (await send<{ id: string }>('POST', '/api/boards', { name: 'Home' })).body;
    const first = (
      await create({
        title: 'Water plants',
        quadrant: 2,
        color: 'green',
        description: '<p>Both balconies</p>',
        dueDate: '2026-03-23',
        dueTime: '09:00',
        repeat: 'FREQ=WEEKLY;BYDAY=MO',
        boardId: board.id,
      })
    ).body;
    const item = (
      await send<ChecklistItem>('POST', `/api/tasks/${first.id}/checklist`, { text: 'Fertilizer' })
    ).body;
    await send('PATCH', `/api/checklist/${item.id}`, { done: true });

    const nextId = newId();
    const done = await patch(first.id, { completed: true, next: { id: nextId, today: '2026-03-23' } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      completed: true,
      repeat: null,
      nextOccurrenceId: nextId,
      dueDate: '2026-03-23',
    });

    // Across Europe's spring-forward (2026-03-29): the wall clock stays 09:00.
    const next = await read(nextId);
    expect(next).toMatchObject({
      title: 'Water plants',
      quadrant: 2,
      color: 'green',
      description: '<p>Both balconies</p>',
      dueDate: '2026-03-30',
      dueTime: '09:00',
      repeat: 'FREQ=WEEKLY;BYDAY=MO',
      completed: false,
      nextOccurrenceId: null,
    });
    expect(next.boards.map((b) => b.boardId)).toEqual([board.id]);
    // Placed just before the completed one, so it takes its place among the open tasks.
    expect((next.boards[0]?.order ?? 'z') < (done.body.boards[0]?.order ?? '')).toBe(true);

    const sync = (await send<Changes>('GET', '/api/sync?since=0')).body;
    const items = (sync.checklistItems ?? []).filter((i) => i.taskId === nextId);
    expect(items.map((i) => ({ text: i.text, done: i.done }))).toEqual([{ text: 'Fertilizer', done: false }]);
    expect((sync.tasks ?? []).find((x) => x.id === nextId)?.dueDate).toBe('2026-03-30');
    // Found by search, its checklist included.
    const found = await send<{ hits: { taskId: string }[] }>('GET', '/api/search?q=fertilizer');
    expect(found.body.hits.map((h) => h.taskId)).toContain(nextId);
  });

  it('exactly once: a replayed complete, a duplicate, and reopen then complete again', async () => {
    const task = (await create({ title: 'Once', quadrant: 1, dueDate: '2026-11-24', repeat: 'FREQ=DAILY' }))
      .body;
    const key = `complete-${task.id}`;
    const body = { completed: true, next: { today: '2026-11-24' } };
    const a = await patch(task.id, body, key);
    const b = await patch(task.id, body, key);
    expect(b.body).toEqual(a.body);
    await patch(task.id, { completed: true, next: { today: '2026-11-24' } });
    await patch(task.id, { completed: false });
    const again = await patch(task.id, { completed: true, next: { id: newId(), today: '2026-11-24' } });
    expect(again.body.nextOccurrenceId).toBe(a.body.nextOccurrenceId);
    const series = await seriesOf('Once');
    expect(series.map((x) => [x.dueDate, x.completed])).toEqual([
      ['2026-11-24', true],
      ['2026-11-25', false],
    ]);
    // The series went on: the done one takes no new rule.
    const refused = await patch(task.id, { repeat: 'FREQ=DAILY' });
    expect(refused.status).toBe(409);
  });

  it('done late: the next one is on or after the person’s today, not in the past', async () => {
    const task = (
      await create({ title: 'Late', quadrant: 3, dueDate: '2026-11-02', repeat: 'FREQ=WEEKLY;BYDAY=MO' })
    ).body;
    const done = await patch(task.id, { completed: true, next: { today: '2026-11-18' } });
    expect((await read(done.body.nextOccurrenceId ?? '')).dueDate).toBe('2026-11-23');
  });

  it('a non-repeating task completes as before', async () => {
    const task = (await create({ title: 'Plain', quadrant: 4, dueDate: '2026-11-24' })).body;
    const done = await patch(task.id, { completed: true });
    expect(done.body).toMatchObject({ completed: true, repeat: null, nextOccurrenceId: null });
    expect(await seriesOf('Plain')).toHaveLength(1);
  });

  it('refuses an id for the next occurrence that is already taken, and applies nothing', async () => {
    const other = (await create({ title: 'Taken', quadrant: 1 })).body;
    const task = (await create({ title: 'Clash', quadrant: 1, dueDate: '2026-11-24', repeat: 'FREQ=DAILY' }))
      .body;
    const refused = await patch(task.id, { completed: true, next: { id: other.id } });
    expect(refused.status).toBe(409);
    expect(await read(task.id)).toMatchObject({ completed: false, repeat: 'FREQ=DAILY' });
  });
});

describe('skip and stop', () => {
  it('skip moves the due date to the next occurrence without completing; stop clears the rule', async () => {
    const task = (
      await create({
        title: 'Gym',
        quadrant: 2,
        dueDate: '2026-11-23',
        dueTime: '07:30',
        repeat: 'FREQ=WEEKLY;BYDAY=MO,TH',
      })
    ).body;
    const skipped = await send<Task>('POST', `/api/tasks/${task.id}/skip`, { today: '2026-11-23' });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ dueDate: '2026-11-26', dueTime: '07:30', completed: false });
    const late = await send<Task>('POST', `/api/tasks/${task.id}/skip`, { today: '2026-12-02' });
    expect(late.body.dueDate).toBe('2026-12-03');
    expect(await seriesOf('Gym')).toHaveLength(1);

    const stopped = await patch(task.id, { repeat: null });
    expect(stopped.body).toMatchObject({ repeat: null, dueDate: '2026-12-03' });
    const cannot = await send<Task>('POST', `/api/tasks/${task.id}/skip`, {});
    expect(cannot.status).toBe(409);
    expect(cannot.body.error.code).toBe('CONFLICT');
  });

  it('another person’s task cannot be skipped', async () => {
    const task = (await create({ title: 'Mine', quadrant: 2, dueDate: '2026-11-23', repeat: 'FREQ=DAILY' }))
      .body;
    const stranger = await createTestUser(t.app);
    const res = await send<Task>('POST', `/api/tasks/${task.id}/skip`, {}, undefined, stranger);
    expect(res.status).toBe(404);
  });
});

describe('plan limits', () => {
  it('at the total-task limit, completing still succeeds and keeps the rule; with room, completing again continues', async () => {
    const v = await createTestUser(t.app);
    const task = (
      await create({ title: 'Full', quadrant: 1, dueDate: '2026-11-24', repeat: 'FREQ=DAILY' }, v)
    ).body;
    // 249 more completed tasks: 250 in total, the basic plan's limit.
    const now = Date.now();
    const rows = Array.from({ length: 249 }, (_, i) => ({
      id: newId(),
      userId: v.id,
      title: `Filler ${i}`,
      quadrant: 4,
      color: 'yellow',
      dueDate: null,
      dueTime: null,
      completedAt: now,
      poolSortKey: `a${i}`,
      createdAt: now,
      updatedAt: now,
      version: 1,
      deletedAt: null,
      repeat: null,
      nextOccurrenceId: null,
    }));
    await t.app.ctx.database.db.insertInto('tasks').values(rows).execute();

    const done = await patch(task.id, { completed: true, next: { today: '2026-11-24' } }, undefined, v);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: true, repeat: 'FREQ=DAILY', nextOccurrenceId: null });
    expect(await seriesOf('Full', v)).toHaveLength(1);

    await t.app.ctx.database.db
      .deleteFrom('tasks')
      .where('id', '=', rows[0]?.id ?? '')
      .execute();
    await patch(task.id, { completed: false }, undefined, v);
    const again = await patch(task.id, { completed: true, next: { today: '2026-11-24' } }, undefined, v);
    expect(again.body.nextOccurrenceId).not.toBeNull();
    expect((await seriesOf('Full', v)).map((x) => x.dueDate)).toEqual(['2026-11-24', '2026-11-25']);
  });
});
