import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AttachmentRow } from './attachment-presenter.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The user's live attachment on a live task (a deleted task's files are not reachable). */
export function findLiveAttachmentRow(
  db: Db,
  userId: string,
  id: string,
): Promise<AttachmentRow | undefined> {
  return db
    .selectFrom('attachments')
    .innerJoin('tasks', 'tasks.id', 'attachments.taskId')
    .selectAll('attachments')
    .where('attachments.id', '=', id)
    .where('attachments.userId', '=', userId)
    .where('attachments.deletedAt', 'is', null)
    .where('tasks.userId', '=', userId)
    .where('tasks.deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function attachmentIdTaken(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('attachments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export async function insertAttachmentRow(db: Db, row: AttachmentRow): Promise<void> {
  await db.insertInto('attachments').values(row).execute();
}

/** Tombstones the user's live attachment; undefined if there is none. */
export function tombstoneAttachmentRow(
  db: Db,
  userId: string,
  id: string,
  stamp: { version: number; now: number },
): Promise<AttachmentRow | undefined> {
  return db
    .updateTable('attachments')
    .set({ deletedAt: stamp.now, updatedAt: stamp.now, version: stamp.version })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
