/**
 * Guards the provider's token and revocation endpoints. Rules:
 * - CORS only for the configured client's origins (its redirect URIs' origins): a preflight or a
 *   request from any other Origin gets no CORS headers and a 403;
 * - failed grants count: per client address (the one our trusted proxies report, never the
 *   client-written X-Forwarded-For entries) and, when the failed code or refresh token names an
 *   account, against that account's sign-in backoff too; while an address must wait, its grants
 *   are answered 429 `slow_down` without being tried.
 */
import type { IncomingMessage } from 'node:http';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { findUserById } from '../../users/users.repo.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { accountKey } from '../interaction-form.ts';
import { KEYCLOAK_ROUTES } from '../paths.ts';

/** The address Fastify derived for a raw request (trusted hops only); set by identity.plugin. */
export const clientAddresses = new WeakMap<IncomingMessage, string>();

export function allowedOrigins(deps: IdentityDeps): Set<string> {
  return new Set([new URL(deps.config.publicUrl).origin]);
}

function failedAccountId(ctx: KoaContextWithOIDC): string | undefined {
  const { AuthorizationCode, RefreshToken } = ctx.oidc.entities;
  return AuthorizationCode?.accountId ?? RefreshToken?.accountId;
}

async function countFailure(deps: IdentityDeps, ctx: KoaContextWithOIDC, address: string): Promise<void> {
  deps.signInBackoff.fail(`grant-address:${address}`);
  const accountId = failedAccountId(ctx);
  const user = accountId ? await findUserById(deps.db, accountId) : undefined;
  if (user) deps.signInBackoff.fail(accountKey(user.email));
}

export function createTokenGuard(
  deps: IdentityDeps,
): (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void> {
  // The provider is mounted under the issuer's path, so it sees paths relative to it.
  const guarded = new Set<string>([KEYCLOAK_ROUTES.token, KEYCLOAK_ROUTES.revocation]);
  const origins = allowedOrigins(deps);
  return async (ctx, next) => {
    if (!guarded.has(ctx.path)) return next();
    const origin = ctx.get('origin');
    if (origin && !origins.has(origin)) {
      ctx.status = 403;
      ctx.body = { error: 'invalid_request', error_description: 'This origin may not use this endpoint.' };
      return;
    }
    const address = clientAddresses.get(ctx.req) ?? ctx.req.socket.remoteAddress ?? 'unknown';
    const waitMs = deps.signInBackoff.waitMs(`grant-address:${address}`);
    if (ctx.method === 'POST' && waitMs > 0) {
      ctx.status = 429;
      ctx.set('retry-after', String(Math.ceil(waitMs / 1000)));
      ctx.body = {
        error: 'slow_down',
        error_description: 'Too many failed requests. Please wait and retry.',
      };
      return;
    }
    await next();
    if (ctx.method === 'POST' && ctx.path === KEYCLOAK_ROUTES.token && ctx.status >= 400)
      await countFailure(deps, ctx, address);
  };
}
