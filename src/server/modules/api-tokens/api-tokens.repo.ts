import type { Kysely, Selectable, Transaction } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import type { ApiTokensTable } from '../../db/schema-api-tokens.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type ApiTokenRow = Selectable<ApiTokensTable>;

export function listTokenRows(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('apiTokens')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countTokens(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('apiTokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertTokenRow(db: Db, row: ApiTokenRow): Promise<void> {
  await db.insertInto('apiTokens').values(row).execute();
}

/** Deletes the person's token (its undo history goes with it); false when there is none. */
export async function deleteTokenRow(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('apiTokens')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteTokensOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('apiTokens').where('userId', '=', userId).execute();
}

/**
 * Read on every request a personal token makes: the token by its hash and its account, one
 * indexed read (on SQLite, on the read connection: committed rows only, so a revocation that has
 * committed is seen by the next request). Compiled once (db/prepared.ts).
 */
export const findTokenByHash = prepared((db, tokenHash: string) =>
  db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .select([
      'apiTokens.id as id',
      'apiTokens.tokenHash as tokenHash',
      'apiTokens.scope as scope',
      'apiTokens.expiresAt as expiresAt',
      'apiTokens.lastUsedAt as lastUsedAt',
      'users.id as userId',
      'users.email as email',
      'users.name as name',
      'users.disabledAt as disabledAt',
      'users.deletedAt as deletedAt',
      'users.lastSeenAt as lastSeenAt',
    ])
    .where('apiTokens.tokenHash', '=', tokenHash),
);

/** Records a use, unless one was recorded since `since` (then it writes nothing). */
export async function touchTokenUse(db: Db, id: string, now: number, since: number): Promise<void> {
  await db
    .updateTable('apiTokens')
    .set({ lastUsedAt: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', since)]))
    .execute();
}
