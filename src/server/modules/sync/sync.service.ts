/**
 * "Everything since version V": boards and tasks stamped with a newer version, deletes as ids.
 * The user's version is read FIRST: every write that reached it has committed with its rows (a
 * user's writes are serialized), so nothing at or below the returned cursor can be missed; rows
 * newer than it may ride along and are simply applied again later (upserts are idempotent).
 */
import type { Database } from '../../db/database.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import { boardRowsChangedSince } from '../boards/boards.repo.ts';
import { presentBoard } from '../boards/boards.service.ts';
import { taskRowsChangedSince } from '../tasks/tasks.repo.ts';
import { presentTasks } from '../tasks/tasks.service.ts';

export async function currentVersion(db: Database, userId: string): Promise<number> {
  const row = await db.selectFrom('users').select('version').where('id', '=', userId).executeTakeFirst();
  return row?.version ?? 0;
}

export async function changesSince(db: Database, userId: string, since: number): Promise<Changes> {
  const version = await currentVersion(db, userId);
  if (since >= version) return { version, boards: [], tasks: [], deleted: { boards: [], tasks: [] } };
  const [boardRows, taskRows] = await Promise.all([
    boardRowsChangedSince(db, userId, since),
    taskRowsChangedSince(db, userId, since),
  ]);
  const liveTasks = taskRows.filter((t) => t.deletedAt === null);
  return {
    version,
    boards: boardRows.filter((b) => b.deletedAt === null).map(presentBoard),
    tasks: await presentTasks(db, userId, liveTasks),
    deleted: {
      boards: boardRows.filter((b) => b.deletedAt !== null).map((b) => b.id),
      tasks: taskRows.filter((t) => t.deletedAt !== null).map((t) => t.id),
    },
  };
}
