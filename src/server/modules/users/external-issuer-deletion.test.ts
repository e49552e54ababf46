/**
 * Issue #8 with an external issuer (Keycloak's role): its users get a row on first sight, but a
 * deleted account's subject never does again, however valid its token, even after a restart.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { deleteAccount } from './account-lifecycle.ts';
import { findUserById } from './users.repo.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A minimal issuer on loopback: discovery and a JWKS, and a signer for its tokens. */
async function fakeIssuer(): Promise<{ url: string; sign: (sub: string) => Promise<string> }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const issuer: FastifyInstance = Fastify();
  let url = '';
  issuer.get('/.well-known/openid-configuration', async () => ({ issuer: url, jwks_uri: `${url}/jwks` }));
  issuer.get('/jwks', async () => ({ keys: [jwk] }));
  await issuer.listen({ host: '127.0.0.1', port: 0 });
  const address = issuer.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  cleanups.push(() => issuer.close());
  const sign = (sub: string) =>
    new SignJWT({ email: `${sub.slice(0, 8)}@example.com`, name: 'Keycloak User', typ: 'Bearer' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(url)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
  return { url, sign };
}

async function start(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  cleanups.push(t.close);
  return t;
}

describe('an external issuer', () => {
  it('provisions a new subject, but never re-creates a deleted one, even after a restart', async () => {
    const issuer = await fakeIssuer();
    const first = await start({ OIDC_ISSUER: issuer.url });
    const sub = crypto.randomUUID();
    const headers = { authorization: `Bearer ${await issuer.sign(sub)}` };
    expect((await call(first.app, { method: 'GET', url: '/api/me', headers })).status).toBe(200);
    expect(await findUserById(first.app.ctx.database.db, sub)).toBeDefined();

    await deleteAccount({ db: first.app.ctx.database.db, bus: first.app.ctx.bus }, sub);
    expect((await call(first.app, { method: 'GET', url: '/api/me', headers })).status).toBe(401);

    const db = first.config.database;
    const second = await start({
      OIDC_ISSUER: issuer.url,
      DATA_DIR: first.config.dataDir,
      DATABASE_URL: db.kind === 'postgres' ? db.url : `sqlite:${db.file}`,
    });
    const write = await call(second.app, {
      method: 'POST',
      url: '/api/boards',
      headers,
      payload: { name: 'Back' },
    });
    expect(write.status).toBe(401);
    // The row waits, marked deleted, for its erasure 90 days on (account-purge.ts); not revived.
    const row = await findUserById(second.app.ctx.database.db, sub);
    expect(row?.deletedAt).toEqual(expect.any(Number));
    expect(row?.disabledAt).toEqual(expect.any(Number));
  });
});
