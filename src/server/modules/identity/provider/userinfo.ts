/**
 * The UserInfo endpoint at Keycloak's path. oidc-provider's own one only reads opaque access
 * tokens it stored, and ours are JWTs for the API, so Keycloak clients calling UserInfo with their
 * access token would be refused; this one accepts exactly those tokens. Rules: the token must be
 * one of our access tokens (our key, our issuer, the API audience, type `at+jwt` — an ID token
 * is not accepted); the answer is the account as it is now, never cached.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { issuerUrl } from '../../../config.ts';
import { bearerToken } from '../../auth/auth.plugin.ts';
import { findAccountClaims } from '../accounts.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { apiResource, KEYCLOAK_ROUTES, mountPath } from '../paths.ts';

function refuse(reply: FastifyReply, status: 400 | 401, error: string, description: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header(
      'www-authenticate',
      `Bearer realm="quadrant", error="${error}", error_description="${description}"`,
    )
    .send({ error, error_description: description });
}

function formToken(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('access_token' in body)) return null;
  return typeof body.access_token === 'string' ? body.access_token : null;
}

export function userinfoRoute(app: FastifyInstance, deps: IdentityDeps): void {
  const { config, db, keys } = deps;
  const jwks = createLocalJWKSet(keys.publicJwks);
  const verifyOptions = {
    issuer: issuerUrl(config),
    audience: apiResource(config),
    typ: 'at+jwt',
    algorithms: ['RS256'],
  };

  app.route({
    method: ['GET', 'POST'],
    url: `${mountPath(config)}${KEYCLOAK_ROUTES.userinfo}`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const header = bearerToken(request);
      const form = request.method === 'POST' ? formToken(request) : null;
      if (header && form) return refuse(reply, 400, 'invalid_request', 'access token given twice');
      const token = header ?? form;
      if (!token) return refuse(reply, 401, 'invalid_token', 'no access token');
      let sub: string | undefined;
      try {
        ({
          payload: { sub },
        } = await jwtVerify(token, jwks, verifyOptions));
      } catch {
        return refuse(reply, 401, 'invalid_token', 'invalid access token');
      }
      const claims = sub ? await findAccountClaims(db, sub, config.oidc.adminEmails) : undefined;
      if (!claims) return refuse(reply, 401, 'invalid_token', 'unknown account');
      const { realm_access: _roles, ...standard } = claims;
      return reply.header('cache-control', 'no-store').send(standard);
    },
  });
}
