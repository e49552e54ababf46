/**
 * Job system benchmark: what claiming costs, and how late a job runs, with two runner processes
 * on one database (SQLite file in WAL mode always; PostgreSQL when it answers).
 *   npx node bench/jobs.bench.ts [--jobs 10000] [--window-ms 60000]
 * Scenarios, per database:
 *   - throughput: --jobs jobs all due at once; both processes drain them in batches of 8 (the
 *     default concurrency); claims per second, jobs per second;
 *   - delay: --jobs jobs due evenly over --window-ms (10,000 in one minute by default), both
 *     processes polling as in production (1 s, jittered); delay from each job's due time to its
 *     completion: median, p95, p99, max.
 * The handler only records which job ran and when (it borrows a real kind's payload shape: the
 * registry has no test kinds), so the figures are the job system's own cost. Every job must run
 * exactly once: duplicates or misses are printed and fail the run.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { z } from 'zod';
import { decidePostgres } from '../scripts/test-runner/postgres.ts';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database.ts';
import { JobRunner, type JobHandlers } from '../src/server/jobs/runner.ts';
import { createPostgresDatabase } from '../src/server/test/helpers.ts';

type DbConfig = Parameters<typeof openDatabase>[0];
const DbConfigSchema = z.union([
  z.object({ kind: z.literal('sqlite'), file: z.string() }),
  z.object({ kind: z.literal('postgres'), url: z.string(), poolSize: z.number() }),
]);
const ChildArgsSchema = z.object({ mode: z.enum(['drain', 'run']), db: DbConfigSchema });
const ResultSchema = z.object({
  type: z.literal('result'),
  claimed: z.number(),
  polls: z.number(),
  done: z.array(z.tuple([z.number(), z.number()])),
});
type ChildResult = z.infer<typeof ResultSchema>;

const KIND = 'accounts.inactivity-warning';

/** A runner process: drains (throughput) or polls until told to stop (delay). */
async function child(): Promise<void> {
  const args = ChildArgsSchema.parse(JSON.parse(process.argv[3] ?? '{}'));
  const handle = await openDatabase(args.db);
  const done: [number, number][] = [];
  const noop = async () => {};
  const handlers: JobHandlers = {
    'sync.purge-tombstones': noop,
    'sync.purge-mutations': noop,
    'accounts.purge-deleted': noop,
    'accounts.purge-inactive': noop,
    'jobs.reap': noop,
    'billing.period-end': noop,
    'reminders.fire': noop,
    'reminders.purge-deliveries': noop,
    'exports.build': noop,
    'exports.mail-ready': noop,
    'exports.expire': noop,
    'move-ins.import': noop,
    'move-ins.expire': noop,
    'activity.purge': noop,
    'mail.send': noop,
    [KIND]: async ({ userId }) => void done.push([Number(userId), Date.now()]),
  };
  const runner = new JobRunner({ db: handle.db, handlers, log: pino({ level: 'warn' }) });
  let polls = 0;
  let claimed = 0;
  const tick = runner.tick.bind(runner);
  runner.tick = async () => {
    polls += 1;
    const n = await tick();
    claimed += n;
    return n;
  };
  const finish = async () => {
    await runner.stop();
    process.send?.({ type: 'result', claimed, polls, done } satisfies ChildResult);
    await handle.close();
    process.disconnect();
  };
  if (args.mode === 'drain') {
    await new Promise<void>((resolve) => process.once('message', () => resolve()));
    await runner.drain();
    await finish();
  } else {
    process.once('message', () => void finish());
    runner.start();
    process.send?.({ type: 'started' });
  }
}

