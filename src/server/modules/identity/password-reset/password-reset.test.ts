import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redactUrl } from '../../../http/log-redaction.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  authorizationRequest,
  browser,
  newAccount,
  pathOf,
  registerAndGetTokens,
  startSignIn,
} from '../identity.test-support.ts';
import {
  outboxCount,
  RESET_CREDENTIALS,
  RESET_PASSWORD,
  requestReset,
  tokenOf,
  waitForMail,
} from './password-reset.test-support.ts';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.close();
});

function resetRows(): Promise<Array<{ tokenHash: string; userId: string; usedAt: number | null }>> {
  return t.app.ctx.database.db
    .selectFrom('passwordResets')
    .select(['tokenHash', 'userId', 'usedAt'])
    .orderBy('createdAt')
    .execute();
}

describe('the way to the reset page', () => {
  it('is a "Forgot password?" link on the sign-in page, in its language, back to the same sign-in', async () => {
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest({ ui_locales: 'de' }));
    const uid = page.split('/').pop() ?? '';
    const signIn = await b.get(page);
    const href = /<a href="([^"]+)">Passwort vergessen\?<\/a>/.exec(signIn.body)?.[1] ?? '';
    expect(href).toBe(`${RESET_CREDENTIALS}?kc_locale=de&amp;uid=${uid}`);

    const form = await b.get(href.replace(/&amp;/g, '&'));
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.body).toContain('<html lang="de"');
    expect(form.body).toContain('<h1>Passwort zurücksetzen</h1>');
    expect(form.body).toContain('<label for="email">E-Mail</label>');
    expect(form.body).toMatch(/id="email"[^>]*autoComplete="email"/);
    expect(form.body).toContain(`<input type="hidden" name="uid" value="${uid}"/>`);
    expect(form.body).toContain(`href="${page}?screen=sign-in">Zurück zur Anmeldung</a>`);
    expect(form.body).not.toContain('<script');
  });

  it('works without a pending sign-in, in the browser language, leading back to the app', async () => {
    const res = await browser(t.app).get(RESET_CREDENTIALS, { 'accept-language': 'ja' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ja"');
    expect(res.body).toContain('パスワードをリセット');
    expect(res.body).toContain('href="http://localhost:3000/auth/login"');
  });
});

describe('asking for a link', () => {
  it('mails a one-time link to an existing account and stores only its hash', async () => {
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const res = await requestReset(browser(t.app), account.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `If an account exists for ${account.email}, we&#x27;ve sent a link to reset its password. The link works for 1 hour.`,
    );

    const [mail] = await waitForMail(t.config.dataDir, 1);
    expect(mail?.to).toBe(`"${account.name}" <${account.email}>`);
    expect(mail?.subject).toBe('Reset your Quadrant password');
    expect(mail?.text).toContain(`Hello ${account.name},`);
    const link = new URL(mail?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`http://localhost:3000${RESET_PASSWORD}`);
    const token = tokenOf(link.href);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await resetRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(token);
    // The request log records URLs through redactUrl: the token never reaches it.
    expect(redactUrl(pathOf(link.href))).not.toContain(token);
  });

  it('answers an unknown address with the same page, and sends nothing', async () => {
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const b = browser(t.app);
    const unknown = await requestReset(b, 'nobody@example.com');
    expect(await resetRows()).toHaveLength(0);
    expect(outboxCount(t.config.dataDir)).toBe(0);

    const known = await requestReset(b, account.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body.replace('nobody@example.com', account.email)).toBe(known.body);
    const mails = await waitForMail(t.config.dataDir, 1);
    expect(mails.map((m) => m.to)).toEqual([`"${account.name}" <${account.email}>`]);
  });

  it('explains an invalid address and keeps what was typed, escaped', async () => {
    const res = await requestReset(browser(t.app), '"><script>alert(1)</script>');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Enter a valid e-mail address');
    expect(res.body).toMatch(/id="email"[^>]*aria-invalid="true"/);
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.body).not.toContain('<script');
  });

  it('writes the mail and the page in the language of the page', async () => {
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const res = await requestReset(browser(t.app), account.email, { kc_locale: 'fr' });
    expect(res.body).toContain('<html lang="fr"');
    expect(res.body).toContain(`Si un compte existe pour ${account.email}`);
    const [mail] = await waitForMail(t.config.dataDir, 1);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Quadrant');
    expect(mail?.text).toContain(`Bonjour ${account.name},`);
    expect(new URL(mail?.link ?? '').searchParams.get('kc_locale')).toBe('fr');

    const form = await browser(t.app).get(pathOf(mail?.link ?? ''));
    expect(form.body).toContain('<html lang="fr"');
    expect(form.body).toContain('Choisissez un nouveau mot de passe');
  });

  it('voids the older unused link when a new one is asked for', async () => {
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const b = browser(t.app);
    await requestReset(b, account.email);
    await waitForMail(t.config.dataDir, 1);
    await requestReset(b, account.email);
    const [first, second] = await waitForMail(t.config.dataDir, 2);

    const old = await b.get(pathOf(first?.link ?? ''));
    expect(old.statusCode).toBe(400);
    expect(old.body).toContain('This link can&#x27;t be used');
    const fresh = await b.get(pathOf(second?.link ?? ''));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('Choose a new password');
  });

  it('sends at most five links per account per hour, without saying so', async () => {
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const b = browser(t.app);
    const pages: string[] = [];
    for (let i = 0; i < 6; i++) pages.push((await requestReset(b, account.email)).body);
    expect(new Set(pages).size).toBe(1);
    expect(await resetRows()).toHaveLength(5);
    await waitForMail(t.config.dataDir, 5);
    expect(outboxCount(t.config.dataDir)).toBe(5);
  });
});

describe('rate limit', () => {
  it('limits requests per address like sign-in, with an HTML page', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGNIN_PER_MINUTE: '3' });
    try {
      const b = browser(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await requestReset(b, `x${i}@example.com`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await b.post(RESET_PASSWORD, { token: 'x'.repeat(43), password: 'whatever1' });
      expect(res.statusCode).toBe(400);
      const page = await requestReset(b, 'y@example.com');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Too many attempts');
    } finally {
      await limited.close();
    }
  });
});
