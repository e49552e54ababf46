/**
 * The UserInfo endpoint at Keycloak's path. oidc-provider's own one only reads opaque access
 * tokens it stored, and ours are JWTs for the API, so Keycloak clients calling UserInfo with their
 * access token would be refused; this one accepts exactly those tokens (access-token.ts), in the
 * Authorization header or, on POST, the form. The answer is the account as it is now.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../auth/auth.plugin.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { KEYCLOAK_ROUTES, mountPath } from '../paths.ts';
import { accessTokenChecker, refuseBearer } from './access-token.ts';

function formToken(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('access_token' in body)) return null;
  return typeof body.access_token === 'string' ? body.access_token : null;
}

export function userinfoRoute(app: FastifyInstance, deps: IdentityDeps): void {
  const check = accessTokenChecker(deps);
  app.route({
    method: ['GET', 'POST'],
    url: `${mountPath(deps.config)}${KEYCLOAK_ROUTES.userinfo}`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const header = bearerToken(request);
      const form = request.method === 'POST' ? formToken(request) : null;
      if (header && form) return refuseBearer(reply, 400, 'invalid_request', 'access token given twice');
      const token = header ?? form;
      if (!token) return refuseBearer(reply, 401, 'invalid_token', 'no access token');
      const result = await check(token);
      if (!result.ok) return refuseBearer(reply, 401, 'invalid_token', result.description);
      const { realm_access: _roles, ...standard } = result.claims;
      return reply.header('cache-control', 'no-store').send(standard);
    },
  });
}
