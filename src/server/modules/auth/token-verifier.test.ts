import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuerUrl } from '../../config.ts';
import { apiResource } from '../identity/paths.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';

describe('access-token verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function sign(
    claims: JWTPayload,
    header: { typ?: string } = { typ: 'at+jwt' },
    audience = apiResource(t.config),
  ) {
    const jwk = t.app.ctx.keys?.signing[0];
    if (!jwk) throw new Error('embedded keys expected');
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', ...header })
      .setIssuer(issuerUrl(t.config))
      .setAudience(audience)
      .setSubject('user-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(jwk, 'RS256'));
  }

  const status = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/api/boards', headers: { authorization: `Bearer ${token}` } }))
      .status;

  it('accepts an access token from our provider', async () => {
    const u = await createTestUser(t.app);
    expect(await status(u.token)).toBe(200);
  });

  it('refuses an ID token (no at+jwt type) even when signed by our key', async () => {
    expect(await status(await sign({ email: 'x@y.z' }, {}))).toBe(401);
    expect(await status(await sign({ email: 'x@y.z', typ: 'ID' }))).toBe(401);
  });

  it('refuses a token for another audience, issuer or key', async () => {
    expect(await status(await sign({}, { typ: 'at+jwt' }, 'https://elsewhere.example/api'))).toBe(401);
    const other = await createTestApp();
    const foreign = await createTestUser(other.app);
    expect(await status(foreign.token)).toBe(401);
    await other.close();
  });

  it('refuses an expired token with a message that says so', async () => {
    const u = await createTestUser(t.app, { expiresIn: '-1m' });
    const res = await call<{ error: { code: string; message: string } }>(t.app, {
      method: 'GET',
      url: '/api/boards',
      headers: u.headers,
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: expect.stringMatching(/sign in again/i),
    });
  });
});
