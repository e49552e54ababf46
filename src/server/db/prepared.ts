/**
 * Queries of the hot paths (every write, every point read), built and compiled once per dialect
 * instead of on every execution: Kysely builds, transforms (camel case) and compiles each query
 * anew, about an eighth of a create's CPU. Rules:
 * - a prepared query is written with Kysely as any other (types and camel case included); its
 *   arguments stand in as placeholder strings at compile time, and each execution sends the same
 *   SQL with the arguments in their places; everything else in the query is fixed;
 * - an argument must reach the SQL as a parameter (a value, not an identifier, an IN list, or a
 *   shape-changing option): compiling fails loudly otherwise;
 * - results pass through the plugins as usual, since they run on the executor (camel case keys);
 * - on PostgreSQL they run as named prepared statements (named-statements.ts);
 * - on SQLite, a SELECT run on the database itself (not a transaction) goes to its read-only
 *   connection (sqlite-reader.ts, ADR 0040), past Kysely's connection lock.
 */
import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Compilable, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DialectAdapter } from 'kysely';
import { nameStatement } from './named-statements.ts';
import type { DB } from './schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Where each parameter of the compiled SQL comes from: an argument, or a value fixed in the query. */
type Slot = { arg: number } | { value: unknown };

interface Compiled {
  sql: string;
  slots: Slot[];
  select: boolean;
}

/** Runs a SELECT past Kysely: SQLite's read-only connection (sqlite-reader.ts). */
export interface Reader {
  all(sql: string, parameters: ReadonlyArray<unknown>): Promise<Record<string, unknown>[]>;
}

const readers = new WeakMap<object, Reader>();

/** Gives a Kysely instance (not its transactions: they must see their own writes) a reader. */
export function attachReader(db: Kysely<DB>, reader: Reader): void {
  readers.set(db, reader);
}

const isSelect = (sql: string) => /^\s*select\s/i.test(sql);

/** Placeholders no real argument can equal: a random token per process. */
const TOKEN = `prepared-argument-${randomUUID()}`;
const PLACEHOLDER = new RegExp(`^${TOKEN}:(\\d+)$`);
const placeholder = (i: number) => `${TOKEN}:${i}`;

function compile<A extends unknown[]>(db: Db, build: (db: Db, ...args: A) => Compilable<unknown>): Compiled {
  const arity = build.length - 1;
  const placeholders = Array.from({ length: arity }, (_, i) => placeholder(i)) as A;
  const compiled = build(db, ...placeholders).compile();
  const seen = new Set<number>();
  const slots = compiled.parameters.map((p): Slot => {
    const match = typeof p === 'string' ? PLACEHOLDER.exec(p) : null;
    if (!match) return { value: p };
    const arg = Number(match[1]);
    seen.add(arg);
    return { arg };
  });
  if (seen.size !== arity || compiled.sql.includes(TOKEN))
    throw new Error(
      `A prepared query must send each of its ${arity} arguments as a parameter: ${compiled.sql}`,
    );
  return { sql: compiled.sql, slots, select: isSelect(compiled.sql) };
}

/**
 * A query compiled once per dialect (SQLite's `?` and PostgreSQL's `$1` differ) and run with new
 * arguments; resolves to its rows. `build` declares each argument after `db` (no rest or default
 * parameters: their count is read from `build.length`).
 */
export function prepared<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  // Keyed by the dialect's adapter: a transaction shares its database's.
  const byDialect = new WeakMap<DialectAdapter, Compiled>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byDialect.get(adapter);
    if (!compiled) {
      compiled = compile(db, build);
      nameStatement(compiled.sql); // read by the PostgreSQL pool only: SQLite reuses statements already
      byDialect.set(adapter, compiled);
    }
    const parameters = compiled.slots.map((s) => ('arg' in s ? args[s.arg] : s.value));
    const reader = compiled.select ? readers.get(db) : undefined;
    if (reader) return (await reader.all(compiled.sql, parameters)) as R[];
    const result = await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}

/** A raw `sql` query, as `prepared` takes it: compiled against the database it is run on. */
export function rawQuery<R>(db: Db, query: RawBuilder<R>): Compilable<R> {
  return { compile: () => query.compile(db) };
}
