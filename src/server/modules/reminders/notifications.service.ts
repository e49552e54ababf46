/**
 * The in-app notification centre and snoozing. Rules:
 * - notifications are the person's own; another's is "not found";
 * - a snooze schedules the same reminder to fire again (a job of its own, `reminder:<id>:snooze`,
 *   replaced by a later snooze) and marks the snoozed notification read;
 * - "tomorrow" is 09:00 the next day in the person's time zone.
 */
import type { Transaction } from 'kysely';
import type { AppNotification, Snooze } from '../../../shared/contracts/notifications.ts';
import { DEFAULT_REMINDER_TIME } from '../../../shared/contracts/reminders.ts';
import { nextDay, zonedDate, zonedInstant } from '../../../shared/zoned-time.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { isoTime } from '../../http/iso-time.ts';
import { schedule } from '../../jobs/jobs.repo.ts';
import type { Writer } from '../sync/write.ts';
import { findTaskRow } from '../tasks/tasks.repo.ts';
import { snoozeJobKey, timeZoneOf } from './reminder-schedule.ts';
import {
  findNotificationRow,
  findReminderRow,
  markAllRead,
  updateNotificationRow,
  type NotificationRow,
} from './reminders.repo.ts';

export function presentNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    taskId: row.taskId,
    reminderId: row.reminderId,
    title: row.title,
    firedAt: isoTime(Number(row.firedAt)),
    readAt: row.readAt === null ? null : isoTime(Number(row.readAt)),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    version: Number(row.version),
  };
}

export async function markNotificationRead(w: Writer, id: string, read: boolean): Promise<AppNotification> {
  if (!(await findNotificationRow(w.trx, w.userId, id))) throw notFound('That notification');
  const row = await updateNotificationRow(w.trx, w.userId, id, {
    readAt: read ? w.now : null,
    version: w.version,
    updatedAt: w.now,
  });
  if (!row) throw notFound('That notification');
  return presentNotification(row);
}

export async function markAllNotificationsRead(w: Writer): Promise<{ version: number }> {
  await markAllRead(w.trx, w.userId, w);
  return { version: w.version };
}

/** When a snooze taken at `now` ends, in the person's zone. */
export function snoozeEnd(snooze: Snooze, now: number, timeZone: string): number {
  if (snooze === '10m') return now + 10 * 60_000;
  if (snooze === '1h') return now + 60 * 60_000;
  return zonedInstant(nextDay(zonedDate(now, timeZone)), DEFAULT_REMINDER_TIME, timeZone);
}

/** Schedules a live reminder of the person's to fire again; returns when. */
export async function snoozeReminder(
  trx: Transaction<DB>,
  userId: string,
  reminderId: string,
  snooze: Snooze,
  now: number,
): Promise<{ until: string }> {
  const reminder = await findReminderRow(trx, reminderId, userId);
  if (!reminder || !(await findTaskRow(trx, userId, reminder.taskId))) throw notFound('That reminder');
  const until = snoozeEnd(snooze, now, await timeZoneOf(trx, userId));
  await schedule(
    trx,
    {
      kind: 'reminders.fire',
      key: snoozeJobKey(reminderId),
      runAt: until,
      payload: { reminderId, firedAt: until, snoozed: true },
    },
    now,
  );
  return { until: isoTime(until) };
}

export async function snoozeNotification(w: Writer, id: string, snooze: Snooze): Promise<{ until: string }> {
  const n = await findNotificationRow(w.trx, w.userId, id);
  if (!n) throw notFound('That notification');
  const result = await snoozeReminder(w.trx, w.userId, n.reminderId, snooze, w.now);
  await updateNotificationRow(w.trx, w.userId, id, {
    readAt: n.readAt ?? w.now,
    version: w.version,
    updatedAt: w.now,
  });
  return result;
}
