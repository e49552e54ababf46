/**
 * Tokens the API must refuse, for the authorization matrix: none, garbage, a forged signature,
 * `alg: none`, expired, for another audience, and a deleted account's (a real token otherwise);
 * and personal API tokens that were real: revoked, and expired.
 */
import crypto from 'node:crypto';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { issuerUrl } from '../config.ts';
import { apiResource } from '../modules/identity/paths.ts';
import { createTestToken } from '../modules/api-tokens/api-tokens.test-support.ts';
import { deleteAccount } from '../modules/users/account-lifecycle.ts';
import { createTestUser, signTestToken, type TestApp } from '../test/helpers.ts';

async function signWith(
  t: TestApp,
  key: CryptoKey | Uint8Array,
  kid: string,
  audience: string,
  exp: string,
): Promise<string> {
  return new SignJWT({ email: 'x@example.com', name: 'X', realm_access: { roles: ['admin'] } })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
    .setIssuer(issuerUrl(t.config))
    .setAudience(audience)
    .setSubject(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);
}

/** Each kind of bad token by name (`anonymous` is no token at all). */
export async function badTokens(t: TestApp): Promise<Record<string, string | null>> {
  const jwk = t.app.ctx.keys?.signing[0];
  if (!jwk) throw new Error('the matrix needs the embedded provider');
  const realKey = await importJWK(jwk, 'RS256');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(
    JSON.stringify({
      sub: crypto.randomUUID(),
      iss: issuerUrl(t.config),
      aud: apiResource(t.config),
      exp: 4e9,
    }),
  ).toString('base64url')}.`;
  const gone = await createTestUser(t.app);
  await deleteAccount({ db: t.app.ctx.database.db, bus: t.app.ctx.bus }, gone.id);
  const holder = await createTestUser(t.app);
  const revoked = await createTestToken(t.app, holder);
  await t.app.inject({ method: 'DELETE', url: `/api/tokens/${revoked.id}`, headers: holder.headers });
  const expired = await createTestToken(t.app, holder, {
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  });
  await t.app.ctx.database.db
    .updateTable('apiTokens')
    .set({ expiresAt: Date.now() - 1 })
    .where('id', '=', expired.id)
    .execute();
  return {
    anonymous: null,
    garbage: 'not-a-jwt',
    forged: await signWith(t, privateKey, jwk.kid ?? '', apiResource(t.config), '5m'),
    algNone: none,
    expired: await signTestToken(t.app, {
      sub: gone.id,
      email: gone.email,
      name: 'G',
      roles: [],
      expiresIn: '-5m',
    }),
    wrongAudience: await signWith(t, realKey, jwk.kid ?? '', 'https://elsewhere.example/api', '5m'),
    deletedAccount: gone.token,
    revokedPersonalToken: revoked.secret,
    expiredPersonalToken: expired.secret,
  };
}
