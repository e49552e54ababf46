/**
 * What a personal API token may call (docs/api.md, docs/security.md). Rules, checked for every
 * request a token authenticates, before any route or admin policy runs:
 * - a session-only route (marked `sessionOnly` in its contract) and the whole admin API: never
 *   with a token (403 SESSION_REQUIRED), whatever the token's scope or the account's role;
 * - a `read` token: GET (and HEAD) only; anything else is 403 INSUFFICIENT_SCOPE;
 * - a `read_write` token: every other route, as the person would.
 * A route registered by `route()` carries its contract's access in its config; any other route in
 * the authenticated scope is judged by its method and path.
 */
import type { FastifyRequest } from 'fastify';
import { tokenAccessOf, type TokenAccess } from '../../../shared/contracts/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthUser } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a personal API token needs to call this route (set by `route()` from its contract). */
    tokenAccess?: TokenAccess;
  }
}

export function requiredTokenAccess(request: FastifyRequest): TokenAccess {
  return (
    request.routeOptions.config.tokenAccess ??
    tokenAccessOf({ method: request.method, path: request.routeOptions.url ?? request.url })
  );
}

/** Throws unless the request's personal token (if it has one) may call its route. */
export function assertTokenMayCall(request: FastifyRequest, user: AuthUser): void {
  if (!user.apiToken) return;
  const need = requiredTokenAccess(request);
  if (need === 'session')
    throw new AppError(
      'SESSION_REQUIRED',
      'A personal API token cannot do this: sign in to Quadrant and do it there.',
    );
  if (need === 'read_write' && user.apiToken.scope !== 'read_write')
    throw new AppError(
      'INSUFFICIENT_SCOPE',
      'This API token can only read. Create a token with read and write access to make changes.',
    );
}
