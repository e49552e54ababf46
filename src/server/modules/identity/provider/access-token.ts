/**
 * The bearer access tokens the provider's own resource endpoints accept (UserInfo and the account
 * endpoint at Keycloak's paths). oidc-provider's UserInfo only reads opaque tokens it stored, and
 * ours are JWTs for the API. Rules: the token must be one of our access tokens (our key, our
 * issuer, the API audience, type `at+jwt` — an ID token is not accepted) for an account that
 * exists and is not disabled; the answers are never cached.
 */
import type { FastifyReply } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { issuerUrl } from '../../../config.ts';
import { findAccountClaims, type AccountClaims } from '../accounts.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { apiResource } from '../paths.ts';

/** An RFC 6750 refusal, as Keycloak's resource endpoints answer. */
export function refuseBearer(
  reply: FastifyReply,
  status: 400 | 401,
  error: string,
  description: string,
): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header(
      'www-authenticate',
      `Bearer realm="quadrant", error="${error}", error_description="${description}"`,
    )
    .send({ error, error_description: description });
}

export type AccessTokenCheck =
  | { ok: true; claims: AccountClaims }
  | { ok: false; description: 'invalid access token' | 'unknown account' };

/** Checks a bearer access token and finds its account as it is now. */
export function accessTokenChecker(deps: IdentityDeps): (token: string) => Promise<AccessTokenCheck> {
  const { config, db, keys } = deps;
  const jwks = createLocalJWKSet(keys.publicJwks);
  const verifyOptions = {
    issuer: issuerUrl(config),
    audience: apiResource(config),
    typ: 'at+jwt',
    algorithms: ['RS256'],
  };
  return async (token) => {
    let sub: string | undefined;
    try {
      ({
        payload: { sub },
      } = await jwtVerify(token, jwks, verifyOptions));
    } catch {
      return { ok: false, description: 'invalid access token' };
    }
    const claims = sub ? await findAccountClaims(db, sub, config.oidc.adminEmails) : undefined;
    return claims ? { ok: true, claims } : { ok: false, description: 'unknown account' };
  };
}
