/** What a next occurrence needs from the database: its place on each board, its checklist and reminders. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { newId } from '../../../shared/ids.ts';
import type { Writer } from '../sync/write.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The last order key before `key` in a quadrant of a board (or the pool), to insert just before it. */
export async function keyBefore(
  db: Db,
  userId: string,
  boardId: string,
  quadrant: number,
  key: string,
): Promise<string | null> {
  if (boardId === 'pool') {
    const row = await db
      .selectFrom('tasks')
      .select('poolSortKey as key')
      .where('userId', '=', userId)
      .where('quadrant', '=', quadrant)
      .where('deletedAt', 'is', null)
      .where('poolSortKey', '<', key)
      .orderBy('poolSortKey', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.key ?? null;
  }
  const row = await db
    .selectFrom('taskBoards')
    .innerJoin('tasks', 'tasks.id', 'taskBoards.taskId')
    .select('taskBoards.sortKey as key')
    .where('taskBoards.boardId', '=', boardId)
    .where('taskBoards.userId', '=', userId)
    .where('tasks.quadrant', '=', quadrant)
    .where('tasks.deletedAt', 'is', null)
    .where('taskBoards.sortKey', '<', key)
    .orderBy('taskBoards.sortKey', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.key ?? null;
}

/** The checklist a next occurrence starts with: the completed one's live items, all unchecked. */

export async function copyChecklistUnchecked(w: Writer, fromTaskId: string, toTaskId: string): Promise<void> {
  const items = await w.trx
    .selectFrom('checklistItems')
    .select(['text', 'sortKey'])
    .where('userId', '=', w.userId)
    .where('taskId', '=', fromTaskId)
    .where('deletedAt', 'is', null)
    .orderBy('sortKey')
    .execute();
  if (items.length === 0) return;
  await w.trx
    .insertInto('checklistItems')
    .values(
      items.map((item) => ({
        id: newId(),
        userId: w.userId,
        taskId: toTaskId,
        text: item.text,
        done: 0,
        sortKey: item.sortKey,
        createdAt: w.now,
        updatedAt: w.now,
        version: w.version,
        deletedAt: null,
      })),
    )
    .execute();
}

/**
 * The reminders a next occurrence starts with: the completed one's reminders relative to its due
 * time (a reminder at a fixed moment belonged to that occurrence only). Scheduled by the caller.
 */
export async function copyRelativeReminders(w: Writer, fromTaskId: string, toTaskId: string): Promise<void> {
  const reminders = await w.trx
    .selectFrom('reminders')
    .select(['offsetMinutes'])
    .where('userId', '=', w.userId)
    .where('taskId', '=', fromTaskId)
    .where('deletedAt', 'is', null)
    .where('offsetMinutes', 'is not', null)
    .execute();
  if (reminders.length === 0) return;
  await w.trx
    .insertInto('reminders')
    .values(
      reminders.map((r) => ({
        id: newId(),
        userId: w.userId,
        taskId: toTaskId,
        offsetMinutes: r.offsetMinutes,
        at: null,
        createdAt: w.now,
        updatedAt: w.now,
        version: w.version,
        deletedAt: null,
      })),
    )
    .execute();
}
