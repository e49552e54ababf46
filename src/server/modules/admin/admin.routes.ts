/**
 * The admin API (contracts in shared/contracts/admin.ts), registered in a scope of its own inside
 * the authenticated API, guarded once by admin.policy.ts for every route in it. Handlers:
 * validate (the contract) → authorize (the scope's policy) → service → present.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import {
  endAdminUserSessions,
  exportAdminActivity,
  getAdminStats,
  getAdminUser,
  listAdminActivity,
  listAdminSubscriptions,
  listAdminUsers,
  modifyAdminUserSubscription,
  type AdminActivityExportQuerySchema,
} from '../../../shared/contracts/admin.ts';
import type { z } from 'zod';
import { route, routeSecurity } from '../../http/route.ts';
import { currentUser } from '../auth/auth.plugin.ts';
import { requestOrigin } from '../activity/request-origin.ts';
import { billingDeps } from '../billing/billing.routes.ts';
import { exportActivity, listActivity, type Viewer } from './admin-activity.service.ts';
import { listPeople, listSubscriptions, personDetail } from './admin-people.service.ts';
import { endSessions } from './admin-sessions.service.ts';
import { changeSubscription } from './admin-subscription.service.ts';
import { adminStats } from './admin-stats.ts';
import { requireAdmin } from './admin.policy.ts';
import type { FastifyRequest } from 'fastify';

function viewer(request: FastifyRequest): Viewer {
  const user = currentUser(request);
  return { admin: { id: user.id, email: user.email }, origin: requestOrigin(request) };
}

function exportRoute(scope: FastifyInstance, ctx: AppContext): void {
  const e = exportAdminActivity;
  scope.route({
    method: e.method,
    url: e.path,
    schema: { summary: e.summary, tags: [e.tag], ...routeSecurity(e), querystring: e.query },
    handler: async (request, reply) => {
      // Validated by the contract's schema (the zod validator compiler) before the handler runs.
      const query = request.query as z.output<typeof AdminActivityExportQuerySchema>;
      const file = await exportActivity(ctx.database.db, query, viewer(request));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}

export async function adminRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const adminEmails = ctx.config.oidc.adminEmails;
  await api.register(async (scope) => {
    requireAdmin(scope);
    route(scope, getAdminStats, () => adminStats(db));
    route(scope, listAdminUsers, ({ query }) => listPeople(db, query, adminEmails));
    route(scope, getAdminUser, ({ params }) => personDetail(db, params.userId, adminEmails));
    // An Idempotency-Key is kept by route() under the admin's account (a replay does nothing).
    route(scope, modifyAdminUserSubscription, async ({ params, body, request }) => {
      await changeSubscription(billingDeps(ctx), viewer(request), params.userId, body);
      return personDetail(db, params.userId, adminEmails);
    });
    route(scope, endAdminUserSessions, async ({ params, body, request }) => {
      const deps = { db, bus: ctx.bus, externalIssuer: ctx.config.oidc.externalIssuer };
      await endSessions(deps, viewer(request), params.userId, body);
      return personDetail(db, params.userId, adminEmails);
    });
    route(scope, listAdminSubscriptions, ({ query }) => listSubscriptions(db, query));
    route(scope, listAdminActivity, ({ query, request }) => listActivity(db, query, viewer(request)));
    exportRoute(scope, ctx);
  });
}
