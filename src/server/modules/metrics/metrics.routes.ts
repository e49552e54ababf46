/**
 * GET /metrics, in Prometheus's text format, for a scraper holding METRICS_TOKEN (as a bearer
 * token, compared in constant time). With no token configured the route does not exist (404) and
 * nothing is measured beyond the modules' own counters. Register before the routes it measures.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { AppError } from '../../http/errors.ts';
import {
  recordConnections,
  recordDatabase,
  recordJobs,
  recordRequests,
  recordRuntime,
} from './metrics-sources.ts';

function digest(value: string): Buffer {
  return crypto.createHash('sha256').update(value).digest();
}

export function metricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.metrics.token;
  if (!token) return;
  const { registry } = ctx.metrics;
  recordRequests(app, registry);
  recordConnections(app, registry);
  recordJobs(ctx.database, registry);
  recordDatabase(ctx.database, registry);
  recordRuntime(registry);
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!crypto.timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHENTICATED', 'Scraping the metrics needs the metrics token.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
