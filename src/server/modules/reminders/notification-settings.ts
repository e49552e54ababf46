/**
 * A person's notification settings: time zone, channel switches and per-quadrant policy. Kept in
 * this module's own table (not `users`), created on first write; a person without a row has the
 * defaults (UTC, every channel on, DEFAULT_POLICY). Changing the time zone reschedules every
 * reminder in the same transaction, since due dates are wall-clock times in that zone.
 */
import type { Kysely, Transaction } from 'kysely';
import { type z } from 'zod';
import {
  ChannelSwitchesSchema,
  DEFAULT_POLICY,
  QuadrantPolicySchema,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '../../../shared/contracts/notifications.ts';
import type { DB } from '../../db/schema.ts';
import type { Writer } from '../sync/write.ts';
import { rescheduleUserReminders } from './reminder-schedule.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type StoredSettings = Omit<NotificationSettings, 'vapidPublicKey'>;

export const DEFAULT_SETTINGS: StoredSettings = {
  timeZone: 'UTC',
  channels: { inApp: true, push: true, email: true },
  policy: DEFAULT_POLICY,
};

function parseJson<T>(schema: z.ZodType<T>, text: string, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export async function readSettings(db: Db, userId: string): Promise<StoredSettings> {
  const row = await db
    .selectFrom('notificationSettings')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    timeZone: row.timeZone,
    channels: parseJson(ChannelSwitchesSchema, row.channels, DEFAULT_SETTINGS.channels),
    policy: parseJson(QuadrantPolicySchema, row.policy, DEFAULT_SETTINGS.policy),
  };
}

export async function updateSettings(w: Writer, input: UpdateNotificationSettings): Promise<StoredSettings> {
  const current = await readSettings(w.trx, w.userId);
  const next: StoredSettings = {
    timeZone: input.timeZone ?? current.timeZone,
    channels: { ...current.channels, ...input.channels },
    policy: { ...current.policy, ...input.policy },
  };
  const values = {
    timeZone: next.timeZone,
    channels: JSON.stringify(next.channels),
    policy: JSON.stringify(next.policy),
    updatedAt: w.now,
  };
  await w.trx
    .insertInto('notificationSettings')
    .values({ userId: w.userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
  if (next.timeZone !== current.timeZone)
    await rescheduleUserReminders(w.trx, w.userId, next.timeZone, w.now);
  return next;
}