function spawn(mode: 'drain' | 'run', db: DbConfig) {
  const proc = fork(import.meta.filename, ['--child', JSON.stringify({ mode, db })], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = new Promise<ChildResult>((resolve, reject) => {
    proc.on('message', (m) => {
      const parsed = ResultSchema.safeParse(m);
      if (parsed.success) resolve(parsed.data);
    });
    proc.once('exit', (code) => reject(new Error(`runner process exited (code ${code ?? 'null'})`)));
  });
  const started = new Promise<void>((resolve) => proc.on('message', () => resolve()));
  return { proc, result, started };
}

async function insertJobs(handle: DatabaseHandle, n: number, dueAt: (i: number) => number): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < n; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(n, start + 500); i++)
      rows.push({
        id: `bench-${i}`,
        kind: KIND,
        key: null,
        payload: JSON.stringify({ userId: String(i) }),
        runAt: dueAt(i),
        availableAt: dueAt(i),
        leaseToken: null,
        maxAttempts: 5,
        lastError: null,
        createdAt: now,
        updatedAt: now,
      });
    await handle.db.insertInto('jobs').values(rows).execute();
  }
}

function checkOnce(n: number, results: ChildResult[]): string {
  const seen = new Uint8Array(n);
  let duplicates = 0;
  for (const r of results)
    for (const [i] of r.done) {
      if (seen[i]) duplicates++;
      seen[i] = 1;
    }
  const missing = seen.reduce((m, v) => m + (v ? 0 : 1), 0);
  if (duplicates || missing) {
    process.exitCode = 1;
    return `FAILED: ${duplicates} run twice, ${missing} never run`;
  }
  return 'each exactly once';
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function benchDatabase(label: string, db: DbConfig, n: number, windowMs: number): Promise<void> {
  const handle = await openDatabase(db);
  try {
    // Throughput: everything due at once.
    await insertJobs(handle, n, () => Date.now() - 1000);
    const drainers = [spawn('drain', db), spawn('drain', db)];
    await new Promise((r) => setTimeout(r, 1500)); // both processes up and connected
    const t0 = performance.now();
    for (const d of drainers) d.proc.send('go');
    const drained = await Promise.all(drainers.map((d) => d.result));
    const seconds = (performance.now() - t0) / 1000;
    const polls = drained.reduce((s, r) => s + r.polls, 0);
    console.log(
      `${label} throughput: ${n} jobs in ${seconds.toFixed(2)} s = ${Math.round(n / seconds)} jobs/s, ` +
        `${Math.round(polls / seconds)} claims/s (split ${drained.map((r) => r.claimed).join(' / ')}); ` +
        checkOnce(n, drained),
    );

    // Delay: due evenly over the window, both processes polling as in production.
    const runners = [spawn('run', db), spawn('run', db)];
    await Promise.all(runners.map((r) => r.started));
    const start = Date.now() + 2000;
    const dueAt = (i: number) => start + Math.floor((i * windowMs) / n);
    await insertJobs(handle, n, dueAt);
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const left = await handle.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      if (Number(left?.n ?? 0) === 0) break;
    }
    for (const r of runners) r.proc.send('stop');
    const ran = await Promise.all(runners.map((r) => r.result));
    const delays = ran.flatMap((r) => r.done.map(([i, at]) => at - dueAt(i))).sort((a, b) => a - b);
    console.log(
      `${label} delay, ${n} jobs due over ${windowMs / 1000} s: median ${percentile(delays, 50)} ms, ` +
        `p95 ${percentile(delays, 95)} ms, p99 ${percentile(delays, 99)} ms, max ${delays.at(-1)} ms ` +
        `(split ${ran.map((r) => r.done.length).join(' / ')}); ${checkOnce(n, ran)}`,
    );
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string', default: '10000' },
      'window-ms': { type: 'string', default: '60000' },
    },
  });
  const n = Number(values.jobs);
  const windowMs = Number(values['window-ms']);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-jobs-bench-'));
  try {
    await benchDatabase('SQLite', { kind: 'sqlite', file: path.join(dir, 'jobs.db') }, n, windowMs);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const pg = await decidePostgres();
  if (!pg.run) {
    console.log(`PostgreSQL not measured: ${pg.reason}`);
    return;
  }
  const created = await createPostgresDatabase();
  try {
    await benchDatabase('PostgreSQL', { kind: 'postgres', url: created.url, poolSize: 4 }, n, windowMs);
  } finally {
    await created.drop();
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

if (process.argv[2] === '--child') await child();
else await main();
