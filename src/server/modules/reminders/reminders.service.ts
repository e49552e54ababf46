/**
 * A task's reminders. Rules:
 * - reminders belong to one live task of the person's; another's task or reminder is "not found";
 * - at most REMINDERS_PER_TASK_MAX live reminders per task, counted inside the write transaction;
 * - a reminder relative to the due time needs the task to have a due date;
 * - creating schedules its job and deleting cancels it (and any snooze), in the same transaction;
 * - each reminder is a synced entity stamped with the write's version; delete is a tombstone.
 */
import {
  REMINDERS_PER_TASK_MAX,
  type CreateReminder,
  type Reminder,
} from '../../../shared/contracts/reminders.ts';
import { newId } from '../../../shared/ids.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { isoTime } from '../../http/iso-time.ts';
import { cancel } from '../../jobs/jobs.repo.ts';
import type { Writer } from '../sync/write.ts';
import { findTaskRow } from '../tasks/tasks.repo.ts';
import { reminderJobKey, snoozeJobKey, syncReminderJob, timeZoneOf } from './reminder-schedule.ts';
import {
  findReminderRow,
  insertReminderRow,
  liveRemindersOfTask,
  reminderIdTaken,
  tombstoneReminder,
  type ReminderRow,
} from './reminders.repo.ts';

export function presentReminder(row: ReminderRow): Reminder {
  return {
    id: row.id,
    taskId: row.taskId,
    offsetMinutes: row.offsetMinutes,
    at: row.at === null ? null : isoTime(Number(row.at)),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    version: Number(row.version),
  };
}

export async function createReminder(w: Writer, taskId: string, input: CreateReminder): Promise<Reminder> {
  const task = await findTaskRow(w.trx, w.userId, taskId);
  if (!task) throw notFound('That task');
  if ((await liveRemindersOfTask(w.trx, w.userId, taskId)).length >= REMINDERS_PER_TASK_MAX)
    throw new AppError('VALIDATION_FAILED', `A task holds at most ${REMINDERS_PER_TASK_MAX} reminders.`, {
      limit: REMINDERS_PER_TASK_MAX,
    });
  if (input.offsetMinutes !== undefined && task.dueDate === null)
    throw new AppError(
      'VALIDATION_FAILED',
      'Give the task a due date before adding a reminder relative to it.',
    );
  const id = input.id ?? newId();
  if (input.id && (await reminderIdTaken(w.trx, id)))
    throw new AppError('CONFLICT', 'A reminder with this id already exists.');
  const row: ReminderRow = {
    id,
    userId: w.userId,
    taskId,
    offsetMinutes: input.offsetMinutes ?? null,
    at: input.at === undefined ? null : Date.parse(input.at),
    createdAt: w.now,
    updatedAt: w.now,
    version: w.version,
    deletedAt: null,
  };
  await insertReminderRow(w.trx, row);
  await syncReminderJob(w.trx, row, task, await timeZoneOf(w.trx, w.userId), w.now);
  return presentReminder(row);
}

export async function deleteReminder(w: Writer, reminderId: string): Promise<{ version: number }> {
  if (!(await findReminderRow(w.trx, reminderId, w.userId))) throw notFound('That reminder');
  await tombstoneReminder(w.trx, w.userId, reminderId, w);
  await cancel(w.trx, reminderJobKey(reminderId));
  await cancel(w.trx, snoozeJobKey(reminderId));
  return { version: w.version };
}
