/**
 * Notifications (issue 9): what a fired reminder leaves in the in-app notification centre (a synced
 * entity, so it arrives live), the person's notification settings (time zone, channel switches,
 * per-quadrant policy) and Web Push subscriptions.
 */
import { z } from 'zod';
import { IdSchema } from '../ids.ts';
import type { Quadrant } from '../quadrants.ts';
import { isTimeZone } from '../zoned-time.ts';
import { WriteResultSchema } from './boards.ts';
import { defineEndpoint } from './endpoint.ts';

export const CHANNELS = ['inApp', 'push', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];
export const ChannelSchema = z.enum(CHANNELS);

/** How long a snooze lasts: 10 minutes, an hour, or tomorrow at 09:00 in the person's zone. */
export const SNOOZES = ['10m', '1h', 'tomorrow'] as const;
export const SnoozeSchema = z.enum(SNOOZES);
export type Snooze = z.infer<typeof SnoozeSchema>;

export const NotificationSchema = z.object({
  id: IdSchema,
  taskId: IdSchema,
  reminderId: IdSchema,
  /** The task's title when the reminder fired. */
  title: z.string(),
  /** When the reminder was due to fire. */
  firedAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
export type AppNotification = z.infer<typeof NotificationSchema>;

const ChannelListSchema = z.array(ChannelSchema).max(CHANNELS.length);
export const QuadrantPolicySchema = z.object({
  1: ChannelListSchema,
  2: ChannelListSchema,
  3: ChannelListSchema,
  4: ChannelListSchema,
});
export type QuadrantPolicy = z.infer<typeof QuadrantPolicySchema>;
export const ChannelSwitchesSchema = z.object({ inApp: z.boolean(), push: z.boolean(), email: z.boolean() });

/** Do First: everywhere; Schedule: in-app and e-mail; Delegate: in-app; Delete: never. */
export const DEFAULT_POLICY: QuadrantPolicy = {
  1: ['inApp', 'push', 'email'],
  2: ['inApp', 'email'],
  3: ['inApp'],
  4: [],
};

/** The channels a reminder of a task in `quadrant` goes to: its policy, less the switched-off ones. */
export function channelsFor(
  settings: { policy: QuadrantPolicy; channels: z.infer<typeof ChannelSwitchesSchema> },
  quadrant: Quadrant,
): Channel[] {
  return CHANNELS.filter((c) => settings.policy[quadrant].includes(c) && settings.channels[c]);
}

const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'Not a known time zone')
  .meta({ examples: ['Europe/Paris'] });

export const NotificationSettingsSchema = z.object({
  /** IANA zone due dates are read in; UTC until the client sends its own. */
  timeZone: z.string(),
  channels: ChannelSwitchesSchema,
  policy: QuadrantPolicySchema,
  /** The server's VAPID public key (base64url), for `pushManager.subscribe`. */
  vapidPublicKey: z.string(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const UpdateNotificationSettingsSchema = z.object({
  timeZone: TimeZoneSchema.optional(),
  channels: ChannelSwitchesSchema.partial().optional(),
  policy: QuadrantPolicySchema.partial().optional(),
});
export type UpdateNotificationSettings = z.infer<typeof UpdateNotificationSettingsSchema>;

export const getNotificationSettings = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/settings',
  summary: "The person's reminder channels, per-quadrant policy and time zone",
  tag: 'notifications',
  response: NotificationSettingsSchema,
});

export const updateNotificationSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/settings',
  summary: 'Change reminder channels, the per-quadrant policy or the time zone',
  tag: 'notifications',
  body: UpdateNotificationSettingsSchema,
  response: NotificationSettingsSchema,
  write: true,
});

export const NotificationParamsSchema = z.object({ notificationId: IdSchema });

export const markNotificationRead = defineEndpoint({
  method: 'PATCH',
  path: '/api/notifications/:notificationId',
  summary: 'Mark a notification read or unread',
  tag: 'notifications',
  params: NotificationParamsSchema,
  body: z.object({ read: z.boolean() }),
  response: NotificationSchema,
  write: true,
});

export const markAllNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/read-all',
  summary: 'Mark every notification read',
  tag: 'notifications',
  response: WriteResultSchema,
  write: true,
});

export const SnoozeBodySchema = z.object({ snooze: SnoozeSchema });
export const SnoozedSchema = z.object({ until: z.iso.datetime() });

export const snoozeNotification = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/:notificationId/snooze',
  summary: 'Remind again later: in 10 minutes, an hour, or tomorrow at 09:00',
  tag: 'notifications',
  params: NotificationParamsSchema,
  body: SnoozeBodySchema,
  response: SnoozedSchema,
  write: true,
});

/** A push notification's snooze action: authorized by the signed token the push carried. */
export const PushSnoozeBodySchema = z.object({ token: z.string().min(1).max(512), snooze: SnoozeSchema });
export const pushSnooze = defineEndpoint({
  method: 'POST',
  path: '/api/push/snooze',
  summary: "Snooze from a push notification's action (token-authorized, no session)",
  tag: 'notifications',
  body: PushSnoozeBodySchema,
  response: SnoozedSchema,
});

/**
 * The server stores only https endpoints of the browsers' push services, on public addresses
 * (src/server/http/outbound-url.ts); anything else is a 400 naming `endpoint`.
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .url()
    .max(2048)
    .startsWith('http')
    .meta({ examples: ['https://fcm.googleapis.com/fcm/send/abc'] }),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const addPushSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/push/subscriptions',
  summary: "Register this browser's push subscription",
  tag: 'notifications',
  body: PushSubscriptionSchema,
  response: z.object({ ok: z.literal(true) }),
  status: 201,
  write: true,
  sessionOnly: true,
});

export const removePushSubscription = defineEndpoint({
  method: 'DELETE',
  path: '/api/push/subscriptions',
  summary: "Forget this browser's push subscription",
  tag: 'notifications',
  body: z.object({
    endpoint: z
      .url()
      .max(2048)
      .meta({ examples: ['https://fcm.googleapis.com/fcm/send/abc'] }),
  }),
  response: z.object({ ok: z.literal(true) }),
  write: true,
  sessionOnly: true,
});

/** Up to this many push subscriptions (browsers) per person; the oldest goes first. */
export const PUSH_SUBSCRIPTIONS_MAX = 20;
