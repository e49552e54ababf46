/**
 * Which SQL dialect a Kysely instance (or transaction) speaks, for the few statements that differ
 * (full-text search). Read once per dialect from how it compiles a parameter: PostgreSQL numbers
 * them (`$1`), SQLite does not (`?`). It asks nothing of the database, so it is safe inside a
 * PostgreSQL transaction, where a failed probe query would abort the transaction.
 */
import { sql, type RawBuilder } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/** Anything a raw query compiles against: a Kysely instance or a transaction, of any schema. */
type Compiler = Parameters<RawBuilder<unknown>['compile']>[0];

/** Keyed by the dialect's adapter, which a transaction shares with its database: asked once. */
const byAdapter = new WeakMap<object, SqlDialect>();

export function sqlDialect(db: Compiler): SqlDialect {
  const adapter = db.getExecutor().adapter;
  let dialect = byAdapter.get(adapter);
  if (!dialect) {
    dialect = sql`${0}`.compile(db).sql.startsWith('$') ? 'postgres' : 'sqlite';
    byAdapter.set(adapter, dialect);
  }
  return dialect;
}
