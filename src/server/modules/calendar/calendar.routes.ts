/**
 * Calendar feed routes. Managing the feed needs the bearer token, like every /api route; the
 * `.ics` file is public, registered outside the authenticated scope, because calendar apps fetch
 * it with no credentials: the secret in its URL is the credential (see calendar.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import {
  CalendarFeedFileParamsSchema,
  createCalendarFeed,
  downloadCalendarFeed,
  getCalendarFeed,
  revokeCalendarFeed,
} from '../../../shared/contracts/calendar.ts';
import { route } from '../../http/route.ts';
import { userWrite } from '../sync/write.ts';
import * as calendar from './calendar.service.ts';

export function calendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.database.db, bus: ctx.bus };
  route(app, getCalendarFeed, ({ user }) => calendar.feedStatus(deps.db, user.id));
  route(app, createCalendarFeed, ({ user, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => calendar.createFeed(w, ctx.config.publicUrl)),
  );
  route(app, revokeCalendarFeed, ({ user, mutationId }) =>
    userWrite(deps, user.id, mutationId, calendar.revokeFeed),
  );
}

/**
 * GET /api/calendar/feed/{token}.ics — no bearer token. A 256-bit secret cannot be guessed, so the
 * per-address limit is only against floods, and generous: a calendar service (Google, Microsoft)
 * fetches many people's feeds from few addresses.
 */
export function calendarFileRoute(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: downloadCalendarFeed.method,
    url: downloadCalendarFeed.path,
    exposeHeadRoute: false,
    schema: {
      summary: downloadCalendarFeed.summary,
      tags: [downloadCalendarFeed.tag],
      params: CalendarFeedFileParamsSchema,
    },
    config: { rateLimit: { max: 300, timeWindow: '1 minute', keyGenerator: (request) => request.ip } },
    handler: async (request, reply) => {
      const body = await calendar.renderFeed(ctx.database.db, ctx.config.publicUrl, request.params.file);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="quadrant.ics"')
        .send(body);
    },
  });
}
