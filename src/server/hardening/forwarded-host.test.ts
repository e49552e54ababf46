/**
 * Issue 29, finding 4: with TRUST_PROXY set, `X-Forwarded-Host: evil.test` put every endpoint of
 * the identity provider's discovery document under `https://evil.test/…` (the issuer stayed), with
 * no Cache-Control, so a shared cache could serve the poisoned copy to everyone. Every public URL
 * is now built from PUBLIC_URL: the discovery document, the provider's redirects (the sign-in's
 * way back, sign-out) and its pages, whatever Host or X-Forwarded-* the request carries.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import {
  authorizationRequest,
  CookieJar,
  newAccount,
  OIDC,
  pathOf,
  registerAndGetTokens,
} from '../modules/identity/identity.test-support.ts';

const PUBLIC = 'https://tasks.example.com';
const HOSTILE = { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'http', host: 'evil.test:8080' };

let t: TestApp;
afterEach(() => t.close());

/** Every string in a JSON document that looks like a URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z]+:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

function inject(method: 'GET' | 'POST', url: string, jar: CookieJar, form?: Record<string, string>) {
  return t.app
    .inject({
      method,
      url: pathOf(url),
      headers: {
        ...HOSTILE,
        ...jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    })
    .then((res) => {
      jar.store(res);
      return res;
    });
}

function locationOf(res: LightMyRequestResponse): string {
  const value = res.headers.location;
  if (typeof value !== 'string') throw new Error(`expected a redirect, got ${res.statusCode}`);
  return value;
}

describe.each([['1'], ['false']])('with TRUST_PROXY=%s and a hostile Host and X-Forwarded-Host', (trust) => {
  it('the discovery document names PUBLIC_URL only, and says how long it may be cached', async () => {
    t = await createTestApp({ PUBLIC_URL: PUBLIC, TRUST_PROXY: trust });
    const res = await t.app.inject({
      method: 'GET',
      url: '/realms/quadrant/.well-known/openid-configuration',
      headers: HOSTILE,
    });
    expect(res.statusCode).toBe(200);
    const urls = urlsIn(res.json());
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.filter((u) => !u.startsWith(`${PUBLIC}/realms/quadrant`))).toEqual([]);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('the signing keys say how long they may be cached', async () => {
    t = await createTestApp({ PUBLIC_URL: PUBLIC, TRUST_PROXY: trust });
    const res = await t.app.inject({ method: 'GET', url: `${OIDC}/certs`, headers: HOSTILE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('no redirect of a sign-up, sign-in or sign-out names the hostile host', async () => {
    t = await createTestApp({ PUBLIC_URL: PUBLIC, TRUST_PROXY: trust });
    const jar = new CookieJar();
    const hops: string[] = [];
    const req = authorizationRequest({ redirect_uri: `${PUBLIC}/callback` });
    const start = await inject('GET', req.url, jar);
    hops.push(locationOf(start));
    let res = await inject('POST', `${locationOf(start)}/register`, jar, { ...newAccount() });
    // Back through the provider to the client's redirect URI.
    for (let i = 0; i < 5 && !locationOf(res).startsWith(`${PUBLIC}/callback`); i++) {
      hops.push(locationOf(res));
      res = await inject('GET', locationOf(res), jar);
    }
    hops.push(locationOf(res));
    const signedOut = await inject('GET', `${OIDC}/logout`, new CookieJar());
    hops.push(locationOf(signedOut));
    expect(hops.filter((h) => h.includes('evil.test') || h.startsWith('http://'))).toEqual([]);
    expect(hops.at(-2)).toMatch(new RegExp(`^${PUBLIC}/callback\\?`));
  });
});

describe('the provider and the forwarded headers it now trusts', () => {
  it('records a sign-out under the address our proxy appended, not the client-written one', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const { tokens, browser: b } = await registerAndGetTokens(t.app, newAccount());
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      client_id: 'quadrant-web',
      post_logout_redirect_uri: 'http://localhost:3000/auth/login',
    });
    const res = await b.get(`${OIDC}/logout?${params}`, { 'x-forwarded-for': '10.9.9.9, 203.0.113.50' });
    expect(res.statusCode).toBe(303);
    const logged = async () =>
      t.app.ctx.database.db
        .selectFrom('activityLog')
        .select('ipAddress')
        .where('action', '=', 'user.logout')
        .execute();
    // The record is written after the answer (it never delays the sign-out): wait for it.
    let rows = await logged();
    for (let i = 0; i < 100 && rows.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = await logged();
    }
    expect(rows).toEqual([{ ipAddress: '203.0.113.50' }]);
  });
});
