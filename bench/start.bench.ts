/**
 * How long does the server take to start, and what does it hold once idle? Issue 13's goals:
 * every start within 2 s, and an idle server within 150 MB of RSS.
 *   npx node bench/start.bench.ts [--starts 14] [--idle-seconds 20] [--database sqlite|postgres|both]
 * Each start spawns the server as `npm start` runs it after its build (`node
 * --max-semi-space-size=2 src/server/server.mjs`), on a free port, and times spawn → the first 200
 * from `/readyz` (the process answers and its database does too). The first start of each database
 * is on an empty data folder (keys made, migrations run); the rest restart on that same data, as a
 * deploy or a crash does. After the last start the server is left idle and its RSS read from
 * /proc. Prints each figure with its goal; exits 1 when one misses it, unless --no-fail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { decidePostgres } from '../scripts/test-runner/postgres.ts';
import { percentile } from './api-load.ts';

const START_GOAL_MS = 2_000;
const RSS_GOAL_MB = 150;
const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function ready(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    return res.status === 200;
  } catch {
    return false;
  }
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Started {
  child: ChildProcess;
  ms: number;
}

async function start(env: NodeJS.ProcessEnv): Promise<Started> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--max-semi-space-size=2', 'src/server/server.mjs'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  while (!(await ready(port))) {
    if (exited) throw new Error(`the server exited before it was ready (code ${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return { child, ms: performance.now() - t0 };
}

interface Result {
  database: string;
  first: number;
  restarts: number[];
  idleRss: number;
}

async function measure(
  database: string,
  env: NodeJS.ProcessEnv,
  starts: number,
  idleSeconds: number,
): Promise<Result> {
  const restarts: number[] = [];
  let first = 0;
  for (let i = 0; i < starts; i++) {
    const { child, ms } = await start(env);
    if (i === 0) first = ms;
    else restarts.push(ms);
    if (i < starts - 1) {
      await stop(child);
      continue;
    }
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const idleRss = rssMb(child.pid ?? 0);
    await stop(child);
    return { database, first, restarts, idleRss };
  }
  throw new Error('--starts must be at least 1');
}

async function freshPostgres(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `quadrant_start_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function report(r: Result): boolean {
  const all = [r.first, ...r.restarts];
  const sorted = [...r.restarts].sort((a, b) => a - b);
  const worst = Math.max(...all);
  const over = all.filter((ms) => ms > START_GOAL_MS).length;
  console.log(
    `${r.database.padEnd(10)} first start (empty data) ${r.first.toFixed(0)} ms; ` +
      `restarts median ${percentile(sorted, 0.5).toFixed(0)} ms, worst ${worst.toFixed(0)} ms, ` +
      `${over} of ${all.length} over ${START_GOAL_MS} ms (goal: none)`,
  );
  console.log(`${r.database.padEnd(10)} idle RSS ${r.idleRss.toFixed(1)} MB (goal ≤ ${RSS_GOAL_MB} MB)`);
  return over === 0 && r.idleRss <= RSS_GOAL_MB;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      starts: { type: 'string', default: '14' },
      'idle-seconds': { type: 'string', default: '20' },
      database: { type: 'string', default: 'both' },
      'no-fail': { type: 'boolean', default: false },
    },
  });
  const starts = Number(values.starts);
  const idle = Number(values['idle-seconds']);
  console.log(
    `# start bench: ${starts} starts per database, idle ${idle} s; load ${os.loadavg()[0]?.toFixed(2)}`,
  );
  let ok = true;
  if (values.database !== 'postgres') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-start-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      ok = report(await measure('SQLite', env, starts, idle)) && ok;
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (values.database !== 'sqlite') {
    const decision = await decidePostgres();
    if (!decision.run) console.log(`PostgreSQL: not measured (${decision.reason})`);
    else {
      const db = await freshPostgres(decision.url);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-start-'));
      try {
        const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: db.url };
        ok = report(await measure('PostgreSQL', env, starts, idle)) && ok;
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await db.drop();
      }
    }
  }
  console.log(`# load at the end ${os.loadavg()[0]?.toFixed(2)}`);
  if (!ok && !values['no-fail']) process.exit(1);
}

await main();
