import type { Database } from '../../db/database.ts';

type Db = Pick<Database, 'selectFrom' | 'insertInto' | 'updateTable'>;

export async function activeFeedOf(db: Db, userId: string): Promise<{ createdAt: number } | undefined> {
  return db
    .selectFrom('calendarFeeds')
    .select('createdAt')
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

export async function revokeFeeds(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable('calendarFeeds')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function insertFeed(
  db: Db,
  row: { id: string; userId: string; tokenHash: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto('calendarFeeds')
    .values({ ...row, revokedAt: null })
    .execute();
}

/** The owner of an active feed, if the hash names one and the account is not deleted. */
export async function ownerOfFeed(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; language: string | null } | undefined> {
  return db
    .selectFrom('calendarFeeds')
    .innerJoin('users', 'users.id', 'calendarFeeds.userId')
    .select(['calendarFeeds.userId as userId', 'users.language as language'])
    .where('calendarFeeds.tokenHash', '=', tokenHash)
    .where('calendarFeeds.revokedAt', 'is', null)
    .where('users.deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function datedTasksOf(db: Db, userId: string) {
  return db
    .selectFrom('tasks')
    .select(['id', 'title', 'quadrant', 'dueDate', 'dueTime', 'completedAt'])
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .where('dueDate', 'is not', null)
    .orderBy('dueDate')
    .orderBy('id')
    .execute();
}
