/**
 * Every sign-in event is in the activity log exactly once, about the right person, with the
 * person as the actor, whether it succeeded, the request's address — and no password, reset token
 * or unknown address anywhere in it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { allEntries, entriesOf, expectNoSecret } from '../activity/activity.test-support.ts';
import { findUserByEmail } from '../users/users.repo.ts';
import { signInWithBroker } from './brokers/broker-accounts.ts';
import { hashPassword } from './passwords.ts';
import { completePasswordReset, hashResetToken, newResetToken } from './password-reset/password-reset.ts';
import {
  authorizationRequest,
  browser,
  location,
  newAccount,
  registerAndGetTokens,
  startSignIn,
  type Account,
} from './identity.test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const db = () => t.app.ctx.database.db;
const info = { ip: '192.0.2.44', userAgent: 'auth-activity-test' };

async function registered(account: Account = newAccount()) {
  const { tokens, browser: b } = await registerAndGetTokens(t.app, account);
  const user = await findUserByEmail(db(), account.email);
  if (!user) throw new Error('no account');
  return { account, tokens, b, user };
}

async function attempt(email: string, password: string) {
  const b = browser(t.app);
  const page = await startSignIn(b, authorizationRequest({ prompt: 'login' }));
  return b.post(page, { email, password });
}

const actions = async (userId: string | null) => (await entriesOf(db(), userId)).map((e) => e.action);

describe('sign-up, sign-in and sign-out', () => {
  it('records a registration and its first sign-in, each once, as the person’s own acts', async () => {
    const { account, user } = await registered();
    const entries = await entriesOf(db(), user.id);
    expect(entries.map((e) => [e.action, e.category, e.success])).toEqual([
      ['user.register', 'auth', 1],
      ['user.login', 'auth', 1],
    ]);
    for (const e of entries) {
      expect(e).toMatchObject({ userEmail: account.email, actorId: user.id, actorEmail: account.email });
      expect(e.details).toEqual({ method: 'password' });
      expect(e.ipAddress).toBeTruthy();
    }
    expectNoSecret(await allEntries(db()), account.password);
  });

  it('records a sign-in, and a sign-out ended with the id token', async () => {
    const { account, user, tokens, b } = await registered();
    const ok = await attempt(account.email, account.password);
    expect(ok.statusCode).toBe(303);
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      client_id: 'quadrant-web',
      post_logout_redirect_uri: 'http://localhost:3000/auth/login',
    });
    const out = await b.get(`/realms/quadrant/protocol/openid-connect/logout?${params}`);
    expect(location(out)).toBe('http://localhost:3000/auth/login');
    expect(await actions(user.id)).toEqual(['user.register', 'user.login', 'user.login', 'user.logout']);
    const [logout] = await entriesOf(db(), user.id, 'user.logout');
    expect(logout).toMatchObject({ actorId: user.id, userEmail: account.email, success: 1 });
    expectNoSecret(await allEntries(db()), account.password, tokens.id_token ?? '', tokens.access_token);
  });

  it('records a refused sign-in against the account it names, never the password tried', async () => {
    const { account, user } = await registered();
    const tried = 'not-the-password-41';
    expect((await attempt(account.email, tried)).statusCode).toBe(400);
    const [failed, ...more] = await entriesOf(db(), user.id, 'user.login_failed');
    expect(more).toEqual([]);
    expect(failed).toMatchObject({ success: 0, userEmail: account.email, actorId: user.id });
    expect(failed?.details).toEqual({ method: 'password', reason: 'wrong_password' });
    expectNoSecret(await allEntries(db()), tried, account.password);
  });

  it('records a sign-in at an unknown address without keeping the address in any form', async () => {
    const address = 'nobody-at-all@example.com';
    expect((await attempt(address, 'whatever-1')).statusCode).toBe(400);
    const failed = (await allEntries(db())).filter((e) => e.action === 'user.login_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ userId: null, userEmail: null, actorId: null, success: 0 });
    expect(failed[0]?.details).toEqual({ method: 'password', reason: 'unknown_account' });
    expectNoSecret(await allEntries(db()), address, 'nobody-at-all', 'whatever-1');
  });

  it('records attempts the backoff refused, and a disabled account’s', async () => {
    const { account, user } = await registered();
    for (let i = 0; i < 5; i++) await attempt(account.email, `wrong-${i}`);
    expect((await attempt(account.email, account.password)).statusCode).toBe(429);
    const failed = await entriesOf(db(), user.id, 'user.login_failed');
    expect(failed.map((e) => e.details.reason)).toEqual([...Array(5).fill('wrong_password'), 'throttled']);

    const other = await registered();
    await db().updateTable('users').set({ disabledAt: Date.now() }).where('id', '=', other.user.id).execute();
    await attempt(other.account.email, other.account.password);
    const refused = await entriesOf(db(), other.user.id, 'user.login_failed');
    expect(refused.map((e) => [e.details.reason, e.success])).toEqual([['disabled', 0]]);
  });
});

describe('passwords', () => {
  it('records a reset by mail once, with neither password nor link', async () => {
    const { user } = await registered();
    const token = newResetToken();
    const now = Date.now();
    await db()
      .insertInto('passwordResets')
      .values({
        tokenHash: hashResetToken(token),
        userId: user.id,
        expiresAt: now + 60_000,
        usedAt: null,
        createdAt: now,
      })
      .execute();
    const fresh = 'fresh password 99';
    expect(await completePasswordReset(db(), token, await hashPassword(fresh), info)).toEqual({
      userId: user.id,
    });
    const [reset, ...more] = await entriesOf(db(), user.id, 'user.password_reset');
    expect(more).toEqual([]);
    expect(reset).toMatchObject({
      actorId: user.id,
      userEmail: user.email,
      ipAddress: '192.0.2.44',
      success: 1,
    });
    expectNoSecret(await allEntries(db()), fresh, token, hashResetToken(token));
  });

  it('records a change from settings as user.password_changed, once', async () => {
    const { account, user, tokens } = await registered();
    const fresh = 'brand new password 7';
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/me/password',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: { currentPassword: account.password, newPassword: fresh },
    });
    expect(res.status).toBe(200);
    expect(await actions(user.id)).toEqual(['user.register', 'user.login', 'user.password_changed']);
    const [changed] = await entriesOf(db(), user.id, 'user.password_changed');
    expect(changed).toMatchObject({ category: 'auth', actorId: user.id, userEmail: account.email });
    expectNoSecret(await allEntries(db()), fresh, account.password);
  });
});

describe('social sign-in', () => {
  it('records a sign-up through a provider, then later sign-ins, with the provider as the method', async () => {
    const who = { subject: 'g-123', email: 'grace@example.com', emailVerified: true, name: 'Grace' };
    const first = await signInWithBroker(db(), 'google', who, info);
    const again = await signInWithBroker(db(), 'google', who, info);
    if (!first.ok || !again.ok) throw new Error('refused');
    const entries = await entriesOf(db(), first.userId);
    expect(entries.map((e) => [e.action, e.details.method])).toEqual([
      ['user.register', 'google'],
      ['user.login', 'google'],
      ['user.login', 'google'],
    ]);
    for (const e of entries) expect(e).toMatchObject({ actorId: first.userId, userEmail: who.email });
  });
});
