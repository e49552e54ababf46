/**
 * Reads the JSON reports Vitest and Playwright write and turns each into one tally. A report that
 * is missing or unreadable counts as a failure: a crashed tool must never look like a green run.
 * A test file that failed to load (no test inside it failed, the file did) counts as one failure,
 * and so does each error Playwright reports outside any test (a web server that never started).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export interface Tally {
  leg: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Names of what failed, for the summary. */
  failures: string[];
}

const VitestReportSchema = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string(),
      assertionResults: z.array(z.object({ fullName: z.string(), status: z.string() })),
    }),
  ),
});

interface PlaywrightSuite {
  title: string;
  specs: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[] | undefined;
}

const PlaywrightSuiteSchema: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    specs: z.array(
      z.object({
        title: z.string(),
        file: z.string(),
        line: z.number(),
        tests: z.array(z.object({ projectName: z.string(), status: z.string() })),
      }),
    ),
    suites: z.array(PlaywrightSuiteSchema).optional(),
  }),
);

const PlaywrightReportSchema = z.object({
  config: z.object({ rootDir: z.string() }).optional(),
  suites: z.array(PlaywrightSuiteSchema),
  errors: z.array(z.object({ message: z.string().optional() })),
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
});

function readJson(file: string): { ok: true; value: unknown } | { ok: false; why: string } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { ok: false, why: 'wrote no report' };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, why: 'wrote a report that is not JSON' };
  }
}

function brokenReport(leg: string, why: string): Tally {
  return { leg, passed: 0, failed: 1, skipped: 0, failures: [`${leg} ${why}`] };
}

function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

export function readVitestReport(file: string): Tally {
  const leg = 'Vitest';
  const json = readJson(file);
  if (!json.ok) return brokenReport(leg, json.why);
  const parsed = VitestReportSchema.safeParse(json.value);
  if (!parsed.success) return brokenReport(leg, 'wrote a report in a shape this script does not know');
  const r = parsed.data;
  const failures: string[] = [];
  let brokenFiles = 0;
  for (const suite of r.testResults) {
    const failedTests = suite.assertionResults.filter((a) => a.status === 'failed');
    for (const t of failedTests) failures.push(`${relative(suite.name)} › ${t.fullName}`);
    if (suite.status === 'failed' && failedTests.length === 0) {
      brokenFiles += 1;
      const firstLine = suite.message.split('\n').find((l) => l.trim() !== '') ?? 'failed to run';
      failures.push(`${relative(suite.name)} (the file itself failed: ${firstLine.trim()})`);
    }
  }
  return {
    leg,
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles,
    skipped: r.numPendingTests,
    failures,
  };
}

function collectPlaywrightFailures(
  suites: PlaywrightSuite[],
  titles: string[],
  rootDir: string,
  out: string[],
): void {
  for (const suite of suites) {
    const trail = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected') continue;
        const project = t.projectName ? ` [${t.projectName}]` : '';
        out.push(
          `${relative(path.resolve(rootDir, spec.file))}:${spec.line} › ${[...trail.slice(1), spec.title].join(' › ')}${project}`,
        );
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], trail, rootDir, out);
  }
}

export function readPlaywrightReport(file: string): Tally {
  const leg = 'Playwright';
  const json = readJson(file);
  if (!json.ok) return brokenReport(leg, json.why);
  const parsed = PlaywrightReportSchema.safeParse(json.value);
  if (!parsed.success) return brokenReport(leg, 'wrote a report in a shape this script does not know');
  const r = parsed.data;
  const failures: string[] = [];
  collectPlaywrightFailures(r.suites, [], r.config?.rootDir ?? process.cwd(), failures);
  for (const e of r.errors)
    failures.push(`Playwright error outside any test: ${(e.message ?? 'unknown').split('\n')[0] ?? ''}`);
  return {
    leg,
    // One retry (playwright.config.ts): a flaky journey passed in the end; the list reporter names it.
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected + r.errors.length,
    skipped: r.stats.skipped,
    failures,
  };
}

/** When a tool exits non-zero yet its report shows no failure, the exit code still counts. */
export function withExitCode(tally: Tally, exitCode: number | null, tool: string): Tally {
  if (exitCode === 0 || tally.failed > 0) return tally;
  return {
    ...tally,
    failed: tally.failed + 1,
    failures: [...tally.failures, `${tool} exited with code ${exitCode ?? 'null (killed)'}`],
  };
}
