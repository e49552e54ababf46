/**
 * Tasks. Rules:
 * - A task's quadrant belongs to the task; its order is per board (task_boards.sort_key) and, for
 *   the pool (no board), tasks.pool_sort_key. A move writes one task row and one placement.
 * - New tasks go first in their quadrant unless the client sends an order key.
 * - Creating, restoring and re-opening count against the plan (active and total tasks), checked
 *   inside the write transaction.
 * - Delete is a tombstone (restorable, reported by sync); another user's task is "not found".
 * - The description is sanitized and a due time needs a due date (task-fields.ts).
 * - A repeat rule needs a due date; completing a repeating task creates its next occurrence in
 *   the same write, once (recurrence.service.ts, ADR 0020).
 * - Every write that changes what a task is found by refreshes its search document, in the same
 *   transaction (title, description, delete, restore; checklist writes do the same).
 * - Every write that changes when its reminders fire (due date or time, completion, delete,
 *   restore) reschedules or cancels their jobs in the same transaction (reminder-schedule.ts).
 */
import { AppError, notFound } from '../../http/errors.ts';
import { DEFAULT_TASK_COLOR } from '../../../shared/colors.ts';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import type { MoveTask, SkipOccurrence, Task, UpdateTask } from '../../../shared/contracts/tasks.ts';
import type { CreateTaskSchema } from '../../../shared/contracts/tasks.ts';
import { newId } from '../../../shared/ids.ts';
import { keyBetween } from '../../../shared/order.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import type { z } from 'zod';
import { findBoardRow } from '../boards/boards.repo.ts';
import { assertWithinLimits } from '../plans/limits.ts';
import { rescheduleTaskReminders } from '../reminders/reminder-schedule.ts';
import { indexNewTask, refreshTaskSearch } from '../search/search.repo.ts';
import type { Writer } from '../sync/write.ts';
import {
  findTaskRow,
  findTaskWithPlacements,
  firstSortKey,
  insertTaskRow,
  updateTaskRow,
  type TaskRow,
} from './tasks.repo.ts';
import { placementsFor, updatePlacement, upsertPlacement, type PlacementRow } from './placements.repo.ts';
import { descriptionFields, resolveDue } from './task-fields.ts';
import { continueSeries, resolveRepeat, skipRow } from './recurrence.service.ts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isoTime } from '../../http/iso-time.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** A task as the API sends it; cheap, since a full sync presents every task (iso-time.ts). */
export function presentTask(row: TaskRow, placements: PlacementRow[]): Task {
  return {
    id: row.id,
    title: row.title,
    quadrant: row.quadrant as Quadrant,
    color: row.color as Task['color'],
    description: row.description,
    dueDate: row.dueDate,
    dueTime: row.dueTime,
    completed: row.completedAt !== null,
    completedAt: row.completedAt === null ? null : isoTime(row.completedAt),
    repeat: row.repeat,
    nextOccurrenceId: row.nextOccurrenceId,
    boards:
      placements.length === 0
        ? []
        : placements
            .map((p) => ({ boardId: p.boardId, order: p.sortKey }))
            .sort((a, b) => (a.boardId < b.boardId ? -1 : 1)),
    poolOrder: row.poolSortKey,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    version: row.version,
  };
}

/** Present rows with their placements, fetched in one query. */
export async function presentTasks(db: Db, userId: string, rows: TaskRow[]): Promise<Task[]> {
  const placements = await placementsFor(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentTask(r, placements.get(r.id) ?? []));
}

export async function presentOne(db: Db, userId: string, row: TaskRow): Promise<Task> {
  const [task] = await presentTasks(db, userId, [row]);
  if (!task) throw new Error('presentTasks lost a row');
  return task;
}

/** One live task as the API sends it (the point read: one statement). */
export async function getTask(db: Db, userId: string, taskId: string): Promise<Task | undefined> {
  const found = await findTaskWithPlacements(db, userId, taskId);
  return found && presentTask(found.row, found.placements);
}

/**
 * Creates a task. The hot path of the API, so it runs only the statements it needs: the plan
 * check (skipped on unlimited plans), the first order key (unless the client sent one), one insert
 * that also refuses a taken id, the placement, and the new task's search document; the response is
 * presented from what was written rather than read back.
 */
