/**
 * The API bench's report: the table of scenarios beside the bare route, and issue 13's goals, each
 * printed with the figure and ratio it is judged on.
 */
import os from 'node:os';
import type { LoadResult } from './api-load.ts';
import { printFirstSyncGoals, type FirstSync } from './first-sync.ts';

export interface Row {
  database: string;
  scenario: string;
  result: LoadResult;
  /** The bare route, measured just before this scenario: the ratio compares like with like. */
  bare: LoadResult;
  /** For creates: raw node:sqlite inserts per second, measured just before this scenario. */
  rawInserts?: number;
}

export function fmt(n: number, digits: number): string {
  return Number.isFinite(n) ? n.toFixed(digits) : '—';
}

export function printTable(rows: Row[], s: { concurrency: number }): void {
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
export function printGoals(
  rows: Row[],
  s: { concurrency: number },
  firstSyncs: Map<string, FirstSync>,
): void {
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
      else console.log(`  (p99 ${fmt(r.result.p99, 2)} ms: judged at 8 connections, below)`);
    }
    if (/^POST \/api\/tasks \(\d+ connections\)$/.test(r.scenario))
      line(
        `p99 ${fmt(r.result.p99, 2)} ms; the bare route's beside it ${fmt(r.bare.p99, 2)} ms`,
        '≤ 3 ms at 8 connections',
        r.result.p99 <= 3,
      );
    if (r.scenario.startsWith('GET /api/tasks/:id')) {
      const ratio = r.result.perSecond / r.bare.perSecond;
      line(`${fmt(ratio, 3)}× the bare route`, '≥ 0.5×', ratio >= 0.5);
    }
    if (r.scenario.includes('gzip, br')) {
      const plain = rows.find(
        (o) => o.database === r.database && o.scenario === r.scenario.replace(', gzip, br', ''),
      );
      const ratio = plain ? r.result.perSecond / plain.result.perSecond : Number.NaN;
      line(
        `${fmt(ratio, 3)}× the uncompressed rate`,
        '≥ 0.9×: the encoded body is kept, not made again',
        ratio >= 0.9,
      );
    }
  }
  for (const [database, f] of firstSyncs) printFirstSyncGoals(database, f);
}
