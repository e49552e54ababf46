/**
 * PostgreSQL: the hot-path queries (db/prepared.ts) run as named, server-side prepared statements,
 * so each connection parses and plans them once instead of on every execution (an unnamed query
 * is parsed, analysed and planned anew each time: most of a point read's cost in the database).
 * Rules:
 * - only SQL registered by prepared.ts is named (fixed text, parameters only); every other query
 *   goes through unchanged;
 * - the name is derived from the text, so every connection and process agrees on it; pg sends the
 *   Parse message only the first time a connection sees the name;
 * - a table changed under a running process (another process's migration during a rolling
 *   deploy) can make a prepared `select *` fail with "cached plan must not change result type":
 *   that connection then stops naming statements and the query is sent again unnamed (inside a
 *   transaction the error stands, since the transaction is aborted; the next one succeeds).
 */
import crypto from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const names = new Map<string, string>();

/** Marks a query's SQL to be run as a named prepared statement on PostgreSQL. */
export function nameStatement(sql: string): void {
  if (names.has(sql)) return;
  names.set(sql, `q_${crypto.createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
}

/** PostgreSQL's answer to a prepared statement whose result columns changed since it was parsed. */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

class NamingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  #stale = false;
  constructor(client: pg.PoolClient) {
    this.#client = client;
  }
  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    what: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    const client = this.#client as unknown as PostgresPoolClient;
    if (typeof what !== 'string') return client.query(what);
    const name = this.#stale ? undefined : names.get(what);
    if (!name) return client.query<R>(what, parameters ?? []);
    return this.#named<R>(name, what, parameters ?? []);
  }

  async #named<R>(
    name: string,
    text: string,
    values: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> {
    try {
      return (await this.#client.query({
        name,
        text,
        values: [...values],
      })) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      this.#stale = true;
      return (this.#client as unknown as PostgresPoolClient).query<R>(text, values);
    }
  }
  release(): void {
    this.#client.release();
  }
}

/** The pool Kysely uses: pg's, with each client wrapped once (Kysely keys its connections by it). */
export function namingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, NamingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let named = wrapped.get(client);
      if (!named) {
        named = new NamingClient(client);
        wrapped.set(client, named);
      }
      return named;
    },
    end: () => pool.end(),
  };
}
