/**
 * Firing a reminder (the `reminders.fire` job). Rules (ADR 0019):
 * - a deleted reminder, or a completed or deleted task, never reminds; an occurrence whose time no
 *   longer matches the reminder (its task was rescheduled while this job ran) is dropped;
 * - the channels are the task's quadrant policy less the channels switched off, read now, so a
 *   task moved to another quadrant reminds as that quadrant says;
 * - every channel delivers once per occurrence (`<reminderId>:<firedAt>:<channel>`): in-app writes
 *   its record in the same transaction as the notification; push (per subscription) and e-mail
 *   record `sending` before the send and `sent` after, and forget the record when the send fails so
 *   the retry sends again; a record left `sending` by a process that died is sent again;
 * - one channel failing fails the job after the others were tried; the retry redoes only the
 *   failed ones.
 */
import type { Database } from '../../db/database.ts';
import { newId } from '../../../shared/ids.ts';
import { channelsFor } from '../../../shared/contracts/notifications.ts';
import { isQuadrant } from '../../../shared/quadrants.ts';
import type { JobPayload } from '../../jobs/kinds.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ChangeBus } from '../sync/change-bus.ts';
import { userWrite } from '../sync/write.ts';
import { readSettings } from './notification-settings.ts';
import { devicesOf, dropDevice, type NativePushSender } from './native-push.ts';
import { dropSubscription, subscriptionsOf, type PushSender } from './push.ts';
import { snoozeToken, type PushKeys } from './push-keys.ts';
import type { NativeMessage } from './native-message.ts';
import { fireTime } from './reminder-schedule.ts';
import { reminderText } from './reminder-messages.ts';
import { claimDelivery, findReminderRow, insertNotificationRow, settleDelivery } from './reminders.repo.ts';

export interface DeliveryDeps {
  db: Database;
  bus: ChangeBus;
  mailer: Mailer;
  push: PushSender;
  /** APNs and FCM for the apps' devices (absent: browsers only). */
  nativePush?: NativePushSender | undefined;
  pushKeys: PushKeys;
  publicUrl: string;
}

async function loadOccurrence(db: Database, payload: JobPayload<'reminders.fire'>) {
  const reminder = await findReminderRow(db, payload.reminderId);
  if (!reminder) return undefined;
  const task = await db
    .selectFrom('tasks')
    .select(['id', 'title', 'quadrant', 'dueDate', 'dueTime', 'completedAt', 'deletedAt'])
    .where('id', '=', reminder.taskId)
    .executeTakeFirst();
  if (!task || task.completedAt !== null || task.deletedAt !== null || !isQuadrant(task.quadrant))
    return undefined;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'language'])
    .where('id', '=', reminder.userId)
    .where('disabledAt', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;
  const settings = await readSettings(db, user.id);
  if (!payload.snoozed && fireTime(reminder, task, settings.timeZone) !== payload.firedAt) return undefined;
  return { reminder, task: { ...task, quadrant: task.quadrant }, user, settings };
}

export async function fireReminder(
  deps: DeliveryDeps,
  payload: JobPayload<'reminders.fire'>,
  now: number,
): Promise<void> {
  const found = await loadOccurrence(deps.db, payload);
  if (!found) return;
  const { reminder, task, user, settings } = found;
  const channels = channelsFor(settings, task.quadrant);
  const base = `${reminder.id}:${payload.firedAt}`;
  const link = new URL(`/app/task/${task.id}`, deps.publicUrl).href;
  const text = reminderText(user.language, { ...task, name: user.name, timeZone: settings.timeZone, link });
  const failures: unknown[] = [];

  if (channels.includes('inApp')) {
    await userWrite(deps, user.id, undefined, async (w) => {
      if (!(await claimDelivery(w.trx, `${base}:inApp`, user.id, 'sent', w.now))) return;
      await insertNotificationRow(w.trx, {
        id: newId(),
        userId: user.id,
        taskId: task.id,
        reminderId: reminder.id,
        title: task.title,
        firedAt: payload.firedAt,
        readAt: null,
        createdAt: w.now,
        updatedAt: w.now,
        version: w.version,
        deletedAt: null,
      });
    });
  }

  if (channels.includes('push')) {
    const message = JSON.stringify({
      title: task.title,
      body: text.line,
      url: `/app/task/${task.id}`,
      tag: `reminder:${reminder.id}`,
      snoozeToken: snoozeToken(deps.pushKeys, user.id, reminder.id, now),
      actions: [
        { action: 'snooze-10m', title: text.actions.snooze10m },
        { action: 'snooze-1h', title: text.actions.snooze1h },
        { action: 'snooze-tomorrow', title: text.actions.snoozeTomorrow },
      ],
    });
    for (const sub of await subscriptionsOf(deps.db, user.id)) {
      const key = `${base}:push:${sub.id}`;
      await once(deps, key, user.id, now, failures, async () => {
        // Gone at the push service, or an endpoint the outbound rule refuses: never sent to again.
        if ((await deps.push.send(sub, message)) !== 'sent') await dropSubscription(deps.db, sub.id);
      });
    }
    await pushToDevices(deps, user.id, base, now, failures, {
      title: task.title,
      body: text.line,
      url: `/app/task/${task.id}`,
      tag: `reminder:${reminder.id}`,
    });
  }

  if (channels.includes('email')) {
    await once(deps, `${base}:email`, user.id, now, failures, async () => {
      // Queued at the job's own time: the mail job is due with the reminder that caused it.
      await deps.mailer.send(
        { to: [{ name: user.name, address: user.email }], subject: text.subject, text: text.body },
        { now },
      );
    });
  }

  if (failures.length > 0) throw failures[0];
}

/** The apps' devices, each once per occurrence like a browser; a device its service forgot is dropped. */
async function pushToDevices(
  deps: DeliveryDeps,
  userId: string,
  base: string,
  now: number,
  failures: unknown[],
  message: NativeMessage,
): Promise<void> {
  const sender = deps.nativePush;
  if (!sender) return;
  for (const device of await devicesOf(deps.db, userId)) {
    await once(deps, `${base}:push:${device.id}`, userId, now, failures, async () => {
      const outcome = await sender.send(device, message);
      if (outcome === 'gone' || outcome === 'refused') await dropDevice(deps.db, device.id);
    });
  }
}

/** Sends on one channel unless this occurrence was already delivered there. */
async function once(
  deps: DeliveryDeps,
  key: string,
  userId: string,
  now: number,
  failures: unknown[],
  send: () => Promise<void>,
): Promise<void> {
  if (!(await claimDelivery(deps.db, key, userId, 'sending', now))) return;
  try {
    await send();
    await settleDelivery(deps.db, key, 'sent');
  } catch (err) {
    await settleDelivery(deps.db, key, 'failed');
    failures.push(err);
  }
}
