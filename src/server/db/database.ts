/**
 * The database handle: Kysely on node:sqlite (embedded default) or on PostgreSQL (DATABASE_URL).
 * Repositories take a `Kysely<DB>` or a transaction first, so transactions are explicit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrationProvider } from './migrations.ts';
import { namingPool } from './named-statements.ts';
import { attachReader } from './prepared.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'sqlite' | 'postgres';
  /** What this start did to the schema (activity/maintenance.ts records an upgrade). */
  migrated: MigrationRun;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections (for /metrics); undefined on SQLite. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

/** pg returns int8 as strings; our bigints (epoch ms, versions, counts) fit a JS number. */
// @types/pg types the default parser lookup as returning `any`; state what it returns.
const defaultParser = pg.types.getTypeParser as (
  oid: number,
  format?: 'text' | 'binary',
) => (value: string) => unknown;
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? Number : defaultParser(oid, format),
};

export function createPgPool(url: string, max: number, onIdleError?: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types: pgTypes });
  // An idle connection that dies (database restart, failover) must not crash the process: the
  // pool drops it and the next query reconnects; /readyz reports the database meanwhile.
  pool.on('error', (err) => onIdleError?.(err));
  return pool;
}

export async function openDatabase(
  config: Config['database'],
  onIdleError?: (err: Error) => void,
): Promise<DatabaseHandle> {
  let db: Database;
  let closeReader = (): void => undefined;
  let pool: pg.Pool | undefined;
  if (config.kind === 'postgres') {
    pool = createPgPool(config.url, config.poolSize, onIdleError);
    db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: namingPool(pool) }),
      plugins: [new CamelCasePlugin()],
    });
  } else {
    if (config.file !== ':memory:')
      fs.mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
    const { createNodeSqliteDialect } = await import('./sqlite-dialect.ts');
    db = new Kysely<DB>({ dialect: createNodeSqliteDialect(config.file), plugins: [new CamelCasePlugin()] });
  }
  const migrated = await migrate(db);
  if (config.kind === 'sqlite' && config.file !== ':memory:') {
    // Opened once the schema is migrated: the hot reads' own connection (ADR 0040).
    const { SqliteReader } = await import('./sqlite-reader.ts');
    const reader = new SqliteReader(config.file, db.getExecutor().plugins);
    attachReader(db, reader);
    closeReader = () => reader.close();
  }
  return {
    db,
    kind: config.kind,
    migrated,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    poolStats() {
      return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    async close() {
      closeReader();
      await db.destroy();
    },
  };
}

export interface MigrationRun {
  /** The newest migration the database had before this start; null for a new database. */
  from: string | null;
  /** The migrations this start applied, in order (none when another process had, or none were due). */
  applied: string[];
}

export async function migrate(db: Kysely<DB>): Promise<MigrationRun> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const before = (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause =
      error instanceof Error ? error : new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed`);
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${cause.message}`,
      {
        cause,
      },
    );
  }
  return {
    from: before.at(-1)?.name ?? null,
    applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
  };
}
