/**
 * Writes the admin benchmark's installation (admin-seed-rows.ts) into a SQLite file or a
 * PostgreSQL database, with bulk inserts (node:sqlite prepared statements in large transactions;
 * PostgreSQL `insert … select * from unnest(…)` of 5,000 rows a statement), after the app's own
 * migrations made the schema. A seeded database is reused by the next run when its marker says it
 * holds this very installation (same sizes, same seed code, same migrations); otherwise it is
 * dropped and seeded again. Prints progress as it goes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database.ts';
import {
  activityRows,
  installation,
  ownedRows,
  userRows,
  type Installation,
  type Rows,
} from './admin-seed-rows.ts';

const TABLES = {
  users: [
    ['id', 'text'],
    ['email', 'text'],
    ['name', 'text'],
    ['role', 'text'],
    ['tier', 'text'],
    ['version', 'int8'],
    ['created_at', 'int8'],
    ['updated_at', 'int8'],
    ['last_login_at', 'int8'],
    ['last_seen_at', 'int8'],
  ],
  subscriptions: [
    ['user_id', 'text'],
    ['provider', 'text'],
    ['tier', 'text'],
    ['status', 'text'],
    ['billing_interval', 'text'],
    ['current_period_start', 'int8'],
    ['current_period_end', 'int8'],
    ['cancel_at_period_end', 'int4'],
    ['trial_end', 'int8'],
    ['trial_used_at', 'int8'],
    ['customer_id', 'text'],
    ['provider_subscription_id', 'text'],
    ['state_at', 'int8'],
    ['updated_at', 'int8'],
  ],
  boards: [
    ['id', 'text'],
    ['user_id', 'text'],
    ['name', 'text'],
    ['sort_key', 'text'],
    ['created_at', 'int8'],
    ['updated_at', 'int8'],
    ['version', 'int8'],
    ['deleted_at', 'int8'],
  ],
  tasks: [
    ['id', 'text'],
    ['user_id', 'text'],
    ['title', 'text'],
    ['quadrant', 'int4'],
    ['color', 'text'],
    ['pool_sort_key', 'text'],
    ['created_at', 'int8'],
    ['updated_at', 'int8'],
    ['version', 'int8'],
    ['completed_at', 'int8'],
    ['deleted_at', 'int8'],
  ],
  activity_log: [
    ['id', 'text'],
    ['user_id', 'text'],
    ['user_email', 'text'],
    ['actor_id', 'text'],
    ['actor_email', 'text'],
    ['action', 'text'],
    ['category', 'text'],
    ['details', 'text'],
    ['ip_address', 'text'],
    ['user_agent', 'text'],
    ['success', 'int4'],
    ['created_at', 'int8'],
  ],
} as const;
type Table = keyof typeof TABLES;

export interface SeedOptions {
  users: number;
  entries: number;
}

export interface Seeded {
  /** DATABASE_URL for the app. */
  databaseUrl: string;
  reused: boolean;
}

/** What the seeded database must match to be reused: the sizes, this code, migration 016. */
function seedVersion(o: SeedOptions): string {
  const hash = crypto.createHash('sha256').update(`${o.users}/${o.entries}`);
  const root = path.resolve(import.meta.dirname, '..');
  // Migrations after 016 are applied when the app opens the database; 016's own indexes are not.
  for (const f of [
    'bench/admin-seed.ts',
    'bench/admin-seed-rows.ts',
    'src/server/db/activity-migration.ts',
    'src/server/db/admin-indexes.ts',
  ])
    hash.update(fs.readFileSync(path.join(root, f)));
  return hash.digest('hex').slice(0, 16);
}

const MARKER =
  'create table if not exists admin_bench_seed (version text not null, seeded_at bigint not null)';

