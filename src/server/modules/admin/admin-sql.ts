/**
 * The few SQL shapes the admin lists share, written once for both databases:
 * - a list of ids is ONE parameter (a JSON array on SQLite, an array on PostgreSQL), so a page of
 *   1 or 1,000 people compiles to the same statement, and no statement cache fills with them;
 * - "contains" is a plain substring test (no LIKE wildcards a search could smuggle in);
 * - a merge of ordered branches: each branch walks one index newest first and stops after a page,
 *   and the union keeps the page's worth of the newest — the way one page is read from several
 *   index ranges (several actions, several people) without reading any range to its end.
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sqlDialect } from '../../db/dialect.ts';

/** `column IN (ids)`, with the ids as one parameter. */
export function inIds(
  db: Database,
  column: Expression<unknown>,
  ids: readonly string[],
): RawBuilder<SqlBool> {
  return sqlDialect(db) === 'postgres'
    ? sql<SqlBool>`${column} = any(${[...ids]}::text[])`
    : sql<SqlBool>`${column} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** A LIKE pattern for "contains `text`", its wildcards and escape character taken literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether `column` (lower-cased) contains `text` (already lower-cased), literally. On PostgreSQL
 * as a LIKE, which the e-mail trigram index (`lower(email)`) serves.
 */
export function containsText(db: Database, column: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return sqlDialect(db) === 'postgres'
    ? sql<SqlBool>`lower(${column}) like ${likeContains(text)}`
    : sql<SqlBool>`instr(lower(${column}), ${text}) > 0`;
}

/**
 * The newest `limit` ids of several branches, each already `… order by <key> desc limit <limit>`
 * (a subquery selecting one column named `k`). `overlap`: the branches may share ids (kept once).
 */
export async function mergeNewest(
  db: Database,
  branches: RawBuilder<unknown>[],
  limit: number,
  overlap = false,
): Promise<string[]> {
  if (branches.length === 0) return [];
  const parts = branches.map((b) => sql`select k from (${b}) as b`);
  const union = overlap ? sql` union ` : sql` union all `;
  const merged = sql<{ k: string }>`${sql.join(parts, union)} order by k desc limit ${sql.lit(limit)}`;
  return (await merged.execute(db)).rows.map((r) => r.k);
}
