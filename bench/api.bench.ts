/**
 * API benchmark: how far the real API sits from the cheapest possible Fastify route.
 *   npx node bench/api.bench.ts [--requests 5000] [--concurrency 32] [--max-seconds 60]
 * Each server runs in its own process on loopback (see api-server.ts); this process only sends
 * requests (api-load.ts). Scenarios, per database (SQLite always, PostgreSQL when it answers):
 *   - POST /api/tasks: N creates by one Pro user (its task count grows from 0 to N during the run);
 *   - GET /api/tasks with 250 tasks, N times; GET /api/tasks/:id (a point read), N times;
 *   - GET /api/tasks with 5,000 tasks (the creator's, topped up untimed if the run stopped short);
 *   - POST /api/tasks again, up to 1,000 creates by that user at 5,000 tasks and more.
 * Every scenario is warmed up first (untimed), bounded by --max-seconds, and paired with a run of
 * the bare route just before it, so "ours/bare" compares runs made under the same machine load.
 * Creates are also compared with a raw node:sqlite insert loop (raw-sqlite.ts) measured in the
 * same run, and the goals of issue 13 are printed with each figure's ratio.
 * Results print as a table and are written to bench/results/api-<time>.json.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newId } from '../src/shared/ids.ts';
import { decidePostgres } from '../scripts/test-runner/postgres.ts';
import { load, type Call, type LoadResult } from './api-load.ts';
import { rawInsertsPerSecond } from './raw-sqlite.ts';
import { serve, type ServerKind, type ServerReady } from './api-server.ts';

const ReadySchema = z.object({
  type: z.literal('ready'),
  port: z.number().int().positive(),
  tokens: z.object({ warmup: z.string(), creator: z.string(), small: z.string() }),
});

interface Row {
  database: string;
  scenario: string;
  result: LoadResult;
  /** The bare route, measured just before this scenario: the ratio compares like with like. */
  bare: LoadResult;
  /** For creates: raw node:sqlite inserts per second, measured just before this scenario. */
  rawInserts?: number;
}

function startServer(kind: ServerKind): Promise<{ ready: ServerReady; child: ChildProcess }> {
  const child = fork(import.meta.filename, ['--serve', kind], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => {
      const parsed = ReadySchema.safeParse(m);
      if (parsed.success) resolve({ ready: parsed.data, child });
      else reject(new Error(`The ${kind} server sent an unexpected first message`));
    });
    child.once('exit', (code) =>
      reject(new Error(`The ${kind} server exited early (code ${code ?? 'null'})`)),
    );
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
  });
}

const SMALL_LIST = 250;
const BIG_LIST = 5000;

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

/** The bare route under the same settings: run beside every scenario, since the machine's load drifts. */
function measureBare(s: Settings): Promise<LoadResult> {
  return load({
    port: s.barePort,
    requests: s.requests,
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

async function benchApp(kind: 'sqlite' | 'postgres', s: Settings): Promise<Row[]> {
  console.log(`\n${kind}: starting the app…`);
  const { ready, child } = await startServer(kind);
  const { port, tokens } = ready;
  const rows: Row[] = [];
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
  } finally {
    await stopServer(child);
  }
  return rows;
}

function fmt(n: number, digits: number): string {
  return Number.isFinite(n) ? n.toFixed(digits) : '—';
}

function printTable(rows: Row[], s: Settings): void {
  const header = [
    'database',
    'scenario',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'body KB',
    'bare req/s',
    'bare p50 ms',
    'ours/bare req/s',
    'ours/bare p50',
    'errors',
  ];
  const lines = rows.map((r) => [
    r.database,
    r.scenario,
    String(r.result.requests),
    fmt(r.result.perSecond, 0),
    fmt(r.result.p50, 2),
    fmt(r.result.p99, 2),
    fmt(r.result.responseBytes / 1024, 1),
    fmt(r.bare.perSecond, 0),
    fmt(r.bare.p50, 2),
    `${fmt(r.result.perSecond / r.bare.perSecond, 3)}×`,
    `${fmt(r.result.p50 / r.bare.p50, 1)}×`,
    String(r.result.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const loadAvg = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `\nAPI benchmark: Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), concurrency ${s.concurrency}, loopback`,
  );
  // Other work on the machine skews every figure: the load average says how quiet it was.
  console.log(`load average at the end (1, 5, 15 min): ${loadAvg}`);
  console.log(row(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(row(l));
  for (const r of rows)
    if (r.result.firstError)
      console.log(`first error in ${r.database} ${r.scenario}: ${r.result.firstError}`);
}

/** Issue 13's goals, each printed with the figure and ratio it is judged on. */
function printGoals(rows: Row[], s: Settings): void {
  console.log(`\nGoals (issue 13), concurrency ${s.concurrency}`);
  for (const r of rows) {
    if (r.database === '—') continue;
    const line = (figure: string, goal: string, met: boolean) =>
      console.log(`  ${met ? 'met    ' : 'not met'}  ${r.database} ${r.scenario}: ${figure} (goal ${goal})`);
    if (r.scenario.startsWith('POST /api/tasks (0')) {
      // Each goal is set at one concurrency: throughput at 32 connections, latency at 8.
      const raw = r.rawInserts ?? Number.NaN;
      console.log(`  raw node:sqlite inserts beside it: ${fmt(raw, 0)}/s`);
      const ratio = r.result.perSecond / raw;
      if (s.concurrency >= 32)
        line(`${fmt(ratio, 3)}× raw inserts`, '≥ 0.25× at 32 connections', ratio >= 0.25);
      else console.log(`  (throughput ${fmt(ratio, 3)}× raw inserts: judged at 32 connections)`);
      if (s.concurrency <= 8)
        line(`p99 ${fmt(r.result.p99, 2)} ms`, '≤ 3 ms at 8 connections', r.result.p99 <= 3);
      else console.log(`  (p99 ${fmt(r.result.p99, 2)} ms: judged at 8 connections)`);
    }
    if (r.scenario.startsWith('GET /api/tasks/:id')) {
      const ratio = r.result.perSecond / r.bare.perSecond;
      line(`${fmt(ratio, 3)}× the bare route`, '≥ 0.5×', ratio >= 0.5);
    }
  }
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
  console.log('bare Fastify: starting');
  const bare = await startServer('bare');
  const s: Settings = {
    requests: positive.parse(values.requests),
    concurrency: positive.parse(values.concurrency),
    maxSeconds: positive.parse(values['max-seconds']),
    barePort: bare.ready.port,
  };
  const rows: Row[] = [];
  try {
    await load({
      port: s.barePort,
      requests: 500,
      concurrency: s.concurrency,
      maxSeconds: 10,
      next: () => bareCall,
    });
    const alone = await measureBare(s);
    rows.push({ database: '—', scenario: 'bare Fastify GET /bare', result: alone, bare: alone });
    rows.push(...(await benchApp('sqlite', s)));
    const pg = await decidePostgres();
    if (pg.run) rows.push(...(await benchApp('postgres', s)));
    else console.log(`\nPostgreSQL not measured: ${pg.reason}`);
  } finally {
    await stopServer(bare.child);
  }

  printTable(rows, s);
  printGoals(rows, s);
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
      },
      null,
      2,
    ),
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  if (rows.some((r) => r.result.errors > 0)) process.exitCode = 1;
}

await main();
