/**
 * Who may use the admin API: one rule, declared once for the whole admin subtree (admin.routes.ts
 * registers every admin route inside the scope this hook guards), never per handler. Rules:
 * - "admin" is the verified token's (`AuthUser.isAdmin`: the `admin` realm role, or an address in
 *   ADMIN_EMAILS), checked on every request; nothing the client sends can claim it;
 * - no valid token is 401 (the authentication hook of the enclosing scope runs first), a valid
 *   token without the role is 403 FORBIDDEN.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { currentUser } from '../auth/auth.plugin.ts';

export function assertAdmin(request: FastifyRequest): void {
  if (!currentUser(request).isAdmin)
    throw new AppError('FORBIDDEN', 'You do not have permission to access the admin panel.');
}

/** Guards every route registered in `scope` (and its children). */
export function requireAdmin(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => assertAdmin(request));
}
