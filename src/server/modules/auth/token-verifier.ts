/**
 * Verifies bearer access tokens: RS256/ES256 JWTs from our issuer, checked against its JWKS (the
 * embedded provider's keys in-process, or an external issuer's published keys). Claims follow
 * Keycloak's shape, so either issuer works: sub, email, name, preferred_username, realm_access.
 */
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey, type JWK } from 'jose';
import { z } from 'zod';
import type { ApiTokenScope } from '../../../shared/contracts/api-tokens.ts';

const ClaimsSchema = z.object({
  sub: z.string().min(1),
  exp: z.number(),
  email: z.string().optional(),
  name: z.string().optional(),
  preferred_username: z.string().optional(),
  realm_access: z.object({ roles: z.array(z.string()) }).optional(),
  /** Keycloak marks its tokens: `Bearer` for access tokens, `ID` for ID tokens. */
  typ: z.string().optional(),
});

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** When the token stops being valid (epoch ms). */
  expiresAt: number;
  /**
   * Set when a personal API token (not a session) authenticated the request: its id and scope.
   * Such a request is never an admin's, whatever the account (auth.plugin.ts).
   */
  apiToken?: { id: string; scope: ApiTokenScope };
}

export type VerifyAccessToken = (token: string) => Promise<AuthUser>;

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

export interface VerifierOptions {
  issuer: string;
  audience?: string | undefined;
  /** Required JOSE `typ` header (RFC 9068 access tokens: `at+jwt`). */
  accessTokenType?: string | undefined;
  /** Local keys (embedded provider); else the issuer's JWKS is discovered. */
  jwks?: { keys: JWK[] } | undefined;
  adminEmails: string[];
}

async function discoverJwks(issuer: string): Promise<JWTVerifyGetKey> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!res.ok) throw new InvalidTokenError(`issuer discovery failed with ${res.status}`);
  const meta = z.object({ jwks_uri: z.url() }).parse(await res.json());
  return createRemoteJWKSet(new URL(meta.jwks_uri));
}

/** Verified tokens, remembered until they expire, so a request costs no signature check. Bounded. */
const VERIFIED_CACHE_SIZE = 5_000;

export function createAccessTokenVerifier(opts: VerifierOptions): VerifyAccessToken {
  const verified = new Map<string, AuthUser>();
  const verify = createUncachedVerifier(opts);
  return async (token) => {
    const hit = verified.get(token);
    if (hit && hit.expiresAt > Date.now()) return hit;
    if (hit) verified.delete(token);
    const user = await verify(token);
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
    verified.set(token, user);
    return user;
  };
}

function createUncachedVerifier(opts: VerifierOptions): VerifyAccessToken {
  let keySet: Promise<JWTVerifyGetKey> | undefined = opts.jwks
    ? Promise.resolve(createLocalJWKSet(opts.jwks))
    : undefined;
  return async (token) => {
    keySet ??= discoverJwks(opts.issuer).catch((err: unknown) => {
      keySet = undefined;
      throw err;
    });
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, await keySet, {
        issuer: opts.issuer,
        audience: opts.audience,
        typ: opts.accessTokenType,
        algorithms: ['RS256', 'ES256', 'PS256'],
      }));
    } catch (err) {
      throw new InvalidTokenError(err instanceof Error ? err.message : 'invalid token');
    }
    const claims = ClaimsSchema.safeParse(payload);
    if (!claims.success) throw new InvalidTokenError('token lacks the claims Quadrant needs');
    const c = claims.data;
    if (c.typ !== undefined && c.typ !== 'Bearer') throw new InvalidTokenError('not an access token');
    const email = (c.email ?? '').toLowerCase();
    const roles = c.realm_access?.roles ?? [];
    return {
      id: c.sub,
      email,
      name: c.name ?? c.preferred_username ?? email,
      isAdmin: roles.includes('admin') || (email !== '' && opts.adminEmails.includes(email)),
      expiresAt: c.exp * 1000,
    };
  };
}
