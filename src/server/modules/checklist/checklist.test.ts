import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_ITEMS_MAX, type ChecklistItem } from '../../../shared/contracts/checklist.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { newId } from '../../../shared/ids.ts';
import { keyBetween } from '../../../shared/order.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Reply = ChecklistItem & ErrorBody;

describe('checklist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newTask = async (u: TestUser, title = 'With a list') =>
    (
      await call<Task>(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: u.headers,
        payload: { title, quadrant: 1 },
      })
    ).body;
  const add = (u: TestUser, taskId: string, payload: object) =>
    call<Reply>(t.app, {
      method: 'POST',
      url: `/api/tasks/${taskId}/checklist`,
      headers: u.headers,
      payload,
    });
  const edit = (u: TestUser, itemId: string, payload: object) =>
    call<Reply>(t.app, { method: 'PATCH', url: `/api/checklist/${itemId}`, headers: u.headers, payload });
  const remove = (u: TestUser, itemId: string) =>
    call<{ version: number } & ErrorBody>(t.app, {
      method: 'DELETE',
      url: `/api/checklist/${itemId}`,
      headers: u.headers,
    });
  const sync = async (u: TestUser, since: number) =>
    (await call<Changes>(t.app, { method: 'GET', url: `/api/sync?since=${since}`, headers: u.headers })).body;

  it('adds items last, in order, stamped with the write’s version', async () => {
    const u = await createTestUser(t.app);
    const task = await newTask(u);
    const first = await add(u, task.id, { text: '  Buy milk  ' });
    const second = await add(u, task.id, { text: 'Call Sam', done: true });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ taskId: task.id, text: 'Buy milk', done: false });
    expect(second.body.done).toBe(true);
    expect(second.body.order > first.body.order).toBe(true);
    expect(second.body.version).toBe(first.body.version + 1);
  });

  it('keeps a client-made id and order, and refuses an id already used', async () => {
    const u = await createTestUser(t.app);
    const task = await newTask(u);
    const id = newId();
    const order = keyBetween(null, null);
    expect((await add(u, task.id, { id, text: 'Mine', order })).body).toMatchObject({ id, order });
    const dup = await add(u, task.id, { id, text: 'Again' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('CONFLICT');
  });

  it('edits text, done and order; refuses an empty edit or empty text', async () => {
    const u = await createTestUser(t.app);
    const task = await newTask(u);
    const item = (await add(u, task.id, { text: 'Draft' })).body;
    const edited = await edit(u, item.id, { text: 'Final', done: true, order: 'a7' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: item.id, text: 'Final', done: true, order: 'a7' });
    expect(edited.body.version).toBeGreaterThan(item.version);
    for (const payload of [{}, { text: '   ' }, { order: '!!' }]) {
      const bad = await edit(u, item.id, payload);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('deletes as a tombstone that sync reports, and the item is gone afterwards', async () => {
    const u = await createTestUser(t.app);
    const task = await newTask(u);
    const keep = (await add(u, task.id, { text: 'Keep' })).body;
    const drop = (await add(u, task.id, { text: 'Drop' })).body;
    const cursor = (await sync(u, 0)).version;

    const edited = (await edit(u, keep.id, { done: true })).body;
    const deleted = await remove(u, drop.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.version).toBeGreaterThan(edited.version);

    const since = await sync(u, cursor);
    expect(since.checklistItems).toEqual([edited]);
    expect(since.deleted.checklistItems).toEqual([drop.id]);
    const all = await sync(u, 0);
    expect(all.checklistItems.map((i) => i.id)).toEqual([keep.id]);

    expect((await edit(u, drop.id, { done: true })).status).toBe(404);
    expect((await remove(u, drop.id)).status).toBe(404);
  });

  it(`holds at most ${CHECKLIST_ITEMS_MAX} items per task`, async () => {
    const u = await createTestUser(t.app);
    const task = await newTask(u);
    for (let i = 0; i < CHECKLIST_ITEMS_MAX; i++) {
      const res = await add(u, task.id, { text: `Item ${i}` });
      expect(res.status).toBe(201);
    }
    const over = await add(u, task.id, { text: 'One too many' });
    expect(over.status).toBe(400);
    expect(over.body.error.code).toBe('VALIDATION_FAILED');
    expect(over.body.error.message).toContain(String(CHECKLIST_ITEMS_MAX));
    // Another task has its own allowance.
    expect((await add(u, (await newTask(u)).id, { text: 'Fine' })).status).toBe(201);
  });

  it('refuses items on a deleted task, and edits of items of a deleted task', async () => {
    const u = await createTestUser(t.app);
    const task = await newTask(u);
    const item = (await add(u, task.id, { text: 'Before' })).body;
    await call(t.app, { method: 'DELETE', url: `/api/tasks/${task.id}`, headers: u.headers });
    const res = await add(u, task.id, { text: 'After' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect((await edit(u, item.id, { done: true })).status).toBe(404);
  });

  it('answers not found for another user’s task and items', async () => {
    const alice = await createTestUser(t.app);
    const bob = await createTestUser(t.app);
    const task = await newTask(alice);
    const item = (await add(alice, task.id, { text: 'Private' })).body;
    expect((await add(bob, task.id, { text: 'Sneak' })).status).toBe(404);
    expect((await edit(bob, item.id, { text: 'Mine' })).status).toBe(404);
    expect((await remove(bob, item.id)).status).toBe(404);
    expect((await sync(bob, 0)).checklistItems).toEqual([]);
    expect((await sync(alice, 0)).checklistItems).toEqual([item]);
  });
});
