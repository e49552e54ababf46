/**
 * A second, read-only connection to the embedded database for the hot reads (ADR 0040): the
 * account check every authenticated request makes, and the point read. Through Kysely, each of them
 * waited on the one connection's lock (behind a whole group-commit batch, when one was running) and
 * went through the driver's promise chain and the result plugins: 4.5 and 7.7 µs of CPU where
 * node:sqlite alone takes 1.5 and 3.4. Rules:
 * - only SELECTs run here, and the connection is `query_only`, so a write sent by mistake fails
 *   loudly instead of bypassing the writer;
 * - WAL gives this connection the last committed state: it never sees a group-commit batch's rows
 *   before their COMMIT, and every write is answered only after its COMMIT (group-commit.ts), so a
 *   client reads its own answered writes;
 * - each statement is its own read transaction: node:sqlite's `all()` runs a statement to the end
 *   and resets it, so no snapshot is held open to block a checkpoint;
 * - rows come out as Kysely would hand them over: each column's name is mapped once per statement
 *   through the Kysely instance's own result plugins (camel case), values are node:sqlite's as-is.
 * An in-memory database has nothing a second connection could open, so it gets no reader.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { createQueryId, type KyselyPlugin, type QueryResult, type UnknownRow } from 'kysely';
import type { Reader } from './prepared.ts';
import { toSqlite } from './sqlite-dialect.ts';

interface ReadStatement {
  statement: StatementSync;
  /** The key each result column gets, in column order. */
  keys: string[];
}

export class SqliteReader implements Reader {
  readonly #db: DatabaseSync;
  readonly #plugins: ReadonlyArray<KyselyPlugin>;
  readonly #statements = new Map<string, ReadStatement>();

  constructor(file: string, plugins: ReadonlyArray<KyselyPlugin>) {
    this.#db = new DatabaseSync(file);
    this.#db.exec('PRAGMA busy_timeout = 5000');
    this.#db.exec('PRAGMA query_only = ON');
    this.#plugins = plugins;
  }

  /** The rows of a SELECT, keyed as Kysely's result plugins key them. */
  async all(sql: string, parameters: ReadonlyArray<unknown>): Promise<Record<string, unknown>[]> {
    const read = this.#statements.get(sql) ?? (await this.#prepare(sql));
    const raw = read.statement.all(...toSqlite(parameters)) as unknown as unknown[][];
    const { keys } = read;
    const rows = new Array<Record<string, unknown>>(raw.length);
    for (let r = 0; r < raw.length; r++) {
      const values = raw[r] as unknown[];
      const row: Record<string, unknown> = {};
      // A name given twice keeps its last value, as node:sqlite's own objects do.
      for (let c = 0; c < keys.length; c++) row[keys[c] as string] = values[c];
      rows[r] = row;
    }
    return rows;
  }

  async #prepare(sql: string): Promise<ReadStatement> {
    const statement = this.#db.prepare(sql);
    statement.setReturnArrays(true);
    const names = statement.columns().map((c) => c.name);
    // The plugins rename keys (camel case); ask them once what each column becomes.
    const unique = [...new Set(names)];
    let result: QueryResult<UnknownRow> = { rows: [Object.fromEntries(unique.map((n) => [n, null]))] };
    for (const plugin of this.#plugins)
      result = await plugin.transformResult({ queryId: createQueryId(), result });
    const mapped = Object.keys(result.rows[0] ?? {});
    if (mapped.length !== unique.length)
      throw new Error(`The result plugins changed the number of columns of: ${sql}`);
    const keyOf = new Map(unique.map((n, i) => [n, mapped[i] as string]));
    const read = { statement, keys: names.map((n) => keyOf.get(n) as string) };
    // Kept for the process's life, unbounded: only `prepared` queries come here, and their number
    // is fixed by the code.
    this.#statements.set(sql, read);
    return read;
  }

  close(): void {
    this.#statements.clear();
    this.#db.close();
  }
}
