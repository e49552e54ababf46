import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** `/healthz`: the process answers. `/readyz`: and its database does too (503 otherwise). */
export function healthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: HealthSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: HealthSchema, 503: HealthSchema } }, logLevel: 'warn' },
    async (_req, reply) => {
      const ok = await database.ping();
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
    },
  );
}
