/**
 * Everything a request could have changed, as one comparable text: every row of every table
 * (SQLite or PostgreSQL, found by asking the database, so a new table is included the day it is
 * made) and every file under DATA_DIR (attachments, exports, the mail outbox), the database's own
 * files aside. Two equal texts: nothing was kept, sent or stored in between.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { sqlDialect } from '../db/dialect.ts';

const Names = z.array(z.object({ name: z.string() }));

async function tableNames(app: FastifyInstance): Promise<string[]> {
  const db = app.ctx.database.db;
  const query =
    sqlDialect(db) === 'sqlite'
      ? sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
      : sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`;
  return Names.parse((await query.execute(db)).rows).map((r) => r.name);
}

const text = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

function filesUnder(dir: string, skip: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => !skip(f) && fs.statSync(f).isFile())
    .map((f) => `${path.relative(dir, f)} ${fs.statSync(f).size}`)
    .sort();
}

export async function storedState(app: FastifyInstance): Promise<string> {
  const db = app.ctx.database.db;
  const parts: string[] = [];
  for (const name of await tableNames(app)) {
    const { rows } = await sql`select * from ${sql.table(name)}`.execute(db);
    parts.push(`# ${name}`, ...rows.map(text).sort());
  }
  const config = app.ctx.config;
  const dbFile = config.database.kind === 'sqlite' ? path.resolve(config.database.file) : '';
  const isDatabaseFile = (f: string) => dbFile !== '' && f.startsWith(dbFile);
  parts.push('# files', ...filesUnder(config.dataDir, isDatabaseFile));
  return parts.join('\n');
}
