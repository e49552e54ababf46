/**
 * Failures found by the hardening run (issue #8) around sign-in: client-written X-Forwarded-For
 * entries defeating the per-address limits, no per-account throttle, failed token grants not
 * counted, and the token endpoint answering any Origin with CORS.
 */
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import {
  authorizationRequest,
  browser,
  newAccount,
  OIDC,
  pathOf,
  registerAndGetTokens,
  startSignIn,
  tokenRequest,
  type Browser,
} from './identity.test-support.ts';

let t: TestApp;
afterEach(() => t.close());

function randomAddress(): string {
  return `198.51.100.${crypto.randomInt(1, 254)}`;
}

/** A form POST as it reaches us through our proxy: the client wrote `forged`, the proxy appended `client`. */
function postThroughProxy(
  b: Browser,
  url: string,
  form: Record<string, string>,
  chain: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: {
      host: 'localhost:3000',
      ...b.jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': chain,
    },
    payload: new URLSearchParams(form).toString(),
  });
}

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question',
  message: 'How do I share a board with my team?',
};

describe('forwarded addresses', () => {
  it.each([['1'], ['true'], ['127.0.0.1']])(
    'with TRUST_PROXY=%s the contact limit keys on the address our proxy appended',
    async (trust) => {
      t = await createTestApp({ TRUST_PROXY: trust });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await call(t.app, {
          method: 'POST',
          url: '/api/contact',
          headers: { 'x-forwarded-for': `${randomAddress()}, 203.0.113.7` },
          payload: contact,
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    },
  );

  it('the sign-in limit cannot be dodged by rotating the first X-Forwarded-For entry', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_SIGNIN_PER_MINUTE: '3' });
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `nobody-${i}@example.com`;
      const res = await postThroughProxy(
        b,
        page,
        { email, password: 'wrong-password' },
        `${randomAddress()}, 203.0.113.8`,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('per-account sign-in throttling', () => {
  it('slows one account down after repeated wrong passwords from many addresses, with a clear message', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());
    for (let i = 0; i < 5; i++) {
      const res = await postThroughProxy(
        b,
        page,
        { email: account.email, password: 'not it at all' },
        randomAddress(),
      );
      expect(res.statusCode).toBe(400);
    }
    const right = await postThroughProxy(
      b,
      page,
      { email: account.email, password: account.password },
      randomAddress(),
    );
    expect(right.statusCode).toBe(429);
    expect(right.body).toMatch(/Too many failed sign-ins for this account\. Please wait \d+ seconds/);
    // Another account is not slowed down by it.
    const other = newAccount();
    await registerAndGetTokens(t.app, other);
    const b2 = browser(t.app);
    const page2 = await startSignIn(b2, authorizationRequest());
    const ok = await postThroughProxy(
      b2,
      page2,
      { email: other.email, password: other.password },
      randomAddress(),
    );
    expect(ok.statusCode).toBe(303);
  });

  it('counts failed token grants: an address that keeps failing is told to slow down', async () => {
    t = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: `forged-${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('token endpoint CORS', () => {
  it('answers only the configured client origin', async () => {
    t = await createTestApp();
    const evil = await t.app.inject({
      method: 'POST',
      url: `${OIDC}/token`,
      headers: {
        host: 'localhost:3000',
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=refresh_token&refresh_token=x&client_id=quadrant-web',
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `${OIDC}/token`,
      headers: {
        host: 'localhost:3000',
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const ours = await t.app.inject({
      method: 'OPTIONS',
      url: `${OIDC}/token`,
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
      },
    });
    expect(ours.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});

describe('NUL characters in a sign-up name', () => {
  it('are refused with a 400 and create no account, on either database', async () => {
    t = await createTestApp();
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());
    const account = newAccount({ name: 'Ada\u0000Lovelace' });
    const res = await b.post(`${page}/register`, { ...account });
    expect(res.statusCode).toBe(400);
    const row = await t.app.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
