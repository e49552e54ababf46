/**
 * Users only ever reach their own data: a second user gets "not found" (never "forbidden", which
 * would confirm the id exists) for the first user's board and task ids on every route, and their
 * socket never carries the first user's changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../shared/contracts/boards.ts';
import type { ChecklistItem } from '../../shared/contracts/checklist.ts';
import type { SearchHit } from '../../shared/contracts/search.ts';
import { noDeletes } from '../../shared/contracts/entities.ts';
import { SYNC_PROTOCOL_VERSION, type Changes } from '../../shared/contracts/sync.ts';
import type { Task } from '../../shared/contracts/tasks.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../test/helpers.ts';
import { openSocket } from '../test/socket.ts';

describe('authorization', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let board: Board;
  let task: Task;
  let deletedTask: Task;
  let item: ChecklistItem;
  let bobBoard: Board;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createTestUser(t.app, { name: 'Alice' });
    bob = await createTestUser(t.app, { name: 'Bob' });
    board = (
      await call<Board>(t.app, {
        method: 'POST',
        url: '/api/boards',
        headers: alice.headers,
        payload: { name: 'Private' },
      })
    ).body;
    task = (
      await call<Task>(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: alice.headers,
        payload: { title: 'Secret', quadrant: 1, boardId: board.id },
      })
    ).body;
    deletedTask = (
      await call<Task>(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: alice.headers,
        payload: { title: 'Gone', quadrant: 2 },
      })
    ).body;
    await call(t.app, { method: 'DELETE', url: `/api/tasks/${deletedTask.id}`, headers: alice.headers });
    item = (
      await call<ChecklistItem>(t.app, {
        method: 'POST',
        url: `/api/tasks/${task.id}/checklist`,
        headers: alice.headers,
        payload: { text: 'Secret step' },
      })
    ).body;
    bobBoard = (
      await call<Board>(t.app, {
        method: 'POST',
        url: '/api/boards',
        headers: bob.headers,
        payload: { name: 'Bob’s board' },
      })
    ).body;
  });
  afterAll(() => t.close());

  const routes = () => [
    { method: 'PATCH' as const, url: `/api/boards/${board.id}`, payload: { name: 'Mine now' } },
    { method: 'DELETE' as const, url: `/api/boards/${board.id}` },
    { method: 'GET' as const, url: `/api/tasks?boardId=${board.id}` },
    {
      method: 'POST' as const,
      url: '/api/tasks',
      payload: { title: 'Sneak', quadrant: 1, boardId: board.id },
    },
    { method: 'GET' as const, url: `/api/tasks/${task.id}` },
    { method: 'PATCH' as const, url: `/api/tasks/${task.id}`, payload: { title: 'Mine now' } },
    {
      method: 'POST' as const,
      url: `/api/tasks/${task.id}/move`,
      payload: { boardId: board.id, quadrant: 4, order: 'a0' },
    },
    {
      method: 'POST' as const,
      url: `/api/tasks/${task.id}/move`,
      payload: { boardId: 'pool', quadrant: 4, order: 'a0' },
    },
    { method: 'DELETE' as const, url: `/api/tasks/${task.id}` },
    { method: 'POST' as const, url: `/api/tasks/${deletedTask.id}/restore` },
    { method: 'PUT' as const, url: `/api/tasks/${task.id}/boards/${bobBoard.id}`, payload: {} },
    { method: 'DELETE' as const, url: `/api/tasks/${task.id}/boards/${board.id}` },
    { method: 'POST' as const, url: `/api/tasks/${task.id}/checklist`, payload: { text: 'Sneak' } },
    { method: 'PATCH' as const, url: `/api/checklist/${item.id}`, payload: { done: true } },
    { method: 'DELETE' as const, url: `/api/checklist/${item.id}` },
  ];

  it('answers 404 NOT_FOUND to another user on every route that takes an id', async () => {
    for (const r of routes()) {
      const res = await call<{ error: { code: string } }>(t.app, { ...r, headers: bob.headers });
      expect({ route: `${r.method} ${r.url}`, status: res.status, code: res.body.error.code }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
  });

  it('moving one’s own task onto another user’s board is not found either', async () => {
    const own = (
      await call<Task>(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: bob.headers,
        payload: { title: 'Bob’s', quadrant: 1 },
      })
    ).body;
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/tasks/${own.id}/move`,
      headers: bob.headers,
      payload: { boardId: board.id, quadrant: 2, order: 'a0' },
    });
    expect(res.status).toBe(404);
  });

  it('putting one’s own task on another user’s board is not found either', async () => {
    const own = (
      await call<Task>(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: bob.headers,
        payload: { title: 'Bob’s to place', quadrant: 1 },
      })
    ).body;
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/tasks/${own.id}/boards/${board.id}`,
      headers: bob.headers,
      payload: {},
    });
    expect(res.status).toBe(404);
    await call(t.app, { method: 'DELETE', url: `/api/tasks/${own.id}`, headers: bob.headers });
  });

  it('never finds the first user’s tasks in the second user’s search', async () => {
    for (const q of ['secret', 'secr', 'step']) {
      const res = await call<{ hits: SearchHit[] }>(t.app, {
        method: 'GET',
        url: `/api/search?q=${q}`,
        headers: bob.headers,
      });
      expect(res.body.hits).toEqual([]);
    }
    const own = await call<{ hits: SearchHit[] }>(t.app, {
      method: 'GET',
      url: '/api/search?q=secr',
      headers: alice.headers,
    });
    expect(own.body.hits.map((h) => h.taskId)).toEqual([task.id]);
  });

  it('left the first user’s data untouched', async () => {
    const all = (
      await call<Changes>(t.app, { method: 'GET', url: '/api/sync?since=0', headers: alice.headers })
    ).body;
    expect(all.boards).toEqual([board]);
    expect(all.tasks).toEqual([task]);
    expect(all.checklistItems).toEqual([item]);
  });

  it('never lists the first user’s data to the second', async () => {
    const boards = await call<Board[]>(t.app, { method: 'GET', url: '/api/boards', headers: bob.headers });
    expect(boards.body).toEqual([bobBoard]);
    const sync = await call<Changes>(t.app, {
      method: 'GET',
      url: '/api/sync?since=0',
      headers: bob.headers,
    });
    expect(sync.body.boards).toEqual([bobBoard]);
    expect(sync.body.tasks.map((x) => x.title)).toEqual(['Bob’s']);
    expect(sync.body.checklistItems).toEqual([]);
    expect(sync.body.deleted).toEqual(noDeletes());
  });

  it('never pushes the first user’s changes to the second user’s socket', async () => {
    const bobSocket = await openSocket(t.app);
    bobSocket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: bob.token, since: 0 });
    await bobSocket.next('ready');
    const bobCatchUp = await bobSocket.next('changes');
    expect(bobCatchUp.changes.tasks.every((x) => x.title === 'Bob’s')).toBe(true);

    const aliceSocket = await openSocket(t.app);
    aliceSocket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: alice.token, since: 0 });
    await aliceSocket.next('ready');
    await aliceSocket.next('changes');

    await call(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: alice.headers,
      payload: { title: 'Alice only', quadrant: 3 },
    });
    const aliceGot = await aliceSocket.next('changes');
    expect(aliceGot.changes.tasks.map((x) => x.title)).toEqual(['Alice only']);
    // Bob's socket saw nothing after his own catch-up; a later write of his own still arrives.
    await call(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: bob.headers,
      payload: { title: 'Bob again', quadrant: 3 },
    });
    const bobNext = await bobSocket.next('changes');
    expect(bobNext.changes.tasks.map((x) => x.title)).toEqual(['Bob again']);
    const everythingBobSaw = bobSocket.messages.flatMap((m) =>
      m.type === 'changes' ? m.changes.tasks.map((x) => x.title) : [],
    );
    expect(everythingBobSaw).not.toContain('Alice only');
    expect(everythingBobSaw).not.toContain('Secret');
    bobSocket.close();
    aliceSocket.close();
  });
});

// Attachment routes, in a block of their own (the first user's task with a file on it).
describe('authorization: attachments', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let taskId: string;
  let attachmentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createTestUser(t.app, { name: 'Alice' });
    bob = await createTestUser(t.app, { name: 'Bob' });
    taskId = (
      await call<Task>(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: alice.headers,
        payload: { title: 'Secret', quadrant: 1 },
      })
    ).body.id;
    attachmentId = (
      await call<{ id: string }>(t.app, {
        method: 'POST',
        url: `/api/tasks/${taskId}/attachments?name=secret.txt`,
        headers: { ...alice.headers, 'content-type': 'text/plain' },
        payload: 'secret',
      })
    ).body.id;
  });
  afterAll(() => t.close());

  const routes = () => [
    { method: 'POST' as const, url: `/api/tasks/${taskId}/attachments?name=sneak.txt`, payload: 'x' },
    { method: 'GET' as const, url: `/api/attachments/${attachmentId}/content` },
    { method: 'DELETE' as const, url: `/api/attachments/${attachmentId}` },
  ];

  it('answers 404 NOT_FOUND to another user on every attachment route', async () => {
    for (const r of routes()) {
      const res = await call<{ error: { code: string } }>(t.app, {
        ...r,
        headers: { ...bob.headers, 'content-type': 'text/plain' },
      });
      expect({ route: `${r.method} ${r.url}`, status: res.status, code: res.body.error.code }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
  });

  it('left the first user’s file in place, and never syncs it to the second', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/${attachmentId}/content`,
      headers: alice.headers,
    });
    expect(own.body).toBe('secret');
    const bobs = (
      await call<Changes>(t.app, { method: 'GET', url: '/api/sync?since=0', headers: bob.headers })
    ).body;
    expect(bobs.attachments).toEqual([]);
    expect(bobs.deleted.attachments).toEqual([]);
  });
});
