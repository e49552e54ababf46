/**
 * Issue 12's proof for the account's own settings: e-mail and password changes need the current
 * password (and keep e-mails unique); deleting the account needs the e-mail typed out and the
 * password, then the account signs in nowhere — not with its old password, not with its tokens —
 * and its data is erased 90 days later, not before (clock injected).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/contracts/me.ts';
import { createJobRunner } from '../../jobs/app-jobs.ts';
import { schedule } from '../../jobs/jobs.repo.ts';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { createBlobStore } from '../attachments/create-blob-store.ts';
import { storedBlobs, taskFor, upload } from '../attachments/attachments.test-support.ts';
import { allEntries } from '../activity/activity.test-support.ts';
import { exportOf } from '../data-export/data-export.test-support.ts';
import {
  authorizationRequest,
  browser,
  newAccount,
  registerAndGetTokens,
  startSignIn,
  tokenRequest,
  type Account,
} from '../identity/identity.test-support.ts';
import { findUserById } from '../users/users.repo.ts';
import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import { openSocket } from '../../test/socket.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await t.app.ctx.jobs.stop();
});
afterEach(() => t.close());

type ErrorBody = { error: { code: string; details?: { field?: string } } };

async function signedUp(account: Account = newAccount()) {
  const { tokens } = await registerAndGetTokens(t.app, account);
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const me = await call<Me>(t.app, { method: 'GET', url: '/api/me', headers });
  return { account, headers, id: me.body.id, refresh: tokens.refresh_token ?? '' };
}

/** Whether the sign-in page lets this e-mail and password in. */
async function signsIn(email: string, password: string): Promise<boolean> {
  const b = browser(t.app);
  const page = await startSignIn(b, authorizationRequest());
  const res = await b.post(page, { email, password });
  return res.statusCode === 303;
}

