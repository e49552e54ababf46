/** Reminders' and notifications' tables (issue 9), as Kysely sees them; `DB` in schema.ts names them. */

/** A task's reminder (issue 9): an offset before its due time, or a moment (`at`). */
export interface RemindersTable {
  id: string;
  userId: string;
  taskId: string;
  offsetMinutes: number | null;
  at: number | null;
  createdAt: number;
  updatedAt: number;
  version: number;
  deletedAt: number | null;
}

/** What a fired reminder leaves in the in-app notification centre. */
export interface NotificationsTable {
  id: string;
  userId: string;
  taskId: string;
  reminderId: string;
  title: string;
  firedAt: number;
  readAt: number | null;
  createdAt: number;
  updatedAt: number;
  version: number;
  deletedAt: number | null;
}

/** A person's reminder settings; `channels` and `policy` are JSON (contracts/notifications.ts). */
export interface NotificationSettingsTable {
  userId: string;
  timeZone: string;
  channels: string;
  policy: string;
  updatedAt: number;
}

export interface PushSubscriptionsTable {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: number;
}

/** An iOS or Android app's push token (reminders/native-push.ts). */
export interface PushDevicesTable {
  id: string;
  userId: string;
  /** 'apns' or 'fcm'. */
  platform: string;
  token: string;
  createdAt: number;
}

/** One fired reminder delivered on one channel: the unique key makes a retry deliver once. */
export interface ReminderDeliveriesTable {
  key: string;
  userId: string;
  state: string;
  createdAt: number;
}
