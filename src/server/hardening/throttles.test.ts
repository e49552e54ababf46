/**
 * Issue 29, "also" items on throttling: the sign-in lock-out's 429 had no Retry-After, and the
 * capture parser had no rate limit. Every 429 the product sends says when to come back (the
 * per-account sign-in backoff, the write budget, the current-password backoff of the settings,
 * the address limits of the plugin and the token endpoint), and POST /api/capture/parse is limited
 * per user.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CAPTURE_PARSE_PER_MINUTE } from '../modules/capture/capture.routes.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../test/helpers.ts';
import {
  authorizationRequest,
  browser,
  newAccount,
  registerAndGetTokens,
  startSignIn,
  tokenRequest,
} from '../modules/identity/identity.test-support.ts';

let t: TestApp;
afterEach(() => t.close());

/** A 429 that says, in whole seconds, when to try again (RFC 9110 §10.2.3). */
function expectRetryAfter(res: { status?: number; statusCode?: number; headers: Record<string, unknown> }) {
  expect(res.status ?? res.statusCode).toBe(429);
  const value = res.headers['retry-after'];
  expect(value, 'Retry-After').toMatch(/^[1-9]\d*$/);
  return Number(value);
}

describe('Retry-After on every 429', () => {
  it('the per-account sign-in lock-out says the wait its page shows', async () => {
    t = await createTestApp();
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());
    // Five are free, then each waits longer (2 s, 4 s, …): on a slow machine one more may be tried.
    let res: LightMyRequestResponse | undefined;
    for (let i = 0; i < 8 && res?.statusCode !== 429; i++)
      res = await b.post(page, { email: account.email, password: 'not it at all' });
    if (!res) throw new Error('no attempt made');
    const seconds = expectRetryAfter(res);
    expect(res.body).toContain(`Please wait ${seconds} seconds`);
  });

  it('the per-address sign-in limit', async () => {
    t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_MINUTE: '2' });
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await b.post(page, { email: `x${i}@example.com`, password: 'wrong' }));
    expect(answers.slice(0, 2).map((r) => r.statusCode)).toEqual([400, 400]);
    expectRetryAfter(answers[2] ?? answers[0]!);
  });

  it('the token endpoint while an address must wait', async () => {
    t = await createTestApp();
    let res: LightMyRequestResponse | undefined;
    for (let i = 0; i < 7; i++)
      res = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: `forged-${i}` });
    if (!res) throw new Error('no request made');
    expectRetryAfter(res);
  });

  it('the write budget', async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2' });
    const user = await createTestUser(t.app);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 3; i++) {
      last = await call(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: user.headers,
        payload: { title: `Task ${i}`, quadrant: 1 },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const seconds = expectRetryAfter(last ?? { status: 0, headers: {} });
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('the current-password backoff of the account settings', async () => {
    t = await createTestApp();
    const { tokens } = await registerAndGetTokens(t.app, newAccount());
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 8 && last?.status !== 429; i++)
      last = await call(t.app, {
        method: 'POST',
        url: '/api/me/password',
        headers,
        payload: { currentPassword: `wrong password ${i}`, newPassword: 'a brand new passphrase' },
      });
    expectRetryAfter(last ?? { status: 0, headers: {} });
  });

  it('the contact form', async () => {
    t = await createTestApp();
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 6; i++)
      last = await call(t.app, {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question for you.' },
      });
    expectRetryAfter(last ?? { status: 0, headers: {} });
  });
});

describe('the capture parser', () => {
  it(`answers ${CAPTURE_PARSE_PER_MINUTE} parses a minute per person, then 429 with Retry-After`, async () => {
    t = await createTestApp();
    const [user, other] = [await createTestUser(t.app), await createTestUser(t.app)];
    const parse = (headers: Record<string, string>) =>
      call(t.app, {
        method: 'POST',
        url: '/api/capture/parse',
        headers,
        payload: { text: 'call mom tomorrow at 5pm', language: 'en', timeZone: 'Europe/Paris' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < CAPTURE_PARSE_PER_MINUTE; i++) statuses.push((await parse(user.headers)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await parse(user.headers);
    expectRetryAfter(refused);
    expect(refused.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Another person's budget is their own.
    expect((await parse(other.headers)).status).toBe(200);
  });
});
