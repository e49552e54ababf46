/**
 * Repeating tasks (ADR 0020). Rules:
 * - A repeat rule is stored in its canonical form and needs a due date; clearing the date stops
 *   the repeat (as it clears the time). A task whose series already moved on (it has a next
 *   occurrence) takes no new rule: the series lives on the next one.
 * - Completing an occurrence, inside the completing write, creates the next one: same title,
 *   description, quadrant, colour, due time, boards (placed just before the completed one, so it
 *   takes its place) and rule, with the checklist copied unchecked; files stay with the completed
 *   one. The rule moves to the new task and the completed one keeps the link, so a replayed or
 *   repeated completion (reopen, complete again) never makes a second one.
 * - The next date is the rule's first after the due date that is not before the person's today.
 * - Plan limits: completing never fails because of them. When the plan has no room for the next
 *   occurrence, the completed task keeps its rule and no link, so completing it again after making
 *   room creates it; the client tells the person.
 * - Skip moves the due date to the next occurrence in one write, without completing.
 */
import { rescheduleTaskReminders } from '../reminders/reminder-schedule.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { SkipOccurrence } from '../../../shared/contracts/tasks.ts';
import { newId } from '../../../shared/ids.ts';
import { keyBetween } from '../../../shared/order.ts';
import { nextOccurrence } from '../../../shared/recurrence-dates.ts';
import { normalizeRepeat } from '../../../shared/recurrence.ts';
import { hasRoomFor } from '../plans/limits.ts';
import { refreshTaskSearch } from '../search/search.repo.ts';
import type { Writer } from '../sync/write.ts';
import { copyChecklistUnchecked, keyBefore, copyRelativeReminders } from './recurrence.repo.ts';
import { findTaskRow, insertTaskRow, updateTaskRow, type TaskRow } from './tasks.repo.ts';
import { placementsFor, upsertPlacement } from './placements.repo.ts';

/** The person's today when the client did not say: UTC's date. */
function utcToday(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * The stored rule after a write, from what is stored (none on create), what was sent and the
 * due date the write leaves.
 */
export function resolveRepeat(
  stored: Pick<TaskRow, 'repeat' | 'nextOccurrenceId'> | undefined,
  sent: string | null | undefined,
  dueDate: string | null,
): string | null {
  if (sent === undefined) return dueDate === null ? null : (stored?.repeat ?? null);
  if (sent === null) return null;
  if (dueDate === null)
    throw new AppError('VALIDATION_FAILED', 'A repeating task needs a due date. Set a date too.', {
      field: 'repeat',
    });
  if (stored?.nextOccurrenceId)
    throw new AppError(
      'CONFLICT',
      'This occurrence is done and its series goes on in the next one: set the repeat there.',
      { field: 'repeat', nextOccurrenceId: stored.nextOccurrenceId },
    );
  const normalized = normalizeRepeat(sent);
  if (!normalized.ok) throw new AppError('VALIDATION_FAILED', normalized.message, { field: 'repeat' });
  return normalized.rule;
}

/** Where the next occurrence goes on each board (and the pool): just before the completed one. */
async function placeBefore(w: Writer, done: TaskRow) {
  const placements = (await placementsFor(w.trx, w.userId, [done.id])).get(done.id) ?? [];
  const boards = [];
  for (const p of placements) {
    const before = await keyBefore(w.trx, w.userId, p.boardId, done.quadrant, p.sortKey);
    boards.push({ boardId: p.boardId, sortKey: keyBetween(before, p.sortKey) });
  }
  const poolBefore = await keyBefore(w.trx, w.userId, 'pool', done.quadrant, done.poolSortKey);
  return { boards, poolSortKey: keyBetween(poolBefore, done.poolSortKey) };
}

/**
 * Creates the occurrence after `done` (just completed, repeating, not yet followed) and returns
 * its id, or null when the rule has no next date or the plan has no room for another task.
 */
async function createNext(w: Writer, done: TaskRow, next: { id?: string; today?: string } | undefined) {
  if (!done.repeat || !done.dueDate) return null;
  const dueDate = nextOccurrence(done.repeat, done.dueDate, next?.today ?? utcToday(w.now));
  if (!dueDate) return null;
  if (!(await hasRoomFor(w.trx, w.userId, w.tier, { activeTasks: 1, totalTasks: 1 }))) return null;
  const id = next?.id ?? newId();
  const { boards, poolSortKey } = await placeBefore(w, done);
  const row: TaskRow = {
    ...done,
    id,
    dueDate,
    completedAt: null,
    poolSortKey,
    createdAt: w.now,
    updatedAt: w.now,
    version: w.version,
    deletedAt: null,
    nextOccurrenceId: null,
  };
  if (!(await insertTaskRow(w.trx, row)))
    throw new AppError('CONFLICT', 'A task with the id sent for the next occurrence already exists.');
  for (const b of boards)
    await upsertPlacement(w.trx, { taskId: id, boardId: b.boardId, userId: w.userId, sortKey: b.sortKey });
  await copyChecklistUnchecked(w, done.id, id);
  await copyRelativeReminders(w, done.id, id);
  await rescheduleTaskReminders(w.trx, w.userId, id, w.now);
  await refreshTaskSearch(w.trx, w.userId, id);
  return id;
}

/**
 * After a write completed `done`: if it repeats and has no next occurrence yet, create it and
 * move the rule there. Returns the completed row as it now is.
 */
export async function continueSeries(
  w: Writer,
  done: TaskRow,
  next: { id?: string; today?: string } | undefined,
): Promise<TaskRow> {
  if (done.completedAt === null || !done.repeat || done.nextOccurrenceId) return done;
  const nextId = await createNext(w, done, next);
  if (!nextId) return done;
  const row = await updateTaskRow(w.trx, w.userId, done.id, {
    repeat: null,
    nextOccurrenceId: nextId,
    version: w.version,
    updatedAt: w.now,
  });
  return row ?? done;
}

/** Moves a repeating task's due date to its next occurrence, without completing it. */
export async function skipRow(w: Writer, taskId: string, input: SkipOccurrence): Promise<TaskRow> {
  const current = await findTaskRow(w.trx, w.userId, taskId);
  if (!current) throw notFound('That task');
  if (!current.repeat || !current.dueDate) throw new AppError('CONFLICT', 'This task does not repeat.');
  if (current.completedAt !== null)
    throw new AppError('CONFLICT', 'This task is completed: reopen it to skip an occurrence.');
  const dueDate = nextOccurrence(current.repeat, current.dueDate, input.today ?? utcToday(w.now));
  if (!dueDate) throw new AppError('CONFLICT', 'This rule has no later occurrence.');
  const row = await updateTaskRow(w.trx, w.userId, taskId, { dueDate, version: w.version, updatedAt: w.now });
  if (!row) throw notFound('That task');
  await rescheduleTaskReminders(w.trx, w.userId, taskId, w.now);
  return row;
}
