/**
 * A personal token on the API: its scope, its revocation and expiry, its owner's data only, never
 * the admin API nor a session-only route, and the person's own write budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';
import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import { openSocket } from '../../test/socket.ts';
import { deleteAccount, disableAccount } from '../users/account-lifecycle.ts';
import { createTestToken } from './api-tokens.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '30' });
});
afterAll(() => t.close());

const boards = (headers: { authorization: string }) =>
  call<unknown[]>(t.app, { method: 'GET', url: '/api/boards', headers });

describe('a personal token on the API', () => {
  it('reads with a read token and is refused a write with 403 INSUFFICIENT_SCOPE', async () => {
    const u = await createTestUser(t.app);
    const token = await createTestToken(t.app, u, { scope: 'read' });
    expect((await boards(token.headers)).status).toBe(200);
    for (const req of [
      { method: 'POST', url: '/api/boards', payload: { name: 'Nope' } },
      { method: 'POST', url: '/api/tasks', payload: { title: 'Nope', quadrant: 1 } },
      { method: 'POST', url: '/api/capture/parse', payload: { text: 'x', language: 'en', timeZone: 'UTC' } },
    ] as const) {
      const res = await call(t.app, { ...req, headers: token.headers });
      expect(res.status, req.url).toBe(403);
      expect(res.body).toMatchObject({ error: { code: 'INSUFFICIENT_SCOPE' } });
    }
    expect((await boards(u.headers)).body).toEqual([]);
  });

  it('writes with a read-and-write token, as the person', async () => {
    const u = await createTestUser(t.app);
    const token = await createTestToken(t.app, u, { scope: 'read_write' });
    const made = await call<{ id: string }>(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: token.headers,
      payload: { title: 'From a script', quadrant: 1 },
    });
    expect(made.status).toBe(201);
    const seen = await call<{ title: string }>(t.app, {
      method: 'GET',
      url: `/api/tasks/${made.body.id}`,
      headers: u.headers,
    });
    expect(seen.body.title).toBe('From a script');
  });

  it('is refused from the request after its revocation (401)', async () => {
    const u = await createTestUser(t.app);
    const token = await createTestToken(t.app, u);
    expect((await boards(token.headers)).status).toBe(200);
    await call(t.app, { method: 'DELETE', url: `/api/tokens/${token.id}`, headers: u.headers });
    const refused = await boards(token.headers);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('is refused once expired, and when malformed or unknown', async () => {
    const u = await createTestUser(t.app);
    const token = await createTestToken(t.app, u, {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await boards(token.headers)).status).toBe(200);
    await t.app.ctx.database.db
      .updateTable('apiTokens')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', token.id)
      .execute();
    const expired = await boards(token.headers);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: expect.stringContaining('expired') },
    });
    for (const secret of ['qdt_', 'qdt_short', `qdt_${'A'.repeat(43)}`, `${token.secret}x`])
      expect((await boards({ authorization: `Bearer ${secret}` })).status, secret).toBe(401);
  });

  it('reaches nothing of another person', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const task = await call<{ id: string }>(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: owner.headers,
      payload: { title: 'Owner only', quadrant: 1 },
    });
    const token = await createTestToken(t.app, other);
    for (const req of [
      { method: 'GET', url: `/api/tasks/${task.body.id}` },
      { method: 'PATCH', url: `/api/tasks/${task.body.id}`, payload: { title: 'Taken' } },
      { method: 'DELETE', url: `/api/tasks/${task.body.id}` },
    ] as const)
      expect((await call(t.app, { ...req, headers: token.headers })).status, req.method).toBe(404);
    const list = await call(t.app, { method: 'GET', url: '/api/tasks', headers: token.headers });
    expect(JSON.stringify(list.body)).not.toContain('Owner only');
  });

  it("never carries an admin's role: the admin API is 403 SESSION_REQUIRED", async () => {
    const admin = await createTestUser(t.app, { roles: ['admin'] });
    const token = await createTestToken(t.app, admin);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/stats', headers: admin.headers })).status,
    ).toBe(200);
    for (const url of ['/api/admin/stats', '/api/admin/users', '/api/admin/activity/export?format=csv']) {
      const res = await call(t.app, { method: 'GET', url, headers: token.headers });
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ error: { code: 'SESSION_REQUIRED' } });
    }
  });

  it('is refused every session-only route: the sign-in changes, deletion, token management, payments', async () => {
    const u = await createTestUser(t.app);
    const token = await createTestToken(t.app, u);
    for (const req of [
      { method: 'GET', url: '/api/tokens' },
      { method: 'POST', url: '/api/tokens', payload: { name: 'Another', scope: 'read_write' } },
      { method: 'DELETE', url: `/api/tokens/${token.id}` },
      { method: 'DELETE', url: '/api/me', payload: { confirmation: u.email } },
      {
        method: 'POST',
        url: '/api/me/password',
        payload: { currentPassword: 'x', newPassword: 'y'.repeat(12) },
      },
      { method: 'POST', url: '/api/me/email', payload: { email: 'new@example.com', currentPassword: 'x' } },
      { method: 'POST', url: '/api/subscription/checkout', payload: { interval: 'monthly' } },
      { method: 'POST', url: '/api/calendar/feed' },
    ] as const) {
      const res = await call(t.app, { ...req, headers: token.headers });
      expect(res.status, `${req.method} ${req.url}`).toBe(403);
      expect(res.body).toMatchObject({ error: { code: 'SESSION_REQUIRED' } });
    }
    // Nothing of it happened: the token is still there, and still works.
    expect((await boards(token.headers)).status).toBe(200);
  });

  it('dies with the account, and is refused while the account is disabled', async () => {
    const u = await createTestUser(t.app);
    const v = await createTestUser(t.app);
    const token = await createTestToken(t.app, u);
    const other = await createTestToken(t.app, v);
    const deps = { db: t.app.ctx.database.db, bus: t.app.ctx.bus };
    await disableAccount(deps, v.id);
    expect((await boards(other.headers)).status).toBe(401);
    await deleteAccount(deps, u.id);
    expect((await boards(token.headers)).status).toBe(401);
    const left = await deps.db.selectFrom('apiTokens').select('id').where('userId', '=', u.id).execute();
    expect(left).toEqual([]);
  });

  it("spends the person's one write budget", async () => {
    const u = await createTestUser(t.app);
    const token = await createTestToken(t.app, u);
    const write = (headers: { authorization: string }, i: number) =>
      t.app.inject({ method: 'POST', url: '/api/tasks', headers, payload: { title: `T${i}`, quadrant: 1 } });
    // 30 a minute between the session and the token (making the token was one): whichever spends
    // the last one, the next waits.
    const statuses: number[] = [];
    for (let i = 0; i < 29; i++)
      statuses.push((await write(i % 2 ? token.headers : u.headers, i)).statusCode);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const over = await write(token.headers, 31);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('cannot open the sync socket (session tokens only)', async () => {
    const u = await createTestUser(t.app);
    const token = await createTestToken(t.app, u);
    const socket = await openSocket(t.app);
    socket.send({ type: 'hello', token: token.secret, since: 0, protocol: SYNC_PROTOCOL_VERSION });
    expect(await socket.closed).toBe(4401);
    expect(socket.messages).toEqual([
      { type: 'error', code: 'UNAUTHENTICATED', message: expect.stringContaining('signed-in session') },
    ]);
  });
});
