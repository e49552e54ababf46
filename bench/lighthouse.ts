/**
 * Lighthouse on the production build (issue 3): the landing page and one template page, mobile
 * preset (Lighthouse's default config: mobile form factor, simulated throttling), in Debian's
 * Chromium. Builds nothing: it serves an existing build with the production server.
 *
 *   QUADRANT_BUILD_DIR=build-h7 npm run build
 *   QUADRANT_BUILD_DIR=build-h7 npx node bench/lighthouse.ts
 *
 * Env: QUADRANT_BUILD_DIR (default `build`), LIGHTHOUSE_RUNS (runs per page, default 3; the run
 * with the median performance score is reported, since simulated scores vary a few points between
 * runs), CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PAGES (comma-separated paths).
 * Full JSON reports are kept in a temp folder, printed at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { CHROMIUM_ARGS } from '../scripts/test-runner/chromium.ts';

const PORT = 3120;
const ORIGIN = `http://localhost:${PORT}`;
const BUILD_DIR = path.resolve(process.env.QUADRANT_BUILD_DIR ?? 'build');
const RUNS = z.coerce
  .number()
  .int()
  .min(1)
  .max(15)
  .parse(process.env.LIGHTHOUSE_RUNS ?? '3');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/templates/nurses').split(',').filter(Boolean);
const LIGHTHOUSE_CLI = path.resolve('node_modules/lighthouse/cli/index.js');

// There is no network here: nothing in the browser may reach for the internet (updates, sync,
// field trials, QUIC probes), or the run stalls on timeouts and the numbers mean nothing.
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-extensions',
  '--metrics-recording-only',
  '--no-default-browser-check',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

const AuditSchema = z.object({
  id: z.string(),
  title: z.string(),
  score: z.number().nullable(),
  scoreDisplayMode: z.string(),
  numericValue: z.number().optional(),
  displayValue: z.string().optional(),
});
const ReportSchema = z.object({
  lighthouseVersion: z.string(),
  environment: z.object({ hostUserAgent: z.string() }),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  categories: z.record(
    z.string(),
    z.object({
      score: z.number().nullable(),
      auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })),
    }),
  ),
  audits: z.record(z.string(), AuditSchema),
});
type Report = z.infer<typeof ReportSchema>;

async function startServer(webDir: string, dataDir: string): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode})`);
    const ok = await fetch(`${ORIGIN}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return stop;
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('The server did not become healthy within 30 s');
}

function runLighthouse(url: string, outFile: string): Promise<Report> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with code ${code} for ${url}`));
      try {
        const report = ReportSchema.parse(JSON.parse(fs.readFileSync(outFile, 'utf8')));
        if (report.runtimeError)
          throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
        resolve(report);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

function score(report: Report, category: string): number {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

function metric(report: Report, id: string): string {
  const audit = report.audits[id];
  if (!audit?.numericValue && audit?.numericValue !== 0) return 'n/a';
  return id === 'cumulative-layout-shift'
    ? audit.numericValue.toFixed(3)
    : `${(audit.numericValue / 1000).toFixed(2)} s`;
}

/** Audits that cost points: what to look at when a category is under 100. */
function failing(report: Report, category: string): string[] {
  const refs = report.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => report.audits[ref.id])
    .filter(
      (a): a is z.infer<typeof AuditSchema> =>
        !!a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    )
    .map((a) => `${a.id} (${a.score ?? 0})${a.displayValue ? ` ${a.displayValue}` : ''}`);
}

/**
 * Lighthouse sometimes fails to record a trace at all (NO_NAVSTART, seen here on the first run
 * after switching pages). Such a run has no scores; it is said and run once more, never counted.
 */
async function runWithOneRetry(url: string, outFile: string): Promise<Report> {
  try {
    return await runLighthouse(url, outFile);
  } catch (err) {
    console.log(`  (run failed, retrying once: ${err instanceof Error ? err.message : String(err)})`);
    return runLighthouse(url, outFile);
  }
}

async function main(): Promise<void> {
  const webDir = path.join(BUILD_DIR, 'client');
  if (!fs.existsSync(path.join(webDir, 'index.html'))) {
    throw new Error(
      `No build at ${webDir}: run \`QUADRANT_BUILD_DIR=${path.relative('.', BUILD_DIR)} npm run build\` first`,
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-lh-data-'));
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-lh-reports-'));
  const stop = await startServer(webDir, dataDir);
  try {
    for (const page of PAGES) {
      const runs: Report[] = [];
      for (let i = 0; i < RUNS; i++) {
        const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${i + 1}.json`;
        runs.push(await runWithOneRetry(`${ORIGIN}${page}`, path.join(reportDir, name)));
      }
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) continue;
      console.log(
        `\n${page}  (median of ${runs.length} by performance; all runs: ${runs.map((r) => score(r, 'performance')).join(', ')})`,
      );
      console.log('  ' + CATEGORIES.map((c) => `${c} ${score(median, c)}`).join(' · '));
      console.log('  ' + METRICS.map(([label, id]) => `${label} ${metric(median, id)}`).join(' · '));
      for (const c of CATEGORIES) {
        const lost = failing(median, c);
        if (lost.length) console.log(`  ${c} loses on: ${lost.join('; ')}`);
      }
    }
    const first = fs.readdirSync(reportDir)[0];
    if (first) {
      const report = ReportSchema.parse(JSON.parse(fs.readFileSync(path.join(reportDir, first), 'utf8')));
      console.log(`\nLighthouse ${report.lighthouseVersion} · ${report.environment.hostUserAgent}`);
    }
    console.log(`Reports: ${reportDir}`);
  } finally {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
