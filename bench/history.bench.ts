/**
 * Does a write get slower as a person's history grows? One Pro user creates tasks one at a time
 * (each with a fresh Idempotency-Key, as the web client sends, so the stored idempotency records
 * grow with the tasks) up to --tasks (10,000); the cost of a create over the first --window
 * (1,000) creates is compared with the cost over the last --window.
 *   npx node bench/history.bench.ts [--tasks 10000] [--window 1000] [--max-ratio 1.5]
 * In-process through `app.inject` (no network: the server's own cost), on SQLite and, when it
 * answers, PostgreSQL. Cost is the median of the window (robust to a noisy machine), with the mean
 * and p99 beside it. Exits with code 1 when a database's ratio (last / first) is above --max-ratio.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newId } from '../src/shared/ids.ts';
import { decidePostgres } from '../scripts/test-runner/postgres.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../src/server/test/helpers.ts';
import { percentile } from './api-load.ts';

interface Window {
  median: number;
  mean: number;
  p99: number;
}

function summarize(samples: number[]): Window {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length);
  return { median: percentile(sorted, 0.5), mean, p99: percentile(sorted, 0.99) };
}

async function proUser(t: TestApp, role: string): Promise<TestUser> {
  const user = await createTestUser(t.app, { email: `${role}@history.example`, expiresIn: '2h' });
  await t.app.ctx.database.db.updateTable('users').set({ tier: 'pro' }).where('id', '=', user.id).execute();
  return user;
}

async function create(t: TestApp, user: TestUser, i: number): Promise<number> {
  const t0 = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: { ...user.headers, 'content-type': 'application/json', 'idempotency-key': newId() },
    payload: JSON.stringify({ id: newId(), title: `History task ${i}`, quadrant: (i % 4) + 1 }),
  });
  const ms = performance.now() - t0;
  if (res.statusCode !== 201) throw new Error(`create ${i} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  return ms;
}

async function run(
  kind: 'sqlite' | 'postgres',
  tasks: number,
  window: number,
): Promise<{ first: Window; last: Window }> {
  process.env.TEST_DB = kind;
  const t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000000', LOG_LEVEL: 'silent' });
  try {
    // Warm the JIT and the statement caches on another user, so the first window is not a cold start.
    const warmup = await proUser(t, 'warmup');
    for (let i = 0; i < 300; i++) await create(t, warmup, i);
    const user = await proUser(t, 'history');
    const samples: number[] = [];
    for (let i = 0; i < tasks; i++) {
      samples.push(await create(t, user, i));
      if ((i + 1) % 2000 === 0) console.log(`${kind}: ${i + 1} tasks`);
    }
    return { first: summarize(samples.slice(0, window)), last: summarize(samples.slice(-window)) };
  } finally {
    await t.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tasks: { type: 'string', default: '10000' },
      window: { type: 'string', default: '1000' },
      'max-ratio': { type: 'string', default: '1.5' },
    },
  });
  const tasks = z.coerce.number().int().positive().parse(values.tasks);
  const window = z.coerce
    .number()
    .int()
    .positive()
    .max(Math.floor(tasks / 2))
    .parse(values.window);
  const maxRatio = z.coerce.number().positive().parse(values['max-ratio']);

  const kinds: ('sqlite' | 'postgres')[] = ['sqlite'];
  const pg = await decidePostgres();
  if (pg.run) kinds.push('postgres');
  else console.log(`PostgreSQL not measured: ${pg.reason}`);

  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(`History benchmark: Node ${process.version}, load average at start ${load}`);
  let failed = false;
  for (const kind of kinds) {
    const { first, last } = await run(kind, tasks, window);
    const ratio = last.median / first.median;
    const ok = ratio <= maxRatio;
    failed ||= !ok;
    const fmt = (w: Window) =>
      `median ${w.median.toFixed(3)} ms, mean ${w.mean.toFixed(3)} ms, p99 ${w.p99.toFixed(2)} ms`;
    console.log(`${kind}: create at 0–${window}: ${fmt(first)}`);
    console.log(`${kind}: create at ${tasks - window}–${tasks}: ${fmt(last)}`);
    console.log(
      `${kind}: ${ok ? 'met    ' : 'NOT MET'}  create cost at ${tasks} tasks / at 0: ${ratio.toFixed(2)}× (goal ≤ ${maxRatio}×)`,
    );
  }
  if (failed) {
    console.error('A create got slower as the history grew: see the ratios above.');
    process.exitCode = 1;
  }
}

await main();