async function fill(
  write: (table: Table, rows: Rows) => Promise<number>,
  inst: Installation,
  o: SeedOptions,
  now: number,
) {
  const t0 = performance.now();
  const step = async (table: Table, rows: Rows) => {
    const n = await write(table, rows);
    console.log(
      `  ${table}: ${n.toLocaleString('en')} rows (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
  };
  await step('users', userRows(inst));
  await step('subscriptions', [inst.subscriptions]);
  await step('boards', ownedRows(inst, 'boards', now));
  await step('tasks', ownedRows(inst, 'tasks', now));
  await step('activity_log', activityRows(inst, o.entries, now));
}

function insertSql(table: Table, placeholders: string): string {
  return `insert into ${table} (${TABLES[table].map(([c]) => c).join(', ')}) ${placeholders}`;
}

async function seedSqlite(file: string, inst: Installation, o: SeedOptions, version: string, now: number) {
  await (await openDatabase({ kind: 'sqlite', file })).close();
  const db = new DatabaseSync(file);
  db.exec('PRAGMA synchronous = OFF');
  const write = async (table: Table, rows: Rows) => {
    const stmt = db.prepare(insertSql(table, `values (${TABLES[table].map(() => '?').join(', ')})`));
    let n = 0;
    db.exec('BEGIN');
    for (const batch of rows)
      for (const row of batch) {
        stmt.run(...row);
        n++;
      }
    db.exec('COMMIT');
    return n;
  };
  await fill(write, inst, o, now);
  db.exec(MARKER);
  db.prepare('insert into admin_bench_seed values (?, ?)').run(version, now);
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
}

function sqliteMarker(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  const db = new DatabaseSync(file);
  try {
    db.exec(MARKER);
    const row = db.prepare('select version from admin_bench_seed').get();
    return typeof row?.version === 'string' ? row.version : null;
  } finally {
    db.close();
  }
}

async function seedPostgres(url: string, inst: Installation, o: SeedOptions, version: string, now: number) {
  await (await openDatabase({ kind: 'postgres', url, poolSize: 2 })).close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const write = async (table: Table, rows: Rows) => {
    const cols = TABLES[table];
    const sql = insertSql(
      table,
      `select * from unnest(${cols.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`,
    );
    let n = 0;
    for (const batch of rows) {
      await client.query(
        sql,
        cols.map((_, i) => batch.map((row) => row[i] ?? null)),
      );
      n += batch.length;
    }
    return n;
  };
  await fill(write, inst, o, now);
  await client.query(MARKER);
  await client.query('insert into admin_bench_seed values ($1, $2)', [version, now]);
  console.log('  vacuum analyze (what autovacuum would have done by now)');
  await client.query('vacuum analyze');
  await client.end();
}

async function postgresMarker(adminUrl: string, name: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0;
  await admin.end();
  if (exists === 0) return null;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    await c.query(MARKER);
    const { rows } = await c.query<{ version: string }>('select version from admin_bench_seed');
    return rows[0]?.version ?? null;
  } finally {
    await c.end();
  }
}

async function recreate(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

export async function seededDatabase(
  kind: 'sqlite' | 'postgres',
  o: SeedOptions,
  adminUrl: string,
): Promise<Seeded> {
  const version = seedVersion(o);
  const now = Date.now();
  const name = `quadrant_admin_bench_${o.users}_${o.entries}`;
  const file = path.join(os.tmpdir(), 'quadrant-admin-bench', `${name}.sqlite`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = kind === 'sqlite' ? `sqlite:${file}` : url.toString();
  const marker = kind === 'sqlite' ? sqliteMarker(file) : await postgresMarker(adminUrl, name);
  if (marker === version) {
    console.log(
      `${kind}: reusing the seeded installation (seed ${version}) at ${kind === 'sqlite' ? file : name}`,
    );
    return { databaseUrl, reused: true };
  }
  const inst = installation(o.users, now);
  console.log(
    `${kind}: seeding ${o.users.toLocaleString('en')} people and ${o.entries.toLocaleString('en')} log entries (seed ${version})`,
  );
  if (kind === 'sqlite') {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    await seedSqlite(file, inst, o, version, now);
  } else {
    await recreate(adminUrl, name);
    await seedPostgres(url.toString(), inst, o, version, now);
  }
  return { databaseUrl, reused: false };
}
