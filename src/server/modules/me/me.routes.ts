/**
 * /api/me: the person's own account. Reads and settings are ordinary routes; the sign-in changes
 * (e-mail, password, deletion) check the current password and carry a tighter per-route limit
 * on top of the shared write budget, as password guesses do on the sign-in page.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { changeEmail, changePassword, deleteMe, getMe, updateMe } from '../../../shared/contracts/me.ts';
import { route } from '../../http/route.ts';
import * as account from './account-settings.ts';
import { billingDeps } from '../billing/billing.routes.ts';
import { selfCause } from '../activity/request-origin.ts';
import { endSubscriptionForDeletion } from '../billing/billing.service.ts';
import * as me from './me.service.ts';

export function meRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const identity = { externalIssuer: ctx.config.oidc.externalIssuer };
  const deps: account.AccountDeps = { db, bus: ctx.bus, backoff: ctx.signInBackoff, identity };
  const billing = billingDeps(ctx);
  const rateLimit = { rateLimit: { max: ctx.config.rateLimits.signInPerMinute, timeWindow: '1 minute' } };

  route(app, getMe, ({ user }) => me.getMe(db, user, identity));
  route(app, updateMe, async ({ user, body }) => {
    await me.updateMe(db, user.id, body, identity);
    return me.getMe(db, user, identity);
  });
  route(
    app,
    changeEmail,
    async ({ user, body }) => {
      await account.changeEmail(deps, user.id, body);
      return me.getMe(db, user, identity);
    },
    rateLimit,
  );
  route(
    app,
    changePassword,
    async ({ user, body, request }) => {
      const info = { ip: request.ip, userAgent: request.headers['user-agent'] };
      await account.changePassword(deps, user.id, body, info);
      return { ok: true as const };
    },
    rateLimit,
  );
  route(
    app,
    deleteMe,
    async ({ user, body, request }) => {
      // A deleted account is never charged again: its subscription ends first (or nothing is deleted).
      await account.deleteOwnAccount(deps, user.id, body, () =>
        endSubscriptionForDeletion(billing, user.id, selfCause(request)),
      );
      return { ok: true as const };
    },
    rateLimit,
  );
}
