import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ChecklistItemsTable, DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type ChecklistItemRow = Selectable<ChecklistItemsTable>;

/** The user's items stamped after `since`, deleted ones included (sync reports them as ids). */
export function checklistRowsChangedSince(
  db: Db,
  userId: string,
  since: number,
): Promise<ChecklistItemRow[]> {
  return db
    .selectFrom('checklistItems')
    .selectAll()
    .where('userId', '=', userId)
    .where('version', '>', since)
    .execute();
}

/** A live item of a live task of the user's. */
export function findItemRow(db: Db, userId: string, itemId: string): Promise<ChecklistItemRow | undefined> {
  return db
    .selectFrom('checklistItems')
    .innerJoin('tasks', 'tasks.id', 'checklistItems.taskId')
    .selectAll('checklistItems')
    .where('checklistItems.id', '=', itemId)
    .where('checklistItems.userId', '=', userId)
    .where('checklistItems.deletedAt', 'is', null)
    .where('tasks.deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function itemIdTaken(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('checklistItems').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export async function countItems(db: Db, userId: string, taskId: string): Promise<number> {
  const row = await db
    .selectFrom('checklistItems')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('taskId', '=', taskId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The last order key of a task's live items, to append after it. */
export async function lastSortKey(db: Db, userId: string, taskId: string): Promise<string | null> {
  const row = await db
    .selectFrom('checklistItems')
    .select('sortKey')
    .where('taskId', '=', taskId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('sortKey', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.sortKey ?? null;
}

export function insertItemRow(db: Db, row: ChecklistItemRow): Promise<ChecklistItemRow> {
  return db.insertInto('checklistItems').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateItemRow(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Omit<ChecklistItemRow, 'id' | 'userId' | 'taskId' | 'createdAt'>> &
    Pick<ChecklistItemRow, 'version' | 'updatedAt'>,
): Promise<ChecklistItemRow | undefined> {
  return db
    .updateTable('checklistItems')
    .set(patch)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
