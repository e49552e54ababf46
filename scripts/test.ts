/**
 * `npm test`: everything a change must pass, on a fresh machine, in one command.
 *   1. Preflight: Chromium (installed with apt-get when root on Debian), PostgreSQL reachability.
 *   2. The gates: the type check and ESLint (scripts/test-runner/gates.ts); if either fails, the run
 *      stops there, a minute in rather than ten.
 *   3. Vitest, every project in vitest.config.ts (server-postgres left out, loudly, when PostgreSQL
 *      is not there and not required).
 *   4. The production web build into build-e2e, then Playwright against `node src/server/main.ts`
 *      serving that build from a fresh DATA_DIR on a free port.
 *   5. A summary whose LAST line is exactly `N passed, N failed` (CI's log reader looks for it).
 * Exit code: non-zero when anything failed or when no test ran at all.
 * Flags: --unit-only (gates and Vitest), --e2e-only (build + Playwright only), --no-gates (skip the
 * type check and lint, for a quick local run; CI never passes it).
 * Every tool runs on this same Node (process.execPath), so the project's Node 24 is used throughout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './test-runner/chromium.ts';
import {
  decidePostgres,
  redactUrl,
  requiredPostgresError,
  skippedPostgresWarning,
} from './test-runner/postgres.ts';
import { runGates, signalGates } from './test-runner/gates.ts';
import { readPlaywrightReport, readVitestReport, withExitCode, type Tally } from './test-runner/results.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const E2E_BUILD_DIR = 'build-e2e';
const MAX_LISTED_FAILURES = 40;
const BINS = {
  vitest: path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
  playwright: path.join(ROOT, 'node_modules/@playwright/test/cli.js'),
  reactRouter: path.join(ROOT, 'node_modules/@react-router/dev/bin.js'),
};

interface Options {
  gates: boolean;
  unit: boolean;
  e2e: boolean;
}

const USAGE = 'Usage: npm test [-- --unit-only | --e2e-only] [--no-gates]';
const FLAGS = ['--unit-only', '--e2e-only', '--no-gates'];

function parseArgs(argv: string[]): Options {
  const unknown = argv.filter((a) => !FLAGS.includes(a));
  if (unknown.length > 0 || (argv.includes('--unit-only') && argv.includes('--e2e-only'))) {
    console.error(
      unknown.length > 0
        ? `Unknown argument: ${unknown.join(' ')}\n${USAGE}`
        : `Choose one of --unit-only and --e2e-only.\n${USAGE}`,
    );
    process.exit(2);
  }
  const unit = !argv.includes('--e2e-only');
  return { gates: unit && !argv.includes('--no-gates'), unit, e2e: !argv.includes('--unit-only') };
}

class Interrupted extends Error {
  override name = 'Interrupted';
}

let current: ChildProcess | undefined;
let interrupted = false;

function onSignal(signal: NodeJS.Signals): void {
  interrupted = true;
  // The child shares our terminal; a TERM from CI must still stop it (and Playwright's server).
  const gatesRunning = signalGates(signal);
  current?.kill(signal);
  if (!current && !gatesRunning) process.exit(signal === 'SIGINT' ? 130 : 143);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

function run(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number | null> {
  console.log(`\n$ node ${path.relative(ROOT, script)} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    current = child;
    child.on('error', (err) => {
      console.error(`Could not start ${script}: ${err.message}`);
      current = undefined;
      resolve(null);
    });
    child.on('close', (code) => {
      current = undefined;
      // Unwind through the callers' `finally` blocks, which remove temporary folders.
      if (interrupted) reject(new Interrupted());
      else resolve(code);
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function heading(text: string): void {
  console.log(`\n${'='.repeat(78)}\n${text}\n${'='.repeat(78)}`);
}

async function runVitest(tmp: string, withPostgres: boolean, databaseUrl: string): Promise<Tally> {
  heading(`Vitest: all projects${withPostgres ? '' : ' except server-postgres'}`);
  const report = path.join(tmp, 'vitest.json');
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  if (!withPostgres) args.push('--project', '!server-postgres');
  const code = await run(BINS.vitest, args, { ...process.env, TEST_DATABASE_URL: databaseUrl });
  return withExitCode(readVitestReport(report), code, 'Vitest');
}

async function runE2e(tmp: string, chromiumPath: string): Promise<Tally[]> {
  heading(`Web build into ${E2E_BUILD_DIR}/`);
  fs.rmSync(path.join(ROOT, E2E_BUILD_DIR), { recursive: true, force: true });
  const buildCode = await run(BINS.reactRouter, ['build'], {
    ...process.env,
    QUADRANT_BUILD_DIR: E2E_BUILD_DIR,
  });
  if (buildCode !== 0) {
    return [
      {
        leg: 'Web build',
        passed: 0,
        failed: 1,
        skipped: 0,
        failures: [`react-router build exited with code ${buildCode ?? 'null'}; Playwright not run`],
      },
    ];
  }

  heading('Playwright: browser journeys against the production build');
  const report = path.join(tmp, 'playwright.json');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-e2e-'));
  const port = await freePort();
  try {
    const code = await run(BINS.playwright, ['test'], {
      ...process.env,
      CHROMIUM_PATH: chromiumPath,
      QUADRANT_E2E_PORT: String(port),
      QUADRANT_E2E_DATA_DIR: dataDir,
      QUADRANT_E2E_WEB_DIR: path.join(E2E_BUILD_DIR, 'client'),
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    });
    return [withExitCode(readPlaywrightReport(report), code, 'Playwright')];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

function printSummary(
  tallies: Tally[],
  notes: string[],
  startedAt: number,
): { passed: number; failed: number } {
  heading('Summary');
  for (const t of tallies) {
    const skipped = t.skipped > 0 ? `, ${t.skipped} skipped` : '';
    console.log(`${t.leg.padEnd(12)} ${String(t.passed).padStart(5)} passed, ${t.failed} failed${skipped}`);
  }
  const failures = tallies.flatMap((t) => t.failures);
  if (failures.length > 0) {
    console.log('\nFailed:');
    for (const f of failures.slice(0, MAX_LISTED_FAILURES)) console.log(`  ✗ ${f}`);
    if (failures.length > MAX_LISTED_FAILURES)
      console.log(`  … and ${failures.length - MAX_LISTED_FAILURES} more (see the reports above)`);
  }
  for (const n of notes) console.log(`\n${n}`);
  const passed = tallies.reduce((n, t) => n + t.passed, 0);
  const failed = tallies.reduce((n, t) => n + t.failed, 0);
  if (passed + failed === 0) console.log('\nNo test ran: that is a failure, not a pass.');
  console.log(`\nTook ${formatDuration(Date.now() - startedAt)}`);
  // Keep this the last line: CI reads it.
  console.log(`${passed} passed, ${failed} failed`);
  return { passed, failed };
}

/** Preflight failures stop the run before minutes of tests; the last line keeps its shape. */
function abort(message: string): never {
  console.error(`\n${message}\n`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const opts = parseArgs(process.argv.slice(2));
  for (const [name, bin] of Object.entries(BINS)) {
    const needed = name === 'vitest' ? opts.unit : opts.e2e;
    if (needed && !fs.existsSync(bin))
      abort(`${path.relative(ROOT, bin)} is missing: run \`npm install\` first.`);
  }
  console.log(`Node ${process.version} (${process.execPath})`);

  let chromiumPath = '';
  if (opts.e2e) {
    const chromium = findChromium();
    if (!chromium.ok) abort(chromium.message);
    chromiumPath = chromium.path;
    console.log(`Chromium: ${chromium.path} (${chromium.version})`);
  }

  const notes: string[] = [];
  let postgres = { run: false, url: '' };
  if (opts.unit) {
    const decision = await decidePostgres();
    if (decision.run) {
      console.log(
        `PostgreSQL: ${redactUrl(decision.url)} answers; the server suite runs on SQLite and PostgreSQL.`,
      );
    } else if (decision.required) {
      abort(requiredPostgresError(decision));
    } else {
      const warning = skippedPostgresWarning(decision);
      console.log(`\n${warning}`);
      notes.push(warning);
    }
    postgres = { run: decision.run, url: decision.url };
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-test-run-'));
  const tallies: Tally[] = [];
  try {
    if (opts.gates) {
      heading('Gates: type check and lint');
      const gates = await runGates(ROOT);
      tallies.push(...gates);
      if (interrupted) throw new Interrupted();
    }
    if (tallies.some((t) => t.failed > 0)) {
      notes.push(
        'The type check or lint failed, so no test ran: fix them first (npm run typecheck, npm run lint).',
      );
    } else {
      if (opts.unit) tallies.push(await runVitest(tmp, postgres.run, postgres.url));
      if (opts.e2e) tallies.push(...(await runE2e(tmp, chromiumPath)));
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const { passed, failed } = printSummary(tallies, notes, startedAt);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

try {
  await main();
} catch (err) {
  if (!(err instanceof Interrupted)) throw err;
  console.error('\nInterrupted.');
  process.exit(130);
}
