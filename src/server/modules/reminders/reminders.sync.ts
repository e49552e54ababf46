import type { EntitySource } from '../sync/entity-source.ts';
import { splitChanges } from '../sync/entity-source.ts';
import { presentNotification } from './notifications.service.ts';
import { notificationsChangedSince, remindersChangedSince } from './reminders.repo.ts';
import { presentReminder } from './reminders.service.ts';

export const reminderChanges: EntitySource<'reminders'> = async (db, userId, since) =>
  splitChanges(await remindersChangedSince(db, userId, since), (rows) => rows.map(presentReminder));

export const notificationChanges: EntitySource<'notifications'> = async (db, userId, since) =>
  splitChanges(await notificationsChangedSince(db, userId, since), (rows) => rows.map(presentNotification));
