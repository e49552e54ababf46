/** Reminders' and notifications' SQL: repository functions take `db` or a transaction first. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { NotificationsTable, RemindersTable } from '../../db/schema-reminders.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type ReminderRow = Selectable<RemindersTable>;
export type NotificationRow = Selectable<NotificationsTable>;

export function remindersChangedSince(db: Db, userId: string, since: number): Promise<ReminderRow[]> {
  return db
    .selectFrom('reminders')
    .selectAll()
    .where('userId', '=', userId)
    .where('version', '>', since)
    .execute();
}

export function notificationsChangedSince(db: Db, userId: string, since: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .where('version', '>', since)
    .execute();
}

/** A live reminder of the user's (any user's when `userId` is undefined: the job runner). */
export function findReminderRow(
  db: Db,
  reminderId: string,
  userId?: string,
): Promise<ReminderRow | undefined> {
  let q = db.selectFrom('reminders').selectAll().where('id', '=', reminderId).where('deletedAt', 'is', null);
  if (userId !== undefined) q = q.where('userId', '=', userId);
  return q.executeTakeFirst();
}

export function liveRemindersOfTask(db: Db, userId: string, taskId: string): Promise<ReminderRow[]> {
  return db
    .selectFrom('reminders')
    .selectAll()
    .where('userId', '=', userId)
    .where('taskId', '=', taskId)
    .where('deletedAt', 'is', null)
    .execute();
}

export function liveRemindersOfUser(db: Db, userId: string): Promise<ReminderRow[]> {
  return db
    .selectFrom('reminders')
    .selectAll()
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .execute();
}

export async function reminderIdTaken(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('reminders').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export async function insertReminderRow(db: Db, row: ReminderRow): Promise<void> {
  await db.insertInto('reminders').values(row).execute();
}

export async function tombstoneReminder(
  db: Db,
  userId: string,
  id: string,
  stamp: { version: number; now: number },
): Promise<void> {
  await db
    .updateTable('reminders')
    .set({ deletedAt: stamp.now, updatedAt: stamp.now, version: stamp.version })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .execute();
}

export function findNotificationRow(
  db: Db,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertNotificationRow(db: Db, row: NotificationRow): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

export function updateNotificationRow(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Pick<NotificationRow, 'readAt' | 'deletedAt'>> &
    Pick<NotificationRow, 'version' | 'updatedAt'>,
): Promise<NotificationRow | undefined> {
  return db
    .updateTable('notifications')
    .set(patch)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function markAllRead(
  db: Db,
  userId: string,
  stamp: { version: number; now: number },
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ readAt: stamp.now, updatedAt: stamp.now, version: stamp.version })
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .where('deletedAt', 'is', null)
    .execute();
}

/**
 * Claims the delivery of one fired reminder on one channel. True when this call recorded it (or a
 * previous attempt died between recording and sending: `resend`), false when it was delivered.
 */
export async function claimDelivery(
  db: Db,
  key: string,
  userId: string,
  state: 'sending' | 'sent',
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('reminderDeliveries')
    .values({ key, userId, state, createdAt: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const row = await db
    .selectFrom('reminderDeliveries')
    .select('state')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.state === 'sending';
}

export async function settleDelivery(db: Db, key: string, outcome: 'sent' | 'failed'): Promise<void> {
  if (outcome === 'sent')
    await db.updateTable('reminderDeliveries').set({ state: 'sent' }).where('key', '=', key).execute();
  else await db.deleteFrom('reminderDeliveries').where('key', '=', key).execute();
}

/** Delivery records past the time a retry could still come: they only prevent duplicates. */
export async function purgeDeliveries(db: Db, before: number): Promise<number> {
  const r = await db.deleteFrom('reminderDeliveries').where('createdAt', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
