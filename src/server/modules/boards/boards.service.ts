/**
 * Boards: create (within the plan's board limit), rename/reorder, delete. Deleting a board keeps
 * its tasks: their membership of that board ends, so they stay on their other boards or return
 * to the pool, and each such task is stamped with the write's version so clients see the change.
 */
import { AppError, notFound } from '../../http/errors.ts';
import { keyBetween } from '../../../shared/order.ts';
import { newId } from '../../../shared/ids.ts';
import type { Board, CreateBoard, UpdateBoard } from '../../../shared/contracts/boards.ts';
import { assertWithinLimits } from '../plans/limits.ts';
import type { Writer } from '../sync/write.ts';
import {
  boardIdTaken,
  findBoardRow,
  insertBoardRow,
  lastBoardSortKey,
  updateBoardRow,
  type BoardRow,
} from './boards.repo.ts';
import { isoTime } from '../../http/iso-time.ts';

export function presentBoard(row: BoardRow): Board {
  return {
    id: row.id,
    name: row.name,
    order: row.sortKey,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    version: row.version,
  };
}

export async function createBoard(w: Writer, input: CreateBoard): Promise<Board> {
  await assertWithinLimits(w.trx, w.userId, w.tier, { boards: 1 });
  const id = input.id ?? newId();
  if (input.id && (await boardIdTaken(w.trx, id))) {
    throw new AppError('CONFLICT', 'A board with this id already exists.');
  }
  const row = await insertBoardRow(w.trx, {
    id,
    userId: w.userId,
    name: input.name,
    sortKey: input.order ?? keyBetween(await lastBoardSortKey(w.trx, w.userId), null),
    createdAt: w.now,
    updatedAt: w.now,
    version: w.version,
    deletedAt: null,
  });
  return presentBoard(row);
}

export async function updateBoard(w: Writer, boardId: string, input: UpdateBoard): Promise<Board> {
  const row = await updateBoardRow(w.trx, w.userId, boardId, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.order !== undefined ? { sortKey: input.order } : {}),
    version: w.version,
    updatedAt: w.now,
  });
  if (!row || row.deletedAt !== null) throw notFound('That board');
  return presentBoard(row);
}

export async function deleteBoard(w: Writer, boardId: string): Promise<{ version: number }> {
  if (!(await findBoardRow(w.trx, w.userId, boardId))) throw notFound('That board');
  await w.trx
    .updateTable('tasks')
    .set({ version: w.version, updatedAt: w.now })
    .where('userId', '=', w.userId)
    .where('id', 'in', (eb) => eb.selectFrom('taskBoards').select('taskId').where('boardId', '=', boardId))
    .execute();
  await w.trx.deleteFrom('taskBoards').where('boardId', '=', boardId).execute();
  await updateBoardRow(w.trx, w.userId, boardId, { deletedAt: w.now, version: w.version, updatedAt: w.now });
  return { version: w.version };
}
