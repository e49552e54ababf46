import type { Kysely, Selectable, Transaction } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { DB, TasksTable } from '../../db/schema.ts';
import type { PlacementRow } from './placements.repo.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type TaskRow = Selectable<TasksTable>;

// The point read and every task write look a task up: compiled once (db/prepared.ts).
const findLiveTask = prepared((db, userId: string, id: string) =>
  db
    .selectFrom('tasks')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null),
);
const findDeletedTask = prepared((db, userId: string, id: string) =>
  db
    .selectFrom('tasks')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deletedAt', 'is not', null),
);
const firstInPool = prepared((db, userId: string, quadrant: number) =>
  db
    .selectFrom('tasks')
    .select('poolSortKey as key')
    .where('userId', '=', userId)
    .where('quadrant', '=', quadrant)
    .where('deletedAt', 'is', null)
    .orderBy('poolSortKey')
    .limit(1),
);

const findLiveTaskWithPlacements = prepared((db, userId: string, id: string) =>
  db
    .selectFrom('tasks')
    .leftJoin('taskBoards', (join) =>
      join.onRef('taskBoards.taskId', '=', 'tasks.id').on('taskBoards.userId', '=', userId),
    )
    .selectAll('tasks')
    .select(['taskBoards.boardId as placementBoardId', 'taskBoards.sortKey as placementSortKey'])
    .where('tasks.id', '=', id)
    .where('tasks.userId', '=', userId)
    .where('tasks.deletedAt', 'is', null),
);

/** A live task with its placements, in one statement (the point read). */
export async function findTaskWithPlacements(
  db: Db,
  userId: string,
  id: string,
): Promise<{ row: TaskRow; placements: PlacementRow[] } | undefined> {
  const rows = await findLiveTaskWithPlacements(db, userId, id);
  const first = rows[0];
  if (!first) return undefined;
  const { placementBoardId: _b, placementSortKey: _s, ...row } = first;
  const placements = rows.flatMap((r) =>
    r.placementBoardId === null || r.placementSortKey === null
      ? []
      : [{ taskId: id, boardId: r.placementBoardId, userId, sortKey: r.placementSortKey }],
  );
  return { row, placements };
}

export async function findTaskRow(
  db: Db,
  userId: string,
  id: string,
  opts: { deleted?: boolean } = {},
): Promise<TaskRow | undefined> {
  const [row] = await (opts.deleted ? findDeletedTask : findLiveTask)(db, userId, id);
  return row;
}

/** Live tasks of a user: all, on one board, or (`pool`) on none. */
export function listTaskRows(db: Db, userId: string, boardId?: string): Promise<TaskRow[]> {
  let query = db
    .selectFrom('tasks')
    .selectAll()
    .where('tasks.userId', '=', userId)
    .where('deletedAt', 'is', null);
  if (boardId === 'pool') {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('taskBoards').select('taskId').whereRef('taskBoards.taskId', '=', 'tasks.id'),
        ),
      ),
    );
  } else if (boardId) {
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('taskBoards').select('taskId').where('boardId', '=', boardId),
    );
  }
  return query.orderBy('createdAt').orderBy('id').execute();
}

export function taskRowsChangedSince(db: Db, userId: string, since: number): Promise<TaskRow[]> {
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('userId', '=', userId)
    .where('version', '>', since)
    .execute();
}

/** The first order key in a quadrant of a board (or of the pool), to insert before it. */
export async function firstSortKey(
  db: Db,
  userId: string,
  boardId: string,
  quadrant: number,
): Promise<string | null> {
  if (boardId === 'pool') {
    const [row] = await firstInPool(db, userId, quadrant);
    return row?.key ?? null;
  }
  const row = await db
    .selectFrom('taskBoards')
    .innerJoin('tasks', 'tasks.id', 'taskBoards.taskId')
    .select('taskBoards.sortKey as key')
    .where('taskBoards.boardId', '=', boardId)
    .where('tasks.quadrant', '=', quadrant)
    .where('tasks.deletedAt', 'is', null)
    .orderBy('taskBoards.sortKey')
    .limit(1)
    .executeTakeFirst();
  return row?.key ?? null;
}

const insertTask = prepared(
  (
    db,
    id: string,
    userId: string,
    title: string,
    quadrant: number,
    color: string,
    description: string,
    descriptionText: string,
    dueDate: string | null,
    dueTime: string | null,
    completedAt: number | null,
    poolSortKey: string,
    createdAt: number,
    updatedAt: number,
    version: number,
    deletedAt: number | null,
    repeat: string | null,
    nextOccurrenceId: string | null,
  ) =>
    db
      .insertInto('tasks')
      .values({
        id,
        userId,
        title,
        quadrant,
        color,
        description,
        descriptionText,
        dueDate,
        dueTime,
        completedAt,
        poolSortKey,
        createdAt,
        updatedAt,
        version,
        deletedAt,
        repeat,
        nextOccurrenceId,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id'),
);

/**
 * Inserts the row unless its id is taken (by anyone's task, live or deleted): false then. One
 * statement does both, and the stored row is exactly `r` (the table adds no defaults to it).
 */
export async function insertTaskRow(db: Db, r: TaskRow): Promise<boolean> {
  const inserted = await insertTask(
    db,
    r.id,
    r.userId,
    r.title,
    r.quadrant,
    r.color,
    r.description,
    r.descriptionText,
    r.dueDate,
    r.dueTime,
    r.completedAt,
    r.poolSortKey,
    r.createdAt,
    r.updatedAt,
    r.version,
    r.deletedAt,
    r.repeat,
    r.nextOccurrenceId,
  );
  return inserted.length > 0;
}

export function updateTaskRow(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Omit<TaskRow, 'id' | 'userId' | 'createdAt'>> & Pick<TaskRow, 'version' | 'updatedAt'>,
): Promise<TaskRow | undefined> {
  return db
    .updateTable('tasks')
    .set(patch)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
