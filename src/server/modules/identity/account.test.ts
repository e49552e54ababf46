/**
 * Keycloak's account endpoint (spec §7: "GET …/account with bearer token"): the account of the
 * access token's person, Keycloak's representation; no token or a wrong one is refused, and a
 * browser opening the address goes to the app's account settings.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { newAccount, registerAndGetTokens } from './identity.test-support.ts';

const URL = '/realms/quadrant/account';
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('GET …/account', () => {
  it("answers a bearer access token with the person's account", async () => {
    const account = newAccount();
    const { tokens } = await registerAndGetTokens(t.app, account);
    const res = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Record<string, unknown>>();
    expect(body).toEqual({
      id: expect.any(String),
      username: account.email,
      email: account.email,
      firstName: account.name,
      lastName: '',
      emailVerified: false,
    });
    expect(body).not.toHaveProperty('realm_access');
  });

  it('refuses no token, an ID token or a forged one', async () => {
    const { tokens } = await registerAndGetTokens(t.app, newAccount());
    const none = await t.app.inject({ method: 'GET', url: URL, headers: { accept: 'application/json' } });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('invalid_token');
    const idToken = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${tokens.id_token ?? ''}` },
    });
    expect(idToken.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${tokens.access_token}x` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("sends a browser without a token to the app's account settings", async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${t.app.ctx.config.publicUrl}/app/profile`);
  });
});
