import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  authorizationRequest,
  browser,
  exchangeCode,
  followToCallback,
  newAccount,
  pathOf,
  registerAndGetTokens,
  startSignIn,
  tokenRequest,
  type Account,
  type Browser,
} from '../identity.test-support.ts';
import { requestReset, resetForm, tokenOf, waitForMail } from './password-reset.test-support.ts';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.close();
});

const NEW_PASSWORD = 'a much better passphrase';

/** Asks for a link as `account` and returns it as mailed. */
async function mailedLink(b: Browser, account: Account, extra: Record<string, string> = {}): Promise<string> {
  const before = (await t.app.ctx.database.db.selectFrom('passwordResets').select('tokenHash').execute())
    .length;
  await requestReset(b, account.email, extra);
  const mails = await waitForMail(t.config.dataDir, before + 1);
  return mails[before]?.link ?? '';
}

/** Signs in through the real authorization flow; returns the sign-in POST's answer. */
async function signIn(account: Account, password: string) {
  const b = browser(t.app);
  const req = authorizationRequest({ prompt: 'login' });
  const page = await startSignIn(b, req);
  const res = await b.post(page, { email: account.email, password });
  return { b, req, res };
}

describe('resetting the password with the mailed link', () => {
  it('replaces the password, ends every session and refresh token, and logs it', async () => {
    const account = newAccount();
    const { tokens, browser: signedIn } = await registerAndGetTokens(t.app, account);
    const bystander = await registerAndGetTokens(t.app, newAccount());
    const link = await mailedLink(browser(t.app), account);

    const b = browser(t.app);
    const form = await b.get(pathOf(link));
    expect(form.statusCode).toBe(200);
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(form.body).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(form.body).toContain(`For the account ${account.email}.`);
    expect(form.body).toMatch(/id="password"[^>]*autoComplete="new-password"/);
    expect(form.body).toMatch(/id="password-confirm"[^>]*autoComplete="new-password"/);
    expect(form.body).toContain('<label for="password">New password</label>');
    expect(form.body).toContain('<label for="password-confirm">Confirm new password</label>');
    expect(form.body).not.toContain('<script');
    const { action, fields } = resetForm(form.body);

    const mismatch = await b.post(action, { ...fields, password: NEW_PASSWORD, 'password-confirm': 'other' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('role="alert"');
    expect(mismatch.body).toContain('The two passwords do not match.');
    expect(mismatch.body).not.toContain(NEW_PASSWORD);
    const short = await b.post(action, { ...fields, password: 'short', 'password-confirm': 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Use between 8 and 200 characters for your password.');

    const done = await b.post(action, {
      ...fields,
      password: NEW_PASSWORD,
      'password-confirm': NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed');
    expect(done.body).toContain('href="http://localhost:3000/auth/login"');

    const refreshed = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    const untouched = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: bystander.tokens.refresh_token ?? '',
    });
    expect(untouched.statusCode).toBe(200);
    // The old browser session is gone too: a new authorization asks for the password again.
    const again = await signedIn.get(await startSignIn(signedIn, authorizationRequest()));
    expect(again.body).toContain('Sign in to Quadrant');

    const old = await signIn(account, account.password);
    expect(old.res.statusCode).toBe(400);
    expect(old.res.body).toContain('Invalid email or password.');
    const fresh = await signIn(account, NEW_PASSWORD);
    const code = await followToCallback(fresh.b, fresh.res, fresh.req.state);
    const newTokens = await exchangeCode(t.app, code, fresh.req.verifier);
    expect((await t.app.ctx.auth.verify(newTokens.access_token)).email).toBe(account.email);

    const log = await t.app.ctx.database.db
      .selectFrom('activityLog')
      .select(['action', 'category'])
      .where('action', '=', 'user.password_reset')
      .execute();
    expect(log).toEqual([{ action: 'user.password_reset', category: 'auth' }]);
  });

  it('works once', async () => {
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const b = browser(t.app);
    const link = await mailedLink(b, account);
    const { action, fields } = resetForm((await b.get(pathOf(link))).body);
    const form = { ...fields, password: NEW_PASSWORD, 'password-confirm': NEW_PASSWORD };
    expect((await b.post(action, form)).statusCode).toBe(200);

    const second = await b.post(action, {
      ...form,
      password: 'yet another one',
      'password-confirm': 'yet another one',
    });
    expect(second.statusCode).toBe(400);
    expect(second.body).toContain('This link can&#x27;t be used');
    expect(second.body).toContain('>Request a new link</a>');
    const reopened = await b.get(pathOf(link));
    expect(reopened.statusCode).toBe(400);
    expect(reopened.body).toContain('Password reset links work once, for 1 hour.');
    expect((await signIn(account, NEW_PASSWORD)).res.statusCode).toBe(303);
  });

  it('expires after the hour', async () => {
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const b = browser(t.app);
    const link = await mailedLink(b, account);
    const { action, fields } = resetForm((await b.get(pathOf(link))).body);
    await t.app.ctx.database.db
      .updateTable('passwordResets')
      .set({ expiresAt: Date.now() - 1000 })
      .execute();

    expect((await b.get(pathOf(link))).statusCode).toBe(400);
    const res = await b.post(action, { ...fields, password: NEW_PASSWORD, 'password-confirm': NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This link can&#x27;t be used');
    expect((await signIn(account, account.password)).res.statusCode).toBe(303);
  });

  it('refuses unknown and malformed tokens', async () => {
    const b = browser(t.app);
    const link = `/realms/quadrant/login-actions/reset-password?token=${'A'.repeat(43)}`;
    expect((await b.get(link)).statusCode).toBe(400);
    expect((await b.get('/realms/quadrant/login-actions/reset-password?token=%3Cx%3E')).body).toContain(
      'This link can&#x27;t be used',
    );
    expect((await b.get('/realms/quadrant/login-actions/reset-password')).statusCode).toBe(400);
  });

  it('leads back into the pending sign-in, which then accepts the new password', async () => {
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const b = browser(t.app);
    const req = authorizationRequest();
    const page = await startSignIn(b, req);
    const uid = page.split('/').pop() ?? '';
    const link = await mailedLink(b, account, { uid });
    expect(tokenOf(link)).not.toBe('');
    expect(new URL(link).searchParams.get('uid')).toBe(uid);

    const { action, fields } = resetForm((await b.get(pathOf(link))).body);
    const done = await b.post(action, {
      ...fields,
      password: NEW_PASSWORD,
      'password-confirm': NEW_PASSWORD,
    });
    const back = /<a class="button primary" href="([^"]+)">Sign in<\/a>/.exec(done.body)?.[1] ?? '';
    expect(back).toBe(`${page}?screen=sign-in`);

    expect((await b.get(back.replace(/&amp;/g, '&'))).body).toContain('Sign in to Quadrant');
    const res = await b.post(page, { email: account.email, password: NEW_PASSWORD });
    const code = await followToCallback(b, res, req.state);
    expect((await exchangeCode(t.app, code, req.verifier)).access_token).not.toBe('');
  });
});
