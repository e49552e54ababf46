import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BoardsTable, DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type BoardRow = Selectable<BoardsTable>;

export function listBoardRows(db: Db, userId: string): Promise<BoardRow[]> {
  return db
    .selectFrom('boards')
    .selectAll()
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('sortKey')
    .orderBy('id')
    .execute();
}

/** A live board of this user; another user's board is indistinguishable from a missing one. */
export function findBoardRow(db: Db, userId: string, id: string): Promise<BoardRow | undefined> {
  return db
    .selectFrom('boards')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function boardIdTaken(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('boards').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function lastBoardSortKey(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('boards')
    .select('sortKey')
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('sortKey', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.sortKey ?? null;
}

export function insertBoardRow(db: Db, row: BoardRow): Promise<BoardRow> {
  return db.insertInto('boards').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateBoardRow(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Pick<BoardRow, 'name' | 'sortKey' | 'deletedAt'>> & Pick<BoardRow, 'version' | 'updatedAt'>,
): Promise<BoardRow | undefined> {
  return db
    .updateTable('boards')
    .set(patch)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export function boardRowsChangedSince(db: Db, userId: string, since: number): Promise<BoardRow[]> {
  return db
    .selectFrom('boards')
    .selectAll()
    .where('userId', '=', userId)
    .where('version', '>', since)
    .execute();
}
