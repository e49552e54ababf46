/**
 * PostgreSQL: the hot-path queries (db/prepared.ts) run as named, server-side prepared statements,
 * so each connection parses and plans them once instead of on every execution (an unnamed query
 * is parsed, analysed and planned anew each time: most of a point read's cost in the database).
 * Rules:
 * - only SQL registered by prepared.ts is named (fixed text, parameters only); every other query
 *   goes through unchanged;
 * - the name is derived from the text, so every connection and process agrees on it; pg sends the
 *   Parse message only the first time a connection sees the name;
 * - statements are prepared after migrations (queries run only once the app is up), so a cached
 *   plan never meets a changed table; pg drops its record of them with the connection.
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

class NamingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
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
    const name = names.get(what);
    if (!name) return client.query<R>(what, parameters ?? []);
    return this.#client.query({ name, text: what, values: [...(parameters ?? [])] }) as unknown as Promise<
      PostgresQueryResult<R>
    >;
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
