/**
 * A database with no schema at all, on the kind the test project runs (TEST_DB), for tests of the
 * migrations themselves: they migrate it part way, write what an older version wrote, and go on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { createPgPool } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { createNodeSqliteDialect } from '../db/sqlite-dialect.ts';
import { createPostgresDatabase, testDatabaseKind } from './helpers.ts';

export async function openEmptyDatabase(): Promise<{ db: Kysely<DB>; close: () => Promise<void> }> {
  const plugins = [new CamelCasePlugin()];
  if (testDatabaseKind() === 'postgres') {
    const pgDb = await createPostgresDatabase({ empty: true });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: createPgPool(pgDb.url, 2) }), plugins });
    return { db, close: async () => (await db.destroy(), await pgDb.drop()) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-migration-'));
  const db = new Kysely<DB>({ dialect: createNodeSqliteDialect(path.join(dir, 'db.sqlite')), plugins });
  return { db, close: async () => (await db.destroy(), fs.rmSync(dir, { recursive: true, force: true })) };
}
