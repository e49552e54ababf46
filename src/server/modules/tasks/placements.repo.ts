/** Where tasks sit on boards (`task_boards`): a task in the pool has no placement. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { DB, TaskBoardsTable } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type PlacementRow = Selectable<TaskBoardsTable>;

// Every task write presents its task with its placements: compiled once (db/prepared.ts).
const placementsOfTask = prepared((db, userId: string, taskId: string) =>
  db.selectFrom('taskBoards').selectAll().where('userId', '=', userId).where('taskId', '=', taskId),
);

/** Above this many tasks, fetch the user's placements in one scan instead of an IN list. */
const IN_LIST_MAX = 500;

export async function placementsFor(
  db: Db,
  userId: string,
  taskIds: string[],
): Promise<Map<string, PlacementRow[]>> {
  const byTask = new Map<string, PlacementRow[]>();
  if (taskIds.length === 0) return byTask;
  if (taskIds.length === 1 && taskIds[0] !== undefined) {
    const rows = await placementsOfTask(db, userId, taskIds[0]);
    if (rows.length > 0) byTask.set(taskIds[0], rows);
    return byTask;
  }
  let query = db.selectFrom('taskBoards').selectAll().where('userId', '=', userId);
  if (taskIds.length <= IN_LIST_MAX) query = query.where('taskId', 'in', taskIds);
  for (const p of await query.execute()) {
    const list = byTask.get(p.taskId);
    if (list) list.push(p);
    else byTask.set(p.taskId, [p]);
  }
  return byTask;
}

export async function upsertPlacement(db: Db, p: PlacementRow): Promise<void> {
  await db
    .insertInto('taskBoards')
    .values(p)
    .onConflict((oc) => oc.columns(['taskId', 'boardId']).doUpdateSet({ sortKey: p.sortKey }))
    .execute();
}

export async function updatePlacement(
  db: Db,
  userId: string,
  taskId: string,
  boardId: string,
  sortKey: string,
): Promise<boolean> {
  const res = await db
    .updateTable('taskBoards')
    .set({ sortKey })
    .where('taskId', '=', taskId)
    .where('boardId', '=', boardId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function findPlacement(
  db: Db,
  userId: string,
  taskId: string,
  boardId: string,
): Promise<PlacementRow | undefined> {
  return db
    .selectFrom('taskBoards')
    .selectAll()
    .where('taskId', '=', taskId)
    .where('boardId', '=', boardId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function deletePlacement(
  db: Db,
  userId: string,
  taskId: string,
  boardId: string,
): Promise<boolean> {
  const res = await db
    .deleteFrom('taskBoards')
    .where('taskId', '=', taskId)
    .where('boardId', '=', boardId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
