/**
 * Metrics read from the rest of the process when `/metrics` is on: HTTP requests by route pattern
 * (never the raw URL: no ids, tokens or addresses in a label) and status, open HTTP connections,
 * jobs by kind and state (one grouped count of the jobs table per scrape), the database (the
 * PostgreSQL pool's connections; on SQLite the size of each group-commit batch) and the runtime's
 * default collectors (event loop lag, memory, CPU, GC).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Gauge, Histogram, type Registry } from 'prom-client';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';
import { observeCommittedBatches } from '../../db/group-commit.ts';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every answer, timed: labelled by the route's pattern (`/api/tasks/:id`), never its URL. */
export function recordRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'quadrant_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long they took.',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

export function recordConnections(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'quadrant_http_open_connections',
    help: 'TCP connections open to this process (WebSockets included).',
    registers: [registry],
    async collect() {
      const open = await new Promise<number>((resolve) =>
        app.server.getConnections((err, count) => resolve(err ? 0 : count)),
      );
      this.set(open);
    },
  });
}

const JobCountsSchema = z.array(z.object({ kind: z.string(), state: z.string(), n: z.coerce.number() }));

/**
 * `due`: waiting for a runner; `scheduled`: for its time; `running`: under a lease; `retrying`:
 * waiting out a backoff after a failed attempt; `failed`: gave up.
 */
export function recordJobs(database: DatabaseHandle, registry: Registry): void {
  new Gauge({
    name: 'quadrant_jobs',
    help: 'Jobs in the database by kind and state (due, scheduled, running, retrying, failed).',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      const now = Date.now();
      const { rows } = await sql`
        select kind, case
          when status = 'failed' then 'failed'
          when lease_token is not null and available_at > ${now} then 'running'
          when available_at <= ${now} then 'due'
          when attempts > 0 then 'retrying'
          else 'scheduled' end as state, count(*) as n
        from jobs group by 1, 2`.execute(database.db);
      this.reset();
      for (const r of JobCountsSchema.parse(rows)) this.set({ kind: r.kind, state: r.state }, r.n);
    },
  });
}

export function recordDatabase(database: DatabaseHandle, registry: Registry): void {
  if (database.kind === 'postgres') {
    new Gauge({
      name: 'quadrant_db_pool_connections',
      help: "The PostgreSQL pool's connections: total, idle, and queries waiting for one.",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    return;
  }
  const batches = new Histogram({
    name: 'quadrant_sqlite_write_batch_size',
    help: 'Writes committed together by one SQLite group commit (ADR 0034).',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [registry],
  });
  observeCommittedBatches(database.db, (size) => batches.observe(size));
}

export function recordRuntime(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
}
