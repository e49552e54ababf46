import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import {
  authorizationRequest,
  browser,
  decodeJwt,
  exchangeCode,
  followToCallback,
  location,
  newAccount,
  OIDC,
  ORIGIN,
  REDIRECT_URI,
  registerAndGetTokens,
  startSignIn,
  tokenRequest,
  TokenResponseSchema,
} from './identity.test-support.ts';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@x.io' });
});

afterEach(async () => {
  await t.close();
});

describe('discovery', () => {
  it('publishes Keycloak paths under the realm and S256 only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/realms/quadrant/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Record<string, unknown>>();
    expect(doc.issuer).toBe(`${ORIGIN}/realms/quadrant`);
    expect(doc.authorization_endpoint).toBe(`${ORIGIN}${OIDC}/auth`);
    expect(doc.token_endpoint).toBe(`${ORIGIN}${OIDC}/token`);
    expect(doc.userinfo_endpoint).toBe(`${ORIGIN}${OIDC}/userinfo`);
    expect(doc.end_session_endpoint).toBe(`${ORIGIN}${OIDC}/logout`);
    expect(doc.jwks_uri).toBe(`${ORIGIN}${OIDC}/certs`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.prompt_values_supported).toContain('create');
  });

  it('publishes the public signing key at the certs endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${OIDC}/certs` });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json<{ keys: Array<Record<string, unknown>> }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', kid: t.app.ctx.keys?.signing[0]?.kid });
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('the web flow', () => {
  it('creates an account and returns tokens the API accepts', async () => {
    const account = newAccount({ email: 'Ada.Lovelace@Example.com' });
    const { tokens } = await registerAndGetTokens(t.app, account);

    const user = await t.app.ctx.auth.verify(tokens.access_token);
    expect(user).toMatchObject({ email: 'ada.lovelace@example.com', name: account.name, isAdmin: false });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${ORIGIN}/realms/quadrant`,
      sub: user.id,
      preferred_username: 'ada.lovelace@example.com',
      realm_access: { roles: [] },
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
    expect(tokens.expires_in).toBeLessThanOrEqual(300);

    expect(tokens.id_token).toBeDefined();
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({
      sub: user.id,
      email: 'ada.lovelace@example.com',
      name: account.name,
      aud: 'quadrant-web',
    });
    expect(tokens.refresh_token).toBeDefined();

    const row = await t.app.ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(account.password);
    expect(row.lastLoginAt).not.toBeNull();
    const log = await t.app.ctx.database.db
      .selectFrom('activityLog')
      .selectAll()
      .where('userId', '=', user.id)
      .orderBy('createdAt')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['user.register', 'user.login']);
    expect(log[0]).toMatchObject({ category: 'auth', details: '{"method":"password"}', success: 1 });
    // The person's own acts: they are both whom the entry is about and who acted.
    for (const entry of log) expect(entry).toMatchObject({ userEmail: row.email, actorId: user.id });
  });

  it('signs in with the account just made, and refuses a wrong password without redirecting', async () => {
    const account = newAccount();
    await registerAndGetTokens(t.app, account);

    const b = browser(t.app);
    const req = authorizationRequest({ prompt: 'login', max_age: '0' });
    const page = await startSignIn(b, req);
    const form = await b.get(page);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Sign in to Quadrant');

    const wrong = await b.post(page, { email: account.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers.location).toBeUndefined();
    expect(wrong.body).toContain('Invalid email or password.');
    expect(wrong.body).toContain('role="alert"');

    const unknown = await b.post(page, { email: 'nobody@example.com', password: account.password });
    expect(unknown.body).toContain('Invalid email or password.');

    const ok = await b.post(page, { email: account.email.toUpperCase(), password: account.password });
    const code = await followToCallback(b, ok, req.state);
    const tokens = await exchangeCode(t.app, code, req.verifier);
    expect((await t.app.ctx.auth.verify(tokens.access_token)).email).toBe(account.email);
  });

  it('gives the admin role to ADMIN_EMAILS', async () => {
    const { tokens } = await registerAndGetTokens(t.app, newAccount({ email: 'boss@x.io' }));
    expect(decodeJwt(tokens.access_token).realm_access).toEqual({ roles: ['admin'] });
    expect((await t.app.ctx.auth.verify(tokens.access_token)).isAdmin).toBe(true);
  });

  it('gives the admin role to users whose role is admin', async () => {
    const account = newAccount();
    const { tokens } = await registerAndGetTokens(t.app, account);
    await t.app.ctx.database.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', account.email)
      .execute();
    const refreshed = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(decodeJwt(TokenResponseSchema.parse(refreshed.json()).access_token).realm_access).toEqual({
      roles: ['admin'],
    });
  });
});

describe('offline access', () => {
  it('is granted without a consent screen when the client asks with prompt=consent', async () => {
    const b = browser(t.app);
    const req = authorizationRequest({ prompt: 'consent' });
    const page = await startSignIn(b, req);
    const code = await followToCallback(b, await b.post(`${page}/register`, { ...newAccount() }), req.state);
    const tokens = await exchangeCode(t.app, code, req.verifier);
    expect(tokens.refresh_token).toBeDefined();
    const rows = await t.app.ctx.database.db
      .selectFrom('oidcModels')
      .select('payload')
      .where('kind', '=', 'RefreshToken')
      .execute();
    const stored = z
      .object({ scope: z.string(), expiresWithSession: z.boolean().optional() })
      .parse(JSON.parse(rows[0]?.payload ?? '{}'));
    expect(stored.scope.split(' ')).toContain('offline_access');
    expect(stored.expiresWithSession).toBeFalsy();

    // Signed in already: a second prompt=consent request goes straight back to the client.
    const again = authorizationRequest({ prompt: 'consent' });
    const consentPage = await startSignIn(b, again);
    expect(await followToCallback(b, await b.get(consentPage), again.state)).not.toBe('');
  });
});

describe('userinfo', () => {
  it('answers for an access token, and refuses an ID token or none', async () => {
    const account = newAccount();
    const { tokens } = await registerAndGetTokens(t.app, account);
    const url = `${OIDC}/userinfo`;
    const ok = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      email: account.email,
      name: account.name,
      preferred_username: account.email,
    });
    expect(ok.json()).not.toHaveProperty('realm_access');

    const idToken = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${tokens.id_token ?? ''}` },
    });
    expect(idToken.statusCode).toBe(401);
    expect(idToken.headers['www-authenticate']).toContain('invalid_token');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; reusing a rotated one revokes the grant', async () => {
    const { tokens } = await registerAndGetTokens(t.app, newAccount());
    const first = tokens.refresh_token ?? '';

    const rotated = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: first });
    expect(rotated.statusCode).toBe(200);
    const second = TokenResponseSchema.parse(rotated.json());
    expect(second.refresh_token).toBeDefined();
    expect(second.refresh_token).not.toBe(first);
    await t.app.ctx.auth.verify(second.access_token);

    const reused = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: first });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });

    const afterRevocation = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token ?? '',
    });
    expect(afterRevocation.statusCode).toBe(400);
    expect(afterRevocation.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('authorization requests that are refused', () => {
  it('refuses a request without PKCE', async () => {
    const req = authorizationRequest();
    const url = new URL(req.url, ORIGIN);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const res = await browser(t.app).get(`${url.pathname}${url.search}`);
    const target = new URL(location(res));
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT_URI);
    expect(target.searchParams.get('error')).toBe('invalid_request');
    expect(target.searchParams.get('code')).toBeNull();
  });

  it('refuses plain PKCE', async () => {
    const req = authorizationRequest({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    const res = await browser(t.app).get(req.url);
    const target = new URL(location(res));
    expect(target.searchParams.get('error')).toBe('invalid_request');
    expect(target.searchParams.get('code')).toBeNull();
  });

  it('refuses an unregistered redirect_uri without redirecting to it', async () => {
    const req = authorizationRequest({ redirect_uri: 'https://evil.example/callback' });
    const res = await browser(t.app).get(req.url);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('redirect_uri');
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('refuses a code exchanged with the wrong verifier', async () => {
    const b = browser(t.app);
    const req = authorizationRequest();
    const page = await startSignIn(b, req);
    const code = await followToCallback(b, await b.post(`${page}/register`, { ...newAccount() }), req.state);
    const res = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: 'x'.repeat(64),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
