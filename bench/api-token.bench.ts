/**
 * What a personal API token costs a request (issue 36, ADR 0055): the same read (`GET /api/boards`)
 * with a session's access token and with a personal token, in one run, as pairs in alternating
 * order, so drift in the machine's load falls on both sides alike. A session's token is verified
 * from a cache and its account read by primary key; a personal token is read with its account
 * from the database on every request (by its hash: no cache, so a revocation holds at once in
 * every process). The tokens' table holds --tokens (10,000) other tokens, so its index is deep.
 *   npx node bench/api-token.bench.ts [--pairs 2000] [--warmup 200] [--tokens 10000]
 * In-process (`inject`, no sockets), on SQLite and, when it answers, PostgreSQL. Prints each side's
 * median and p99 and the median of the pairs' differences.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newId } from '../src/shared/ids.ts';
import { decidePostgres } from '../scripts/test-runner/postgres.ts';
import { createTestToken } from '../src/server/modules/api-tokens/api-tokens.test-support.ts';
import { createTestApp, createTestUser, type TestApp } from '../src/server/test/helpers.ts';
import { percentile } from './api-load.ts';

type Kind = 'sqlite' | 'postgres';

async function seedTokens(t: TestApp, count: number): Promise<void> {
  const owner = await createTestUser(t.app);
  for (let done = 0; done < count; done += 500) {
    const rows = Array.from({ length: Math.min(500, count - done) }, (_, i) => ({
      id: newId(),
      userId: owner.id,
      name: `Seed ${done + i}`,
      scope: 'read',
      tokenHash: crypto.randomBytes(32).toString('hex'),
      createdAt: Date.now(),
      expiresAt: null,
      lastUsedAt: null,
    }));
    await t.app.ctx.database.db.insertInto('apiTokens').values(rows).execute();
  }
}

async function timed(t: TestApp, authorization: string): Promise<number> {
  const start = performance.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/boards', headers: { authorization } });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`GET /api/boards → ${res.statusCode}`);
  return ms * 1000;
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const p99 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.99,
  );

async function run(kind: Kind, pairs: number, warmup: number, tokens: number) {
  process.env.TEST_DB = kind;
  const t = await createTestApp();
  try {
    await seedTokens(t, tokens);
    const user = await createTestUser(t.app, { expiresIn: '1h' });
    const personal = await createTestToken(t.app, user, { scope: 'read' });
    const session = `Bearer ${user.token}`;
    for (let i = 0; i < warmup; i++) await timed(t, i % 2 ? session : personal.headers.authorization);
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < pairs; i++) {
      const first = i % 2 === 0;
      const x = await timed(t, first ? session : personal.headers.authorization);
      const y = await timed(t, first ? personal.headers.authorization : session);
      a.push(first ? x : y);
      b.push(first ? y : x);
    }
    return { a, b, diff: median(b.map((y, i) => y - (a[i] ?? 0))) };
  } finally {
    await t.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pairs: { type: 'string', default: '2000' },
      warmup: { type: 'string', default: '200' },
      tokens: { type: 'string', default: '10000' },
    },
  });
  const pairs = z.coerce.number().int().min(10).parse(values.pairs);
  const warmup = z.coerce.number().int().min(0).parse(values.warmup);
  const tokens = z.coerce.number().int().min(0).parse(values.tokens);
  const kinds: Kind[] = ['sqlite'];
  const pg = await decidePostgres();
  if (pg.run) kinds.push('postgres');
  else console.log(`PostgreSQL not measured: ${pg.reason}`);
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `Personal token cost: Node ${process.version}, ${pairs} pairs, ${tokens} tokens stored, load ${load}`,
  );
  const µs = (n: number) => `${n.toFixed(0)} µs`;
  for (const kind of kinds) {
    const r = await run(kind, pairs, warmup, tokens);
    console.log(
      `${kind}: session median ${µs(median(r.a))} p99 ${µs(p99(r.a))}; personal token median ${µs(median(r.b))} p99 ${µs(p99(r.b))}; difference (median of pairs) ${µs(r.diff)}`,
    );
  }
}

await main();
