/**
 * The query plans behind the admin benchmark's requests: the services are run once on a Kysely
 * instance that records every statement it sends, and each statement is explained by the
 * database itself (SQLite `EXPLAIN QUERY PLAN`, PostgreSQL `EXPLAIN`). A plan that reads a whole
 * table (SQLite `SCAN <table>` without an index, PostgreSQL `Seq Scan`) is named.
 */
import { DatabaseSync } from 'node:sqlite';
import { CamelCasePlugin, Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { createPgPool, type Database } from '../src/server/db/database.ts';
import type { DB } from '../src/server/db/schema.ts';
import { createNodeSqliteDialect, toSqlite } from '../src/server/db/sqlite-dialect.ts';

const TABLES = ['users', 'subscriptions', 'boards', 'tasks', 'activity_log'];

export interface Recorder {
  db: Database;
  take(): CompiledQuery[];
  close(): Promise<void>;
}

/** A Kysely instance on the benchmark's database that keeps every statement it runs. */
export function recorder(databaseUrl: string): Recorder {
  let queries: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => void queries.push(event.query);
  const dialect = databaseUrl.startsWith('sqlite:')
    ? createNodeSqliteDialect(databaseUrl.slice('sqlite:'.length))
    : new PostgresDialect({ pool: createPgPool(databaseUrl, 2) });
  const db = new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()], log });
  return {
    db,
    take: () => {
      const seen = new Set<string>();
      const out = queries.filter((q) => !seen.has(q.sql) && seen.add(q.sql));
      queries = [];
      return out;
    },
    close: () => db.destroy(),
  };
}

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

function sqlitePlan(file: string, q: CompiledQuery): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
      .all(...toSqlite(q.parameters)) as unknown as PlanRow[];
    const depth = new Map<number, number>([[0, 0]]);
    return rows.map((r) => {
      const d = (depth.get(r.parent) ?? 0) + 1;
      depth.set(r.id, d);
      return `${'  '.repeat(d)}${r.detail}`;
    });
  } finally {
    db.close();
  }
}

async function postgresPlan(url: string, q: CompiledQuery): Promise<string[]> {
  const pool = createPgPool(url, 1);
  try {
    const res = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, [...q.parameters]);
    return res.rows.map((r) => `  ${r['QUERY PLAN']}`);
  } finally {
    await pool.end();
  }
}

/** The lines of a plan that read a whole table. */
export function tableScans(lines: string[]): string[] {
  return lines.filter((line) => {
    const sqlite = /^\s*SCAN (\w+)$/.exec(line);
    if (sqlite?.[1] && TABLES.includes(sqlite[1])) return true;
    const pg = /Seq Scan on (\w+)/.exec(line);
    return pg?.[1] !== undefined && TABLES.includes(pg[1]);
  });
}

/** Prints each statement's plan; answers how many read a whole table. */
export async function printPlans(
  databaseUrl: string,
  label: string,
  queries: CompiledQuery[],
): Promise<number> {
  let scans = 0;
  for (const q of queries) {
    const lines = databaseUrl.startsWith('sqlite:')
      ? sqlitePlan(databaseUrl.slice('sqlite:'.length), q)
      : await postgresPlan(databaseUrl, q);
    const bad = tableScans(lines);
    scans += bad.length > 0 ? 1 : 0;
    const sql = q.sql.replace(/\s+/g, ' ');
    console.log(`  [${label}] ${sql.length > 160 ? `${sql.slice(0, 160)}…` : sql}`);
    // A page's usage is one statement of 150 alike branches: their distinct lines say it all.
    const cut = (line: string) => (line.length > 200 ? `${line.slice(0, 200)}…` : line);
    for (const line of [...new Set(lines)]) console.log(`    ${cut(line)}`);
    console.log(`    → ${bad.length ? `WHOLE TABLE READ: ${bad.join('; ').trim()}` : 'no whole-table scan'}`);
  }
  return scans;
}
