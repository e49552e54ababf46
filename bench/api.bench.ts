/**
 * API benchmark: how far the real API sits from a bare node:http server and a raw SQLite insert.
 *   npx node bench/api.bench.ts [--requests 5000] [--concurrency 32] [--max-seconds 60]
 * Each server runs in its own process on loopback (see api-server.ts); this process only sends
 * requests (api-load.ts). Scenarios, per database (SQLite always, PostgreSQL when it answers):
 *   - POST /api/tasks: N creates by one Pro user (its task count grows from 0 to N during the run);
 *   - the same creates by another user at 8 connections, where issue 13 judges their p99 (skipped
 *     when --concurrency is 8 or less: the first scenario is then judged on it);
 *   - GET /api/tasks with 250 tasks, N times; GET /api/tasks/:id (a point read), N times;
 *   - GET /api/tasks with 5,000 tasks (the creator's, topped up untimed if the run stopped short);
 *   - POST /api/tasks again, up to 1,000 creates by that user at 5,000 tasks and more;
 *   - the 250-task list again, compressed as a browser asks for it (gzip, br);
 *   - that user topped up to 10,000 tasks, then their first sync (first-sync.ts).
 * Every scenario is warmed up first (untimed), bounded by --max-seconds, and paired with a run of
 * the bare route just before it, so "ours/bare" compares runs made under the same machine load.
 * Creates are also compared with a raw node:sqlite insert loop (raw-sqlite.ts) measured in the
 * same run, and the goals of issue 13 are printed with each figure's ratio.
 * Results print as a table and are written to bench/results/api-<time>.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newId } from '../src/shared/ids.ts';
import { decidePostgres } from '../scripts/test-runner/postgres.ts';
import { load, type Call, type LoadResult } from './api-load.ts';
import { rawInsertsPerSecond } from './raw-sqlite.ts';
import { printGoals, printTable, type Row } from './api-report.ts';
import { FIRST_SYNC_TASKS, measureFirstSync, type FirstSync } from './first-sync.ts';
import { serve } from './api-server.ts';
import { startServer, stopServer } from './api-process.ts';

const SMALL_LIST = 250;
const BIG_LIST = 5000;
/** Issue 13 judges a create's p99 at this many connections, and its throughput at 32. */
const LATENCY_CONNECTIONS = 8;

const json = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
});

function createCall(token: string, i: number): Call {
  return {
    method: 'POST',
    path: '/api/tasks',
    // A fresh mutation id per request, as the web client sends: every create is a real write.
    headers: { ...json(token), 'content-type': 'application/json', 'idempotency-key': newId() },
    body: JSON.stringify({ id: newId(), title: `Benchmark task ${i}`, quadrant: (i % 4) + 1 }),
  };
}

const listCall = (token: string): Call => ({ method: 'GET', path: '/api/tasks', headers: json(token) });

