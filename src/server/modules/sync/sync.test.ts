import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../shared/contracts/boards.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import {
  call,
  createTestApp,
  createTestUser,
  signTestToken,
  type TestApp,
  type TestUser,
} from '../../test/helpers.ts';
import { openSocket } from '../../test/socket.ts';

describe('sync', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const changes = async (u: TestUser, since: number) =>
    (await call<Changes>(t.app, { method: 'GET', url: `/api/sync?since=${since}`, headers: u.headers })).body;

  it('returns everything since a version, deletes included, with a monotonic cursor', async () => {
    const u = await createTestUser(t.app);
    const empty = await changes(u, 0);
    expect(empty).toEqual({
      version: 0,
      full: true,
      boards: [],
      tasks: [],
      checklistItems: [],
      attachments: [],
      reminders: [],
      notifications: [],
      deleted: {
        boards: [],
        tasks: [],
        checklistItems: [],
        attachments: [],
        reminders: [],
        notifications: [],
      },
    });

    const board = (
      await call<Board>(t.app, {
        method: 'POST',
        url: '/api/boards',
        headers: u.headers,
        payload: { name: 'B' },
      })
    ).body;
    const task = (
      await call<Task>(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: u.headers,
        payload: { title: 'A', quadrant: 1, boardId: board.id },
      })
    ).body;
    const all = await changes(u, 0);
    expect(all.version).toBe(2);
    expect(all.boards.map((b) => b.id)).toEqual([board.id]);
    expect(all.tasks.map((x) => x.id)).toEqual([task.id]);

    await call(t.app, { method: 'DELETE', url: `/api/tasks/${task.id}`, headers: u.headers });
    const delta = await changes(u, all.version);
    expect(all.full).toBe(true);
    expect(delta).toEqual({
      version: 3,
      full: false,
      boards: [],
      tasks: [],
      checklistItems: [],
      attachments: [],
      reminders: [],
      notifications: [],
      deleted: {
        boards: [],
        tasks: [task.id],
        checklistItems: [],
        attachments: [],
        reminders: [],
        notifications: [],
      },
    });

    await call(t.app, { method: 'DELETE', url: `/api/boards/${board.id}`, headers: u.headers });
    const after = await changes(u, delta.version);
    expect(after.deleted.boards).toEqual([board.id]);
    expect(await changes(u, after.version)).toMatchObject({ version: after.version, boards: [], tasks: [] });
  });

  it('a failed write leaves the version untouched', async () => {
    const u = await createTestUser(t.app);
    await call(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: u.headers,
      payload: { title: 'ok', quadrant: 1 },
    });
    const missing = '01900000-0000-7000-8000-000000000000';
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${missing}`,
      headers: u.headers,
      payload: { title: 'x' },
    });
    expect(res.status).toBe(404);
    expect((await changes(u, 0)).version).toBe(1);
  });

  it('pushes a change to the user’s other sessions over the socket', async () => {
    const u = await createTestUser(t.app);
    const socket = await openSocket(t.app);
    socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: u.token, since: 0 });
    expect(await socket.next('ready')).toEqual({ type: 'ready', version: 0 });

    const task = (
      await call<Task>(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: u.headers,
        payload: { title: 'Live', quadrant: 2 },
      })
    ).body;
    const pushed = await socket.next('changes');
    expect(pushed.changes.tasks.map((x) => x.title)).toEqual(['Live']);
    expect(pushed.changes.version).toBe(task.version);

    await call(t.app, { method: 'DELETE', url: `/api/tasks/${task.id}`, headers: u.headers });
    const deleted = await socket.next('changes');
    expect(deleted.changes.deleted.tasks).toEqual([task.id]);
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.close();
  });

  it('catches a reconnecting client up from its cursor', async () => {
    const u = await createTestUser(t.app);
    for (const title of ['one', 'two']) {
      await call(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: u.headers,
        payload: { title, quadrant: 1 },
      });
    }
    const socket = await openSocket(t.app);
    socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: u.token, since: 1 });
    await socket.next('ready');
    const catchUp = await socket.next('changes');
    expect(catchUp.changes.tasks.map((x) => x.title)).toEqual(['two']);
    socket.close();
  });

  it('asks for a resync when the cursor is ahead of the server', async () => {
    const u = await createTestUser(t.app);
    const socket = await openSocket(t.app);
    socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: u.token, since: 99 });
    expect(await socket.next('resync')).toEqual({ type: 'resync', reason: 'cursor_ahead' });
    socket.close();
  });

  it('refuses a socket without a valid token, and an unknown protocol version', async () => {
    const bad = await openSocket(t.app);
    bad.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: 'nope', since: 0 });
    expect(await bad.next('error')).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await bad.closed).toBe(4401);

    const u = await createTestUser(t.app);
    const old = await openSocket(t.app);
    old.send({ type: 'hello', protocol: 99, token: u.token, since: 0 });
    expect(await old.next('resync')).toEqual({ type: 'resync', reason: 'protocol_mismatch' });
    expect(await old.closed).toBe(4400);
  });

  it('refuses a token for another user on an open socket', async () => {
    const u = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const socket = await openSocket(t.app);
    socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: u.token, since: 0 });
    await socket.next('ready');
    socket.send({ type: 'token', token: other.token });
    expect(await socket.next('error')).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await socket.closed).toBe(4401);
  });

  it('accepts a refreshed token for the same user', async () => {
    const u = await createTestUser(t.app);
    const socket = await openSocket(t.app);
    socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: u.token, since: 0 });
    await socket.next('ready');
    const fresh = await signTestToken(t.app, {
      sub: u.id,
      email: u.email,
      name: u.name,
      roles: [],
      expiresIn: '10m',
    });
    socket.send({ type: 'token', token: fresh });
    await call(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: u.headers,
      payload: { title: 'still here', quadrant: 1 },
    });
    expect((await socket.next('changes')).changes.tasks).toHaveLength(1);
    socket.close();
  });
});
