/**
 * Is the admin console fast on a large installation (issue 30)? 100,000 people (a fifth with a
 * subscription of every tier, status and provider), their boards and millions of tasks, and
 * 1,000,000 activity log entries, in SQLite and in PostgreSQL (admin-seed.ts; a seeded database
 * is reused when it holds this very installation). Then, through the real app (`app.inject`, an
 * admin's token), ~200 requests each, p50 and p95:
 *   - the dashboard's figures (counted at most once a minute; the count itself is timed apart);
 *   - a page of people with a search (a surname shared by ~440 people, or one person's address);
 *   - pages of subscriptions, following the keys;
 *   - activity pages at depth 10,000 and on (the keys followed there first).
 * Then the plans of the statements behind them, naming any that reads a whole table.
 *   npx node bench/admin.bench.ts [--users 100000] [--entries 1000000] [--requests 200] [--goal-ms 50]
 * Exits with 1 when a p95 is over the goal or a measured request's statement reads a whole table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { listPeople, listSubscriptions } from '../src/server/modules/admin/admin-people.service.ts';
import { countStats } from '../src/server/modules/admin/admin-stats.ts';
import { findEntries } from '../src/server/modules/admin/activity-query.ts';
import { signTestToken } from '../src/server/test/helpers.ts';
import { decidePostgres, DEFAULT_TEST_DATABASE_URL } from '../scripts/test-runner/postgres.ts';
import { SURNAMES } from './admin-seed-rows.ts';
import { seededDatabase } from './admin-seed.ts';
import { printPlans, recorder } from './admin-plans.ts';
import { percentile } from './api-load.ts';

interface Result {
  name: string;
  samples: number[];
}

const Page = z.object({
  lastEvaluatedKey: z.string().nullable().optional(),
  nextCursor: z.string().nullable().optional(),
});

async function timed(
  app: FastifyInstance,
  token: string,
  url: string,
): Promise<{ ms: number; body: z.infer<typeof Page> }> {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  return { ms, body: Page.parse(res.json()) };
}

async function appOn(databaseUrl: string): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-admin-bench-app-'));
  // As deployed: NODE_ENV=production (responses serialized without re-validating the contract).
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    DATABASE_URL: databaseUrl,
  });
  const app = await buildApp(config);
  await app.ready();
  // Nothing but the requests measured: no retention purge or maintenance under the timings.
  await app.ctx.jobs.stop();
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, close };
}

async function run(app: FastifyInstance, token: string, requests: number, people: { email: string }[]) {
  const results: Result[] = [];
  const measure = async (
    name: string,
    next: (i: number) => string,
    follow?: (b: z.infer<typeof Page>) => void,
  ) => {
    for (let i = 0; i < 20; i++) await timed(app, token, next(i));
    const samples: number[] = [];
    for (let i = 0; i < requests; i++) {
      const { ms, body } = await timed(app, token, next(i));
      samples.push(ms);
      follow?.(body);
    }
    results.push({ name, samples });
  };
  await measure('stats (the dashboard)', () => '/api/admin/stats');
  const search = (i: number) => {
    if (i % 2 === 0) return SURNAMES[(i * 7) % SURNAMES.length] ?? 'kalo';
    return people[(i * 7919) % people.length]?.email.split('@')[0] ?? 'anna';
  };
  await measure(
    'a users page with a search',
    (i) => `/api/admin/users?search=${encodeURIComponent(search(i))}`,
  );
  let cursor: string | null = null;
  await measure(
    'a subscriptions page (keys followed)',
    () => `/api/admin/subscriptions${cursor ? `?cursor=${cursor}` : ''}`,
    (b) => (cursor = b.nextCursor ?? null),
  );
  let key: string | null = null;
  for (let depth = 0; depth < 10_000; depth += 50)
    key =
      (await timed(app, token, `/api/admin/activity?limit=50${key ? `&lastEvaluatedKey=${key}` : ''}`)).body
        .lastEvaluatedKey ?? null;
  const deep = key;
  await measure(
    'an activity page at depth 10,000+',
    () => `/api/admin/activity?limit=50&lastEvaluatedKey=${key}`,
    (b) => (key = b.lastEvaluatedKey ?? deep),
  );
  let authKey: string | null = deep;
  await measure(
    '… of sign-ins only (category=auth)',
    () => `/api/admin/activity?limit=50&category=auth&lastEvaluatedKey=${authKey}`,
    (b) => (authKey = b.lastEvaluatedKey ?? deep),
  );
  return { results, deep: deep ?? '' };
}

async function plans(databaseUrl: string, deep: string, term: string): Promise<number> {
  const r = recorder(databaseUrl);
  let scans = 0;
  try {
    await listPeople(r.db, { search: term, limit: 50 }, []);
    scans += await printPlans(databaseUrl, 'users page, search', r.take());
    await listPeople(r.db, { limit: 50 }, []);
    await listPeople(r.db, { tier: 'enterprise', limit: 50 }, []);
    await listPeople(r.db, { status: 'active', limit: 50 }, []);
    scans += await printPlans(databaseUrl, 'users page, no search / a tier / a common status', r.take());
    await listSubscriptions(r.db, { limit: 100 });
    scans += await printPlans(databaseUrl, 'subscriptions page', r.take());
    await findEntries(r.db, { timeRange: 'all' }, deep, 51);
    await findEntries(r.db, { timeRange: 'all', category: 'auth' }, deep, 51);
    scans += await printPlans(databaseUrl, 'activity page at depth', r.take());
    const t0 = performance.now();
    await countStats(r.db);
    console.log(
      `  the figures' count itself (once a minute at most): ${(performance.now() - t0).toFixed(0)} ms`,
    );
    await printPlans(databaseUrl, 'figures (counted once a minute, not per request)', r.take());
  } finally {
    await r.close();
  }
  return scans;
}

async function bench(
  kind: 'sqlite' | 'postgres',
  o: { users: number; entries: number; requests: number; goal: number },
  pgUrl: string,
) {
  const t0 = performance.now();
  const seeded = await seededDatabase(kind, o, pgUrl);
  if (!seeded.reused) console.log(`${kind}: seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const { app, close } = await appOn(seeded.databaseUrl);
  try {
    const db = app.ctx.database.db;
    const admin = await db
      .selectFrom('users')
      .select(['id', 'email', 'name'])
      .where('role', '=', 'admin')
      .orderBy('createdAt')
      .executeTakeFirstOrThrow();
    const people = await db.selectFrom('users').select('email').limit(5000).execute();
    const token = await signTestToken(app, {
      sub: admin.id,
      email: admin.email,
      name: admin.name,
      roles: ['admin'],
      expiresIn: '2h',
    });
    const { results, deep } = await run(app, token, o.requests, people);
    let failed = false;
    for (const r of results) {
      const sorted = [...r.samples].sort((a, b) => a - b);
      const p95 = percentile(sorted, 0.95);
      const ok = p95 <= o.goal;
      failed ||= !ok;
      console.log(
        `${kind}: ${ok ? 'met    ' : 'NOT MET'}  ${r.name.padEnd(38)} p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (goal p95 ≤ ${o.goal} ms, ${sorted.length} requests)`,
      );
    }
    console.log(`${kind}: the plans`);
    const scans = await plans(seeded.databaseUrl, deep, SURNAMES[3] ?? 'kalo');
    console.log(
      `${kind}: ${scans === 0 ? 'met    ' : 'NOT MET'}  no measured request reads a whole table (${scans} statements do)`,
    );
    return failed || scans > 0;
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '100000' },
      entries: { type: 'string', default: '1000000' },
      requests: { type: 'string', default: '200' },
      'goal-ms': { type: 'string', default: '50' },
    },
  });
  const n = z.coerce.number().int().positive();
  const o = {
    users: n.parse(values.users),
    entries: n.parse(values.entries),
    requests: n.parse(values.requests),
    goal: n.parse(values['goal-ms']),
  };
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  console.log(`Admin benchmark: Node ${process.version}, load average at start ${load}`);
  const kinds: ('sqlite' | 'postgres')[] = ['sqlite'];
  const pg = await decidePostgres();
  if (pg.run) kinds.push('postgres');
  else console.log(`PostgreSQL not measured: ${pg.reason}`);
  let failed = false;
  for (const kind of kinds)
    failed = (await bench(kind, o, pg.run ? pg.url : DEFAULT_TEST_DATABASE_URL)) || failed;
  if (failed) {
    console.error('An admin request missed its goal or reads a whole table: see above.');
    process.exitCode = 1;
  }
}

await main();
