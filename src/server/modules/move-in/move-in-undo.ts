/**
 * Undo of an import, in one step: one `userWrite` tombstones every task the import made (still
 * live: one the person deleted since stays deleted) and every board it made (their placements
 * go, as when a board is deleted: a task of the person's own on such a board stays, in the pool or
 * on its other boards), so devices see the whole import leave in one change. Search documents go
 * with the tasks and any reminder the person added since is cancelled. Recorded as `data.import`
 * with `stage: undone`. Not while the import runs: its next batch would write after the undo.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { MutationKey } from '../../http/idempotency.ts';
import type { MoveIn } from '../../../shared/contracts/move-in.ts';
import { recordActivity, type RequestOrigin } from '../activity/activity.repo.ts';
import { personOf } from '../activity/person.ts';
import { rescheduleTaskReminders } from '../reminders/reminder-schedule.ts';
import { forgetTaskSearch } from '../search/search.repo.ts';
import { userWrite, type Writer } from '../sync/write.ts';
import type { ImportDeps } from './move-in-import.ts';
import { findMoveIn, updateMoveIn } from './move-in.repo.ts';
import { presentMoveIn, stateOf } from './present.ts';

const CHUNK = 500;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** The live tasks among `ids`, tombstoned; returns them. */
async function removeTasks(w: Writer, ids: string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const chunk of chunks(ids)) {
    const rows = await w.trx
      .updateTable('tasks')
      .set({ deletedAt: w.now, version: w.version, updatedAt: w.now })
      .where('userId', '=', w.userId)
      .where('id', 'in', chunk)
      .where('deletedAt', 'is', null)
      .returning('id')
      .execute();
    removed.push(...rows.map((r) => r.id));
  }
  return removed;
}

/** Their search documents go; reminders added since are cancelled. */
async function afterRemoval(w: Writer, ids: string[]): Promise<void> {
  await forgetTaskSearch(w.trx, w.userId, ids);
  for (const chunk of chunks(ids)) {
    const withReminders = await w.trx
      .selectFrom('reminders')
      .select('taskId')
      .distinct()
      .where('userId', '=', w.userId)
      .where('taskId', 'in', chunk)
      .where('deletedAt', 'is', null)
      .execute();
    for (const r of withReminders) await rescheduleTaskReminders(w.trx, w.userId, r.taskId, w.now);
  }
}

/** Boards the import made, removed as a board deletion removes one. */
async function removeBoards(trx: Transaction<DB>, w: Writer, boardIds: string[]): Promise<number> {
  if (boardIds.length === 0) return 0;
  await trx
    .updateTable('tasks')
    .set({ version: w.version, updatedAt: w.now })
    .where('userId', '=', w.userId)
    .where('id', 'in', (eb) => eb.selectFrom('taskBoards').select('taskId').where('boardId', 'in', boardIds))
    .execute();
  await trx
    .deleteFrom('taskBoards')
    .where('userId', '=', w.userId)
    .where('boardId', 'in', boardIds)
    .execute();
  const rows = await trx
    .updateTable('boards')
    .set({ deletedAt: w.now, version: w.version, updatedAt: w.now })
    .where('userId', '=', w.userId)
    .where('id', 'in', boardIds)
    .where('deletedAt', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

export async function undoMoveIn(
  deps: ImportDeps,
  req: { userId: string; id: string; mutationId?: MutationKey; origin?: RequestOrigin },
): Promise<MoveIn> {
  return userWrite(deps, req.userId, req.mutationId, async (w) => {
    const row = await findMoveIn(w.trx, w.userId, req.id);
    if (!row) throw notFound('That import');
    if (row.status === 'running')
      throw new AppError('CONFLICT', 'This import is still running. Undo it once it has finished.');
    if (row.status === 'undone') return presentMoveIn(w.trx, row);
    if (Number(row.imported) === 0) throw new AppError('CONFLICT', 'Nothing of this import was imported.');
    const made = await w.trx
      .selectFrom('moveInItems')
      .select('taskId')
      .where('moveInId', '=', row.id)
      .where('taskId', 'is not', null)
      .execute();
    const removed = await removeTasks(
      w,
      made.flatMap((m) => (m.taskId ? [m.taskId] : [])),
    );
    await afterRemoval(w, removed);
    const boards = await removeBoards(w.trx, w, Object.values(stateOf(row).madeBoards));
    const undone = { status: 'undone', updatedAt: w.now, finishedAt: w.now };
    await updateMoveIn(w.trx, row.id, undone);
    await recordActivity(w.trx, {
      action: 'data.import',
      user: await personOf(w.trx, w.userId),
      actor: 'self',
      details: { stage: 'undone', from: row.source, moveInId: row.id, tasks: removed.length, boards },
      origin: req.origin,
    });
    return presentMoveIn(w.trx, { ...row, ...undone });
  });
}
