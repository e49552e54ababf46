/**
 * Keycloak's account endpoint (`/realms/<realm>/account`, spec §7 "GET …/account with bearer
 * token"): the signed-in person's account as Keycloak's account API represents it, for clients
 * written against Keycloak (keycloak-js's `loadUserProfile`). Rules:
 * - a bearer access token of ours (access-token.ts) is required; the answer is never cached;
 * - Quadrant keeps one name: it is `firstName`, and `lastName` is empty (a name is never split by
 *   guessing where a first name ends); `emailVerified` is false, as in the tokens;
 * - a browser that opens the address without a token (Keycloak shows its account console there)
 *   is sent to the app's own account settings.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../auth/auth.plugin.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { mountPath } from '../paths.ts';
import { accessTokenChecker, refuseBearer } from './access-token.ts';

/** Keycloak's account endpoint, relative to the issuer. */
export const ACCOUNT_PATH = '/account';

function wantsPage(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

export function accountRoute(app: FastifyInstance, deps: IdentityDeps): void {
  const check = accessTokenChecker(deps);
  app.route({
    method: 'GET',
    url: `${mountPath(deps.config)}${ACCOUNT_PATH}`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const token = bearerToken(request);
      if (!token && wantsPage(request)) return reply.redirect(`${deps.config.publicUrl}/app/profile`, 303);
      if (!token) return refuseBearer(reply, 401, 'invalid_token', 'no access token');
      const result = await check(token);
      if (!result.ok) return refuseBearer(reply, 401, 'invalid_token', result.description);
      const { sub, email, email_verified: emailVerified, name, preferred_username: username } = result.claims;
      return reply
        .header('cache-control', 'no-store')
        .send({ id: sub, username, email, firstName: name, lastName: '', emailVerified });
    },
  });
}
