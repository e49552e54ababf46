/**
 * What one activity log entry costs the write it belongs to (issue 30). A task-board write — a
 * task moved to another quadrant through `userWrite`, the one write path — is timed without an
 * entry and with one recorded in its transaction (`recordActivity`, as a subscription change
 * records one), in one run, as pairs: each pair runs both, in alternating order, so drift in the
 * machine's load falls on both sides alike. The log holds --entries (100,000) entries first, so
 * the entry's six indexes are as deep as on a used installation.
 *   npx node bench/activity.bench.ts [--pairs 3000] [--warmup 300] [--entries 100000]
 * In-process (no HTTP: the write's own cost), on SQLite and, when it answers, PostgreSQL. Prints
 * each side's median and p99, and the median of the pairs' differences with a 95 % bootstrap
 * interval; the cost is "measurable" when that interval lies above zero.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { v7 } from 'uuid';
import { z } from 'zod';
import type { Task } from '../src/shared/contracts/tasks.ts';
import { newId } from '../src/shared/ids.ts';
import { decidePostgres } from '../scripts/test-runner/postgres.ts';
import { recordActivity } from '../src/server/modules/activity/activity.repo.ts';
import { updateTask } from '../src/server/modules/tasks/tasks.service.ts';
import { userWrite } from '../src/server/modules/sync/write.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../src/server/test/helpers.ts';
import { percentile } from './api-load.ts';

type Kind = 'sqlite' | 'postgres';

/** A subscription change's entry, the largest the product writes often. */
function entryFor(user: { id: string; email: string }) {
  return {
    action: 'subscription.updated' as const,
    user,
    actor: 'system' as const,
    details: {
      provider: 'stripe',
      fromTier: 'pro',
      toTier: 'pro',
      fromStatus: 'trialing',
      toStatus: 'active',
      interval: 'monthly',
      cancelAtPeriodEnd: false,
      periodEnd: new Date().toISOString(),
      eventId: `evt_${newId()}`,
    },
  };
}

/** Fills the log with `count` entries of a year's spread, 1,000 per statement. */
async function seedLog(t: TestApp, count: number): Promise<void> {
  const now = Date.now();
  for (let done = 0; done < count; done += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - done) }, (_, i) => {
      const n = done + i;
      const email = `seed-${n % 5000}@activity.example`;
      const createdAt = now - ((n * 7919) % (365 * 86_400_000));
      return {
        id: v7({ msecs: createdAt }),
        userId: `seed-user-${n % 5000}`,
        userEmail: email,
        actorId: n % 3 === 0 ? null : `seed-user-${n % 5000}`,
        actorEmail: n % 3 === 0 ? null : email,
        action: n % 2 === 0 ? 'user.login' : 'subscription.updated',
        category: n % 2 === 0 ? 'auth' : 'subscription',
        details: '{"method":"password"}',
        ipAddress: `198.51.100.${n % 250}`,
        userAgent: 'Mozilla/5.0 (seed)',
        success: 1,
        createdAt,
      };
    });
    await t.app.ctx.database.db.insertInto('activityLog').values(rows).execute();
  }
}

interface Side {
  median: number;
  p99: number;
}

const side = (samples: number[]): Side => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );

/** The 95 % interval of the median of `diffs`, by resampling them with replacement. */
function bootstrapInterval(diffs: number[], rounds = 1000): [number, number] {
  const medians: number[] = [];
  for (let r = 0; r < rounds; r++)
    medians.push(median(Array.from(diffs, () => diffs[Math.floor(Math.random() * diffs.length)] ?? 0)));
  medians.sort((a, b) => a - b);
  return [percentile(medians, 0.025), percentile(medians, 0.975)];
}

async function run(kind: Kind, pairs: number, warmup: number, entries: number) {
  process.env.TEST_DB = kind;
  const t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000000', LOG_LEVEL: 'silent' });
  try {
    await t.app.ctx.jobs.stop();
    const user = await createTestUser(t.app, { email: `mover@activity.example`, expiresIn: '2h' });
    const created = await call<Task>(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: user.headers,
      payload: { title: 'Moved back and forth', quadrant: 1 },
    });
    if (created.status !== 201) throw new Error(`task not created: ${created.status}`);
    await seedLog(t, entries);
    const deps = { db: t.app.ctx.database.db, bus: t.app.ctx.bus };
    const person = { id: user.id, email: user.email };
    let quadrant = 1;
    const move = async (withEntry: boolean): Promise<number> => {
      quadrant = (quadrant % 4) + 1;
      const to = quadrant as 1 | 2 | 3 | 4;
      const t0 = performance.now();
      await userWrite(deps, user.id, undefined, async (w) => {
        await updateTask(w, created.body.id, { quadrant: to });
        if (withEntry) await recordActivity(w.trx, entryFor(person));
      });
      return (performance.now() - t0) * 1000;
    };
    const without: number[] = [];
    const withEntry: number[] = [];
    for (let i = 0; i < warmup + pairs; i++) {
      // Alternate which side goes first, so neither always follows the other.
      const first = i % 2 === 0;
      const a = first ? await move(false) : 0;
      const b = await move(true);
      const plain = first ? a : await move(false);
      if (i < warmup) continue;
      without.push(plain);
      withEntry.push(b);
    }
    const diffs = withEntry.map((x, i) => x - (without[i] ?? 0));
    return {
      without: side(without),
      with: side(withEntry),
      diff: median(diffs),
      ci: bootstrapInterval(diffs),
    };
  } finally {
    await t.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pairs: { type: 'string', default: '3000' },
      warmup: { type: 'string', default: '300' },
      entries: { type: 'string', default: '100000' },
    },
  });
  const pairs = z.coerce.number().int().min(10).parse(values.pairs);
  const warmup = z.coerce.number().int().min(0).parse(values.warmup);
  const entries = z.coerce.number().int().min(0).parse(values.entries);
  const kinds: Kind[] = ['sqlite'];
  const pg = await decidePostgres();
  if (pg.run) kinds.push('postgres');
  else console.log(`PostgreSQL not measured: ${pg.reason}`);
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `Activity entry cost: Node ${process.version}, ${pairs} pairs, ${entries} entries in the log, load ${load}`,
  );
  const µs = (n: number) => `${n.toFixed(0)} µs`;
  for (const kind of kinds) {
    const r = await run(kind, pairs, warmup, entries);
    const share = (100 * r.diff) / r.without.median;
    console.log(
      `${kind}: task move without an entry: median ${µs(r.without.median)}, p99 ${µs(r.without.p99)}`,
    );
    console.log(`${kind}: task move with an entry:    median ${µs(r.with.median)}, p99 ${µs(r.with.p99)}`);
    console.log(
      `${kind}: one entry adds ${µs(r.diff)} (95 % interval ${µs(r.ci[0])} to ${µs(r.ci[1])}), ${share.toFixed(1)} % of the write: ${r.ci[0] > 0 ? 'measurable' : 'not measurable'}`,
    );
  }
}

await main();
