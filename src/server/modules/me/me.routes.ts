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
import { userWrite } from '../sync/write.ts';
import * as me from './me.service.ts';

export function meRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const identity = { externalIssuer: ctx.config.oidc.externalIssuer };
  const deps: account.AccountDeps = { db, bus: ctx.bus, backoff: ctx.signInBackoff, identity };
  const billing = billingDeps(ctx);
  const rateLimit = { rateLimit: { max: ctx.config.rateLimits.signInPerMinute, timeWindow: '1 minute' } };

  route(app, getMe, ({ user }) => me.getMe(db, user, identity));
  // Settings and sign-in changes answer the account as it is after them, read in the same write,
  // so that what a replayed Idempotency-Key gives back is what the first send answered.
  route(app, updateMe, ({ user, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, async (w) => {
      await me.updateMe(w.trx, user.id, body, identity);
      return me.getMe(w.trx, user, identity);
    }),
  );
  route(
    app,
    changeEmail,
    ({ user, body, request, mutationId }) => {
      const info = { ip: request.ip, userAgent: request.headers['user-agent'] };
      return account.changeEmail(deps, user.id, body, info, mutationId, (w) =>
        me.getMe(w.trx, user, identity),
      );
    },
    rateLimit,
  );
  route(
    app,
    changePassword,
    ({ user, body, request, mutationId }) => {
      const info = { ip: request.ip, userAgent: request.headers['user-agent'] };
      return account.changePassword(deps, user.id, body, info, mutationId);
    },
    rateLimit,
  );
  route(
    app,
    deleteMe,
    async ({ user, body, request }) => {
      // A deleted account is never charged again: its subscription ends first (or nothing is deleted).
      const cause = selfCause(request);
      await account.deleteOwnAccount(deps, user.id, body, cause.origin, () =>
        endSubscriptionForDeletion(billing, user.id, cause),
      );
      return { ok: true as const };
    },
    rateLimit,
  );
}
