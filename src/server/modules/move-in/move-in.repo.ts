/**
 * The move-in tables' SQL (migration 021). Every read is scoped by the owner, so another person's
 * import is simply not found. Items are written in chunks (one statement per chunk), read back in
 * the file's order.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MoveInItemsTable, MoveInsTable } from '../../db/schema-move-in.ts';
import type { ParsedTask } from './parsed.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type MoveInRow = Selectable<MoveInsTable>;
export type ItemRow = Selectable<MoveInItemsTable>;

/** What the preview counts by, without the task's whole JSON. */
export type ItemFact = Pick<
  ItemRow,
  'seq' | 'listKey' | 'priority' | 'completed' | 'title' | 'dueDate' | 'repeats' | 'checklist' | 'taskId'
>;

const CHUNK = 200;

export async function insertMoveIn(db: Db, row: MoveInRow): Promise<void> {
  await db.insertInto('moveIns').values(row).execute();
}

export async function insertItems(
  db: Db,
  moveInId: string,
  userId: string,
  tasks: ParsedTask[],
): Promise<void> {
  for (let start = 0; start < tasks.length; start += CHUNK) {
    const rows = tasks.slice(start, start + CHUNK).map((t, i) => ({
      moveInId,
      seq: start + i,
      userId,
      listKey: t.list,
      priority: t.priority,
      completed: t.completedAt === null ? 0 : 1,
      title: t.title,
      dueDate: t.dueDate,
      repeats: t.repeat ? 1 : 0,
      checklist: t.checklist.length,
      data: JSON.stringify(t),
      taskId: null,
    }));
    await db.insertInto('moveInItems').values(rows).execute();
  }
}

export function findMoveIn(db: Db, userId: string, id: string): Promise<MoveInRow | undefined> {
  return db
    .selectFrom('moveIns')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function recentMoveIns(db: Db, userId: string, limit = 10): Promise<MoveInRow[]> {
  return db
    .selectFrom('moveIns')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function itemFacts(db: Db, moveInId: string): Promise<ItemFact[]> {
  return db
    .selectFrom('moveInItems')
    .select(['seq', 'listKey', 'priority', 'completed', 'title', 'dueDate', 'repeats', 'checklist', 'taskId'])
    .where('moveInId', '=', moveInId)
    .orderBy('seq')
    .execute();
}

/** Up to `limit` items from `seq` on, not imported yet, whole. */
export function itemsFrom(db: Db, moveInId: string, seq: number, limit: number): Promise<ItemRow[]> {
  return db
    .selectFrom('moveInItems')
    .selectAll()
    .where('moveInId', '=', moveInId)
    .where('seq', '>=', seq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** Which task each item became: one statement for a batch (seq → task id). */
export async function markImported(db: Db, moveInId: string, made: ReadonlyMap<number, string>): Promise<void> {
  if (made.size === 0) return;
  await db
    .updateTable('moveInItems')
    .set((eb) => {
      const [first, ...rest] = [...made];
      if (!first) return {};
      let cases = eb.case().when('seq', '=', first[0]).then(first[1]);
      for (const [seq, taskId] of rest) cases = cases.when('seq', '=', seq).then(taskId);
      return { taskId: cases.end() };
    })
    .where('moveInId', '=', moveInId)
    .where('seq', 'in', [...made.keys()])
    .execute();
}

export async function updateMoveIn(
  db: Db,
  id: string,
  patch: Partial<Omit<MoveInRow, 'id' | 'userId'>>,
): Promise<void> {
  await db.updateTable('moveIns').set(patch).where('id', '=', id).execute();
}

/** Old imports: previews never started after `previewBefore`, the rest after `finishedBefore`. */
export async function expireMoveIns(
  db: Db,
  { previewBefore, finishedBefore }: { previewBefore: number; finishedBefore: number },
  limit = 200,
): Promise<number> {
  const due = await db
    .selectFrom('moveIns')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'ready'), eb('updatedAt', '<', previewBefore)]),
        eb.and([eb('status', '!=', 'running'), eb('updatedAt', '<', finishedBefore)]),
      ]),
    )
    .limit(limit)
    .execute();
  if (due.length === 0) return 0;
  const ids = due.map((d) => d.id);
  await db.deleteFrom('moveInItems').where('moveInId', 'in', ids).execute();
  await db.deleteFrom('moveIns').where('id', 'in', ids).execute();
  return ids.length;
}