describe('profile settings', () => {
  it('saves name, theme and AI opt-out, and says how the account signs in', async () => {
    const u = await signedUp();
    const res = await call<Me>(t.app, {
      method: 'PATCH',
      url: '/api/me',
      headers: u.headers,
      payload: { name: '  Grace  ', theme: 'dark', aiOptOut: true },
    });
    expect(res.body).toMatchObject({
      name: 'Grace',
      theme: 'dark',
      aiOptOut: true,
      signIn: { managedBy: 'quadrant', issuer: null, methods: ['password'] },
    });
    // A linked social account is listed with the password; providers not linked are not.
    await t.app.ctx.database.db
      .insertInto('userIdentities')
      .values({ provider: 'google', subject: 'g-1', userId: u.id, email: null, createdAt: 0, lastUsedAt: 0 })
      .execute();
    const linked = await call<Me>(t.app, { method: 'GET', url: '/api/me', headers: u.headers });
    expect(linked.body.signIn.methods).toEqual(['password', 'google']);
    const blank = await call<ErrorBody>(t.app, {
      method: 'PATCH',
      url: '/api/me',
      headers: u.headers,
      payload: { name: ' ' },
    });
    expect(blank.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('changes the e-mail only with the current password, and keeps e-mails unique', async () => {
    const u = await signedUp();
    const other = await signedUp();
    const post = (payload: object) =>
      call<Me & ErrorBody>(t.app, { method: 'POST', url: '/api/me/email', headers: u.headers, payload });
    const wrong = await post({ email: 'new@example.com', currentPassword: 'not it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details?.field).toBe('currentPassword');
    const taken = await post({
      email: other.account.email.toUpperCase(),
      currentPassword: u.account.password,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details?.field).toBe('email');
    const ok = await post({ email: 'New@Example.com', currentPassword: u.account.password });
    expect(ok.body.email).toBe('new@example.com');
    expect(await signsIn('new@example.com', u.account.password)).toBe(true);
    expect(await signsIn(u.account.email, u.account.password)).toBe(false);
    // Recorded once (the refused attempts changed nothing), under the address it had, with no address in its details.
    const changed = (await allEntries(t.app.ctx.database.db)).filter(
      (e) => e.action === 'user.email_changed',
    );
    expect(changed.map((e) => [e.userId, e.userEmail, e.actorId, e.category, e.details])).toEqual([
      [u.id, u.account.email.toLowerCase(), u.id, 'auth', {}],
    ]);
    expect(changed[0]?.ipAddress).toBeTruthy();
  });

  it('changes the password: the old one stops working, and so do the refresh tokens', async () => {
    const u = await signedUp();
    const post = (payload: object) =>
      call<ErrorBody>(t.app, { method: 'POST', url: '/api/me/password', headers: u.headers, payload });
    expect((await post({ currentPassword: 'nope', newPassword: 'another good one' })).status).toBe(400);
    expect((await post({ currentPassword: u.account.password, newPassword: 'short' })).status).toBe(400);
    expect(
      (await post({ currentPassword: u.account.password, newPassword: 'another good one' })).status,
    ).toBe(200);
    expect(await signsIn(u.account.email, u.account.password)).toBe(false);
    expect(await signsIn(u.account.email, 'another good one')).toBe(true);
    const refresh = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: u.refresh });
    expect(refresh.statusCode).toBe(400);
  });

  it('signs every open device out at once when the password changes, and no other account', async () => {
    const u = await signedUp();
    const other = await signedUp();
    const device = async (headers: { authorization: string }) => {
      const socket = await openSocket(t.app);
      socket.send({
        type: 'hello',
        protocol: SYNC_PROTOCOL_VERSION,
        token: headers.authorization.slice('Bearer '.length),
        since: 0,
      });
      await socket.next('ready');
      return socket;
    };
    const [phone, laptop, stranger] = [
      await device(u.headers),
      await device(u.headers),
      await device(other.headers),
    ];
    const changed = await call(t.app, {
      method: 'POST',
      url: '/api/me/password',
      headers: u.headers,
      payload: { currentPassword: u.account.password, newPassword: 'another good one' },
    });
    expect(changed.status).toBe(200);
    for (const socket of [phone, laptop]) {
      expect(await socket.next('signed-out')).toEqual({ type: 'signed-out', reason: 'password-changed' });
      expect(await socket.closed).toBe(4401);
    }
    expect(stranger.messages.some((m) => m.type === 'signed-out')).toBe(false);
    stranger.close();
  });

  it('slows down repeated wrong passwords', async () => {
    const u = await signedUp();
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call<ErrorBody>(t.app, {
        method: 'POST',
        url: '/api/me/password',
        headers: u.headers,
        payload: { currentPassword: `wrong ${i}`, newPassword: 'another good one' },
      });
      codes.push(res.body.error.code);
    }
    expect(codes).toContain('RATE_LIMITED');
  });
});

describe('deleting the account', () => {
  it('needs the e-mail typed out and the password', async () => {
    const u = await signedUp();
    const del = (payload: object) =>
      call<ErrorBody>(t.app, { method: 'DELETE', url: '/api/me', headers: u.headers, payload });
    const typo = await del({ confirmation: 'someone@else.com', currentPassword: u.account.password });
    expect(typo.body.error.details?.field).toBe('confirmation');
    const noPassword = await del({ confirmation: u.account.email });
    expect(noPassword.body.error.details?.field).toBe('currentPassword');
    expect((await findUserById(t.app.ctx.database.db, u.id))?.deletedAt).toBeNull();
  });

  it('signs in nowhere afterwards, and is erased with its files 90 days later', async () => {
    const u = await signedUp();
    const task = await taskFor(t.app, { ...u, email: u.account.email, name: '', token: '' });
    await upload(t.app, { ...u, email: u.account.email, name: '', token: '' }, task.id, {
      name: 'a.txt',
      bytes: 'x',
    });
    await exportOf(t, { ...u, email: u.account.email, name: '', token: '' });
    expect(storedBlobs(t.app)).toHaveLength(2);

    const res = await call(t.app, {
      method: 'DELETE',
      url: '/api/me',
      headers: u.headers,
      payload: { confirmation: ` ${u.account.email.toUpperCase()} `, currentPassword: u.account.password },
    });
    expect(res.status).toBe(200);
    // The old password, the access token and the refresh token: all refused.
    expect(await signsIn(u.account.email, u.account.password)).toBe(false);
    expect((await call(t.app, { method: 'GET', url: '/api/me', headers: u.headers })).status).toBe(401);
    const refresh = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: u.refresh });
    expect(refresh.statusCode).toBe(400);

    const deletedAt = Number((await findUserById(t.app.ctx.database.db, u.id))?.deletedAt);
    const purgeAt = async (now: number) => {
      const { config, database, mailer } = t.app.ctx;
      const store = createBlobStore(config.attachments);
      const runner = createJobRunner(
        { config, db: database.db, store, mailer, bus: t.app.ctx.bus, log: t.app.log },
        { now: () => now, recurring: {} },
      );
      await schedule(database.db, { kind: 'accounts.purge-deleted', runAt: now, payload: {} }, now);
      await runner.drain();
      store.close();
    };
    await purgeAt(deletedAt + 89 * DAY);
    expect(await findUserById(t.app.ctx.database.db, u.id)).toBeDefined();
    await purgeAt(deletedAt + 90 * DAY);
    expect(await findUserById(t.app.ctx.database.db, u.id)).toBeUndefined();
    expect(storedBlobs(t.app)).toEqual([]);
    const exports = await t.app.ctx.database.db
      .selectFrom('dataExports')
      .select('id')
      .where('userId', '=', u.id)
      .execute();
    expect(exports).toEqual([]);
  });
});