/** One of the user's task ids, for the point read. */
async function someTaskId(port: number, token: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/tasks`, { headers: json(token) });
  const tasks = z.array(z.object({ id: z.string() })).parse(await res.json());
  const first = tasks[0];
  if (!first) throw new Error('The point read needs a seeded task');
  return first.id;
}

interface Settings {
  requests: number;
  concurrency: number;
  maxSeconds: number;
  barePort: number;
}

const bareCall: Call = { method: 'GET', path: '/bare', headers: { accept: 'application/json' } };

/** Enough bare requests for a few tenths of a second: the bare server answers tens of thousands a second. */
const BARE_REQUESTS = 20_000;

/** The bare route under the same settings: run beside every scenario, since the machine's load drifts. */
function measureBare(s: Settings): Promise<LoadResult> {
  return load({
    port: s.barePort,
    requests: Math.max(s.requests, BARE_REQUESTS),
    concurrency: s.concurrency,
    maxSeconds: Math.min(s.maxSeconds, 15),
    next: () => bareCall,
  });
}

async function measure(
  port: number,
  s: Settings,
  requests: number,
  next: (i: number) => Call,
  warmup: (i: number) => Call,
): Promise<{ result: LoadResult; bare: LoadResult }> {
  await load({
    port,
    requests: Math.min(200, requests),
    concurrency: s.concurrency,
    maxSeconds: 10,
    next: warmup,
  });
  const bare = await measureBare(s);
  const result = await load({ port, requests, concurrency: s.concurrency, maxSeconds: s.maxSeconds, next });
  return { result, bare };
}

/** Untimed: creates tasks for `token` until it has `total` (a timed run may have stopped short). */
async function seed(port: number, s: Settings, token: string, have: number, total: number): Promise<void> {
  if (have >= total) return;
  const seeded = await load({
    port,
    requests: total - have,
    concurrency: s.concurrency,
    maxSeconds: 1800,
    next: (i) => createCall(token, have + i),
  });
  if (seeded.errors > 0 || seeded.requests < total - have)
    throw new Error(`Seeding ${total} tasks failed: ${seeded.firstError ?? 'ran out of time'}`);
}

async function benchApp(
  kind: 'sqlite' | 'postgres',
  s: Settings,
): Promise<{ rows: Row[]; firstSync: FirstSync | undefined }> {
  console.log(`\n${kind}: starting the app…`);
  const { ready, child } = await startServer(kind);
  const { port, tokens } = ready;
  const rows: Row[] = [];
  let firstSync: FirstSync | undefined;
  const big = BIG_LIST.toLocaleString('en-US');
  try {
    console.log(`${kind}: POST /api/tasks ×${s.requests}, from 0 tasks`);
    // The ceiling for a write, measured while the server idles: the same machine load as the run.
    const rawInserts = rawInsertsPerSecond();
    const create = await measure(
      port,
      s,
      s.requests,
      (i) => createCall(tokens.creator, i),
      (i) => createCall(tokens.warmup, i),
    );
    rows.push({
      database: kind,
      scenario: `POST /api/tasks (0 → ${create.result.requests} tasks)`,
      ...create,
      rawInserts,
    });
    if (s.concurrency > LATENCY_CONNECTIONS) {
      console.log(`${kind}: POST /api/tasks ×${s.requests} at ${LATENCY_CONNECTIONS} connections`);
      // Paired with the bare route at the same connections: its own tail is the floor here, since
      // this process shares the machine's cores with the server.
      const latency = await measure(
        port,
        { ...s, concurrency: LATENCY_CONNECTIONS },
        s.requests,
        (i) => createCall(tokens.latency, i),
        (i) => createCall(tokens.warmup, i),
      );
      rows.push({
        database: kind,
        scenario: `POST /api/tasks (${LATENCY_CONNECTIONS} connections)`,
        ...latency,
      });
    }

    await seed(port, s, tokens.small, 0, SMALL_LIST);
    console.log(`${kind}: GET /api/tasks, ${SMALL_LIST} tasks ×${s.requests}`);
    const small = await measure(
      port,
      s,
      s.requests,
      () => listCall(tokens.small),
      () => listCall(tokens.small),
    );
    rows.push({ database: kind, scenario: `GET /api/tasks (${SMALL_LIST} tasks)`, ...small });
    // The same list as a browser asks for it: compressed (the encoded body is kept per version).
    const zipped: Call = {
      ...listCall(tokens.small),
      headers: { ...json(tokens.small), 'accept-encoding': 'gzip, br' },
    };
    console.log(`${kind}: GET /api/tasks, ${SMALL_LIST} tasks, gzip, br ×${s.requests}`);
    const compressed = await measure(
      port,
      s,
      s.requests,
      () => zipped,
      () => zipped,
    );
    rows.push({ database: kind, scenario: `GET /api/tasks (${SMALL_LIST} tasks, gzip, br)`, ...compressed });

    const taskId = await someTaskId(port, tokens.small);
    const pointCall: Call = { method: 'GET', path: `/api/tasks/${taskId}`, headers: json(tokens.small) };
    console.log(`${kind}: GET /api/tasks/:id ×${s.requests}`);
    const point = await measure(
      port,
      s,
      s.requests,
      () => pointCall,
      () => pointCall,
    );
    rows.push({ database: kind, scenario: 'GET /api/tasks/:id (point read)', ...point });

    await seed(port, s, tokens.creator, create.result.requests, BIG_LIST);
    console.log(`${kind}: GET /api/tasks, ${big} tasks ×${s.requests} (bounded by ${s.maxSeconds} s)`);
    const list = await measure(
      port,
      s,
      s.requests,
      () => listCall(tokens.creator),
      () => listCall(tokens.creator),
    );
    rows.push({ database: kind, scenario: `GET /api/tasks (${big} tasks)`, ...list });

    // Does a write get slower as a person's task count grows? Same create, on the 5,000-task user.
    const more = Math.min(s.requests, 1000);
    console.log(`${kind}: POST /api/tasks ×${more}, at ${big} tasks`);
    const late = await measure(
      port,
      s,
      more,
      (i) => createCall(tokens.creator, BIG_LIST + i),
      (i) => createCall(tokens.warmup, i),
    );
    rows.push({ database: kind, scenario: `POST /api/tasks (at ${big}+ tasks)`, ...late });

    await seed(port, s, tokens.creator, BIG_LIST + late.result.requests, FIRST_SYNC_TASKS);
    console.log(
      `${kind}: GET /api/sync?since=0 at ${FIRST_SYNC_TASKS.toLocaleString('en-US')} tasks, one at a time`,
    );
    firstSync = await measureFirstSync(port, tokens.creator, await someTaskId(port, tokens.creator));
  } finally {
    await stopServer(child);
  }
  return { rows, firstSync };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      serve: { type: 'string' },
      requests: { type: 'string', default: '5000' },
      concurrency: { type: 'string', default: '32' },
      'max-seconds': { type: 'string', default: '60' },
    },
  });
  if (values.serve !== undefined) {
    const kind = z.enum(['bare', 'sqlite', 'postgres']).parse(values.serve);
    await serve(kind);
    return;
  }
  const positive = z.coerce.number().int().positive();
  console.log('bare node:http: starting');
  const bare = await startServer('bare');
  const s: Settings = {
    requests: positive.parse(values.requests),
    concurrency: positive.parse(values.concurrency),
    maxSeconds: positive.parse(values['max-seconds']),
    barePort: bare.ready.port,
  };
  const rows: Row[] = [];
  const firstSyncs = new Map<string, FirstSync>();
  try {
    await load({
      port: s.barePort,
      requests: 500,
      concurrency: s.concurrency,
      maxSeconds: 10,
      next: () => bareCall,
    });
    const alone = await measureBare(s);
    rows.push({ database: '—', scenario: 'bare node:http GET /bare', result: alone, bare: alone });
    const collect = (database: string, r: { rows: Row[]; firstSync: FirstSync | undefined }) => {
      rows.push(...r.rows);
      if (r.firstSync) firstSyncs.set(database, r.firstSync);
    };
    collect('sqlite', await benchApp('sqlite', s));
    const pg = await decidePostgres();
    if (pg.run) collect('postgres', await benchApp('postgres', s));
    else console.log(`\nPostgreSQL not measured: ${pg.reason}`);
  } finally {
    await stopServer(bare.child);
  }

  printTable(rows, s);
  printGoals(rows, s, firstSyncs);
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: os.loadavg(),
        settings: s,
        rows,
        firstSyncs: Object.fromEntries(firstSyncs),
      },
      null,
      2,
    ),
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  if (rows.some((r) => r.result.errors > 0)) process.exitCode = 1;
}

await main();
