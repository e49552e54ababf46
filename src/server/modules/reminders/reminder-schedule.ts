/**
 * When a reminder fires, and its job. Rules (ADR 0019):
 * - a reminder at a moment fires then; one relative to the due time fires `offsetMinutes` before the
 *   due date's time in the person's zone, or before DEFAULT_REMINDER_TIME when the date has no time;
 *   without a due date it does not fire;
 * - a completed or deleted task's reminders have no job; neither has a time already past;
 * - the job is keyed `reminder:<id>`, so rescheduling replaces it and deleting cancels it; a
 *   snooze is a second job, `reminder:<id>:snooze`. Every schedule joins the caller's transaction.
 */
import type { Transaction } from 'kysely';
import { DEFAULT_REMINDER_TIME } from '../../../shared/contracts/reminders.ts';
import { zonedInstant } from '../../../shared/zoned-time.ts';
import type { DB } from '../../db/schema.ts';
import { cancel, schedule } from '../../jobs/jobs.repo.ts';
import { liveRemindersOfTask, liveRemindersOfUser, type ReminderRow } from './reminders.repo.ts';

type Trx = Transaction<DB>;

export interface DueFields {
  dueDate: string | null;
  dueTime: string | null;
  completedAt: number | null;
  deletedAt: number | null;
}

export function reminderJobKey(reminderId: string): string {
  return `reminder:${reminderId}`;
}
export function snoozeJobKey(reminderId: string): string {
  return `reminder:${reminderId}:snooze`;
}

/** The instant a reminder fires for a task's due fields; null if it never does. */
export function fireTime(
  reminder: Pick<ReminderRow, 'offsetMinutes' | 'at'>,
  task: Pick<DueFields, 'dueDate' | 'dueTime'>,
  timeZone: string,
): number | null {
  if (reminder.at !== null) return reminder.at;
  if (reminder.offsetMinutes === null || task.dueDate === null) return null;
  return (
    zonedInstant(task.dueDate, task.dueTime ?? DEFAULT_REMINDER_TIME, timeZone) -
    reminder.offsetMinutes * 60_000
  );
}

/** Schedules (or cancels) one reminder's job to match its task and the person's zone. */
export async function syncReminderJob(
  trx: Trx,
  reminder: ReminderRow,
  task: DueFields,
  timeZone: string,
  now: number,
): Promise<void> {
  const at = task.completedAt === null && task.deletedAt === null ? fireTime(reminder, task, timeZone) : null;
  if (at === null || at <= now) {
    await cancel(trx, reminderJobKey(reminder.id));
    if (task.completedAt !== null || task.deletedAt !== null) await cancel(trx, snoozeJobKey(reminder.id));
    return;
  }
  await schedule(
    trx,
    {
      kind: 'reminders.fire',
      key: reminderJobKey(reminder.id),
      runAt: at,
      payload: { reminderId: reminder.id, firedAt: at },
    },
    now,
  );
}

export async function timeZoneOf(trx: Trx, userId: string): Promise<string> {
  const row = await trx
    .selectFrom('notificationSettings')
    .select('timeZone')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.timeZone ?? 'UTC';
}

/**
 * A task's due date, time, completion or deletion changed: its reminders' jobs follow, in the
 * same transaction. Called by the task writes (tasks.service.ts).
 */
export async function rescheduleTaskReminders(
  trx: Trx,
  userId: string,
  taskId: string,
  now: number,
): Promise<void> {
  const reminders = await liveRemindersOfTask(trx, userId, taskId);
  if (reminders.length === 0) return;
  const task = await trx
    .selectFrom('tasks')
    .select(['dueDate', 'dueTime', 'completedAt', 'deletedAt'])
    .where('id', '=', taskId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!task) return;
  const zone = await timeZoneOf(trx, userId);
  for (const r of reminders) await syncReminderJob(trx, r, task, zone, now);
}

/** The person's time zone changed: every reminder relative to a due date moves. */
export async function rescheduleUserReminders(
  trx: Trx,
  userId: string,
  timeZone: string,
  now: number,
): Promise<void> {
  const reminders = (await liveRemindersOfUser(trx, userId)).filter((r) => r.at === null);
  if (reminders.length === 0) return;
  const tasks = await trx
    .selectFrom('tasks')
    .select(['id', 'dueDate', 'dueTime', 'completedAt', 'deletedAt'])
    .where('userId', '=', userId)
    .where('id', 'in', [...new Set(reminders.map((r) => r.taskId))])
    .execute();
  const byId = new Map(tasks.map((t) => [t.id, t]));
  for (const r of reminders) {
    const task = byId.get(r.taskId);
    if (task) await syncReminderJob(trx, r, task, timeZone, now);
  }
}
