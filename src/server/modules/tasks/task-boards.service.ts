/**
 * A task on several boards. Rules:
 * - Only onto the person's own live board (another's is "not found"); putting a task on a board it
 *   is already on changes nothing (so a retried request is harmless).
 * - It goes where the client says, or first in its quadrant on that board, as a new task would.
 * - Taking it off a board it is not on is "not found"; off every board, it is in the pool again,
 *   at its kept pool order.
 * - Both bump the task's version, so sync carries its new list of boards.
 */
import type { AddTaskToBoardSchema, Task } from '../../../shared/contracts/tasks.ts';
import { keyBetween } from '../../../shared/order.ts';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { findBoardRow } from '../boards/boards.repo.ts';
import type { Writer } from '../sync/write.ts';
import { findTaskRow, firstSortKey, updateTaskRow } from './tasks.repo.ts';
import { deletePlacement, findPlacement, upsertPlacement } from './placements.repo.ts';
import { presentOne } from './tasks.service.ts';

async function touch(w: Writer, taskId: string): Promise<Task> {
  const row = await updateTaskRow(w.trx, w.userId, taskId, { version: w.version, updatedAt: w.now });
  if (!row) throw notFound('That task');
  return presentOne(w.trx, w.userId, row);
}

export async function addTaskToBoard(
  w: Writer,
  taskId: string,
  boardId: string,
  input: z.output<typeof AddTaskToBoardSchema>,
): Promise<Task> {
  const task = await findTaskRow(w.trx, w.userId, taskId);
  if (!task) throw notFound('That task');
  if (!(await findBoardRow(w.trx, w.userId, boardId))) throw notFound('That board');
  if (await findPlacement(w.trx, w.userId, taskId, boardId)) return presentOne(w.trx, w.userId, task);
  const sortKey =
    input.order ?? keyBetween(null, await firstSortKey(w.trx, w.userId, boardId, task.quadrant));
  await upsertPlacement(w.trx, { taskId, boardId, userId: w.userId, sortKey });
  return touch(w, taskId);
}

export async function removeTaskFromBoard(w: Writer, taskId: string, boardId: string): Promise<Task> {
  if (!(await findTaskRow(w.trx, w.userId, taskId))) throw notFound('That task');
  if (!(await deletePlacement(w.trx, w.userId, taskId, boardId))) throw notFound('That task on this board');
  return touch(w, taskId);
}
