/**
 * An admin signs a person out of every device: the person's refresh tokens stop working, their
 * open devices are told why and closed, nobody else is touched, and the log keeps the admin, the
 * reason and how many sign-ins ended (`admin.user_modified`). A blank reason changes nothing; an
 * unknown person is "User not found"; with an external identity provider it is refused, saying where.
 */
import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '../../../shared/contracts/admin.ts';
import type { Me } from '../../../shared/contracts/me.ts';
import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import { fakeIssuer } from '../../test/fake-issuer.ts';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { openSocket } from '../../test/socket.ts';
import { allEntries } from '../activity/activity.test-support.ts';
import { newAccount, registerAndGetTokens, tokenRequest } from '../identity/identity.test-support.ts';
import { adminOf, post } from './admin.test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await t.app.ctx.jobs.stop();
});
afterEach(() => t.close());

type ErrorBody = { error: { code: string; message: string; details?: { field?: string } } };

async function signedUp() {
  const account = newAccount();
  const { tokens } = await registerAndGetTokens(t.app, account);
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const me = await call<Me>(t.app, { method: 'GET', url: '/api/me', headers });
  return { account, token: tokens.access_token, id: me.body.id, refresh: tokens.refresh_token ?? '' };
}

async function device(token: string) {
  const socket = await openSocket(t.app);
  socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token, since: 0 });
  await socket.next('ready');
  return socket;
}

const refreshes = async (refresh: string) =>
  (await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: refresh })).statusCode === 200;

const url = (id: string) => `/api/admin/users/${id}/sessions/end`;

describe('an admin ends a person’s sessions', () => {
  it('signs every device of that person out, says why, and records it with the reason', async () => {
    const admin = await adminOf(t);
    const person = await signedUp();
    const other = await signedUp();
    const [phone, stranger] = [await device(person.token), await device(other.token)];
    const res = await post<AdminUserDetail>(t, admin, url(person.id), {
      reason: 'Lost phone, reported by mail',
    });
    expect(res.status).toBe(200);
    expect(res.body.user.userId).toBe(person.id);
    expect(await phone.next('signed-out')).toEqual({ type: 'signed-out', reason: 'sessions-revoked' });
    expect(await phone.closed).toBe(4401);
    expect(await refreshes(person.refresh)).toBe(false);
    // Nobody else is touched.
    expect(await refreshes(other.refresh)).toBe(true);
    expect(stranger.messages.some((m) => m.type === 'signed-out')).toBe(false);
    stranger.close();
    const entries = (await allEntries(t.app.ctx.database.db)).filter(
      (e) => e.action === 'admin.user_modified',
    );
    expect(entries.map((e) => [e.userId, e.actorId, e.actorEmail, e.category, e.details])).toEqual([
      [
        person.id,
        admin.id,
        admin.email,
        'admin',
        { change: 'sessions_ended', sessions: 1, reason: 'Lost phone, reported by mail' },
      ],
    ]);
    // The user detail's activity shows it, with the admin who acted.
    expect(res.body.activity.map((a) => a.action)).toContain('admin.user_modified');
  });

  it('needs a reason, and changes nothing without one', async () => {
    const admin = await adminOf(t);
    const person = await signedUp();
    const blank = await post<ErrorBody>(t, admin, url(person.id), { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain('Please provide a reason for this action');
    expect(await refreshes(person.refresh)).toBe(true);
    const logged = await allEntries(t.app.ctx.database.db);
    expect(logged.filter((e) => e.action === 'admin.user_modified')).toEqual([]);
  });

  it('says "User not found" for an id nobody has', async () => {
    const admin = await adminOf(t);
    const res = await post<ErrorBody>(t, admin, url('00000000-0000-7000-8000-000000000000'), { reason: 'x' });
    expect([res.status, res.body.error.message]).toEqual([404, 'User not found']);
  });
});

describe('with an external identity provider', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('is refused, saying the sessions are the provider’s to end', async () => {
    const issuer = await fakeIssuer(cleanups);
    const [adminSub, personSub] = [crypto.randomUUID(), crypto.randomUUID()];
    // The fake issuer names each subject <first 8 characters>@example.com.
    const external = await createTestApp({
      OIDC_ISSUER: issuer.url,
      ADMIN_EMAILS: `${adminSub.slice(0, 8)}@example.com`,
    });
    cleanups.push(external.close);
    const as = async (sub: string) => ({ authorization: `Bearer ${await issuer.sign(sub)}` });
    const person = await call<Me>(external.app, {
      method: 'GET',
      url: '/api/me',
      headers: await as(personSub),
    });
    const res = await call<ErrorBody>(external.app, {
      method: 'POST',
      url: url(person.body.id),
      headers: await as(adminSub),
      payload: { reason: 'Left the company' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/identity provider/);
  });
});