export async function createTask(w: Writer, input: z.output<typeof CreateTaskSchema>): Promise<Task> {
  await assertWithinLimits(w.trx, w.userId, w.tier, { activeTasks: 1, totalTasks: 1 });
  const id = input.id ?? newId();
  const onBoard = input.boardId !== POOL_BOARD_ID;
  if (onBoard && !(await findBoardRow(w.trx, w.userId, input.boardId))) throw notFound('That board');

  const due = resolveDue(undefined, input);
  const { description = '', descriptionText = '' } = descriptionFields(input.description);
  const poolSortKey =
    !onBoard && input.order
      ? input.order
      : keyBetween(null, await firstSortKey(w.trx, w.userId, POOL_BOARD_ID, input.quadrant));
  const row: TaskRow = {
    id,
    userId: w.userId,
    title: input.title,
    quadrant: input.quadrant,
    color: input.color ?? DEFAULT_TASK_COLOR,
    description,
    descriptionText,
    ...due,
    completedAt: null,
    poolSortKey,
    createdAt: w.now,
    updatedAt: w.now,
    version: w.version,
    deletedAt: null,
    repeat: resolveRepeat(undefined, input.repeat, due.dueDate),
    nextOccurrenceId: null,
  };
  if (!(await insertTaskRow(w.trx, row)))
    throw new AppError('CONFLICT', 'A task with this id already exists.');
  const placements: PlacementRow[] = [];
  if (onBoard) {
    const sortKey =
      input.order ?? keyBetween(null, await firstSortKey(w.trx, w.userId, input.boardId, input.quadrant));
    const placement = { taskId: id, boardId: input.boardId, userId: w.userId, sortKey };
    await upsertPlacement(w.trx, placement);
    placements.push(placement);
  }
  await indexNewTask(w.trx, w.userId, id, { title: row.title, body: descriptionText });
  return presentTask(row, placements);
}

export async function updateTask(w: Writer, taskId: string, input: UpdateTask): Promise<Task> {
  const current = await findTaskRow(w.trx, w.userId, taskId);
  if (!current) throw notFound('That task');
  const reopening = input.completed === false && current.completedAt !== null;
  if (reopening) await assertWithinLimits(w.trx, w.userId, w.tier, { activeTasks: 1 });
  const completedAt =
    input.completed === undefined
      ? current.completedAt
      : input.completed
        ? (current.completedAt ?? w.now)
        : null;
  const due = resolveDue(current, input);
  const updated = await updateTaskRow(w.trx, w.userId, taskId, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.quadrant !== undefined ? { quadrant: input.quadrant } : {}),
    ...(input.color !== undefined ? { color: input.color } : {}),
    ...descriptionFields(input.description),
    ...due,
    repeat: resolveRepeat(current, input.repeat, due.dueDate),
    completedAt,
    version: w.version,
    updatedAt: w.now,
  });
  if (!updated) throw notFound('That task');
  const completing = current.completedAt === null && completedAt !== null;
  const row = completing ? await continueSeries(w, updated, input.next) : updated;
  if (input.title !== undefined || input.description !== undefined)
    await refreshTaskSearch(w.trx, w.userId, taskId);
  if (
    row.dueDate !== current.dueDate ||
    row.dueTime !== current.dueTime ||
    row.completedAt !== current.completedAt
  )
    await rescheduleTaskReminders(w.trx, w.userId, taskId, w.now);
  return presentOne(w.trx, w.userId, row);
}

/** Skip this occurrence of a repeating task (recurrence.service.ts). */
export async function skipOccurrence(w: Writer, taskId: string, input: SkipOccurrence): Promise<Task> {
  return presentOne(w.trx, w.userId, await skipRow(w, taskId, input));
}

export async function moveTask(w: Writer, taskId: string, input: MoveTask): Promise<Task> {
  const current = await findTaskRow(w.trx, w.userId, taskId);
  if (!current) throw notFound('That task');
  if (input.boardId !== POOL_BOARD_ID) {
    const moved = await updatePlacement(w.trx, w.userId, taskId, input.boardId, input.order);
    if (!moved) throw notFound('That task on this board');
  }
  const row = await updateTaskRow(w.trx, w.userId, taskId, {
    quadrant: input.quadrant,
    ...(input.boardId === POOL_BOARD_ID ? { poolSortKey: input.order } : {}),
    version: w.version,
    updatedAt: w.now,
  });
  if (!row) throw notFound('That task');
  return presentOne(w.trx, w.userId, row);
}

export async function deleteTask(w: Writer, taskId: string): Promise<{ version: number }> {
  if (!(await findTaskRow(w.trx, w.userId, taskId))) throw notFound('That task');
  await updateTaskRow(w.trx, w.userId, taskId, { deletedAt: w.now, version: w.version, updatedAt: w.now });
  await refreshTaskSearch(w.trx, w.userId, taskId);
  await rescheduleTaskReminders(w.trx, w.userId, taskId, w.now);
  return { version: w.version };
}

export async function restoreTask(w: Writer, taskId: string): Promise<Task> {
  const current = await findTaskRow(w.trx, w.userId, taskId, { deleted: true });
  if (!current) {
    if (await findTaskRow(w.trx, w.userId, taskId))
      throw new AppError('CONFLICT', 'That task is not deleted.');
    throw notFound('That task');
  }
  await assertWithinLimits(w.trx, w.userId, w.tier, {
    totalTasks: 1,
    activeTasks: current.completedAt === null ? 1 : 0,
  });
  const row = await updateTaskRow(w.trx, w.userId, taskId, {
    deletedAt: null,
    version: w.version,
    updatedAt: w.now,
  });
  if (!row) throw notFound('That task');
  await refreshTaskSearch(w.trx, w.userId, taskId);
  await rescheduleTaskReminders(w.trx, w.userId, taskId, w.now);
  return presentOne(w.trx, w.userId, row);
}
