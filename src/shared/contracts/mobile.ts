/**
 * The iOS and Android apps' native push tokens, registered for reminders (APNs on iOS, Firebase
 * Cloud Messaging on Android). The apps' URL scheme and session flag: shared/mobile-app.ts.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The native push services: Apple's (iOS) and Firebase Cloud Messaging (Android). */
export const PUSH_PLATFORMS = ['apns', 'fcm'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/**
 * A device's push token as the plugin reports it: APNs device tokens are 32 bytes in hex (64
 * characters, longer tokens are allowed by Apple's documentation); FCM registration tokens are
 * opaque text of about 150–200 characters.
 */
export const DeviceTokenSchema = z
  .object({
    platform: z.enum(PUSH_PLATFORMS),
    deviceToken: z
      .string()
      .min(20)
      .max(4096)
      .regex(/^[\w:.-]+$/)
      .meta({ examples: ['5f3c9a1e7b2d4c6f8a0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a'] }),
  })
  .refine((d) => d.platform !== 'apns' || /^[0-9a-fA-F]{64,200}$/.test(d.deviceToken), {
    path: ['deviceToken'],
    message: 'An APNs device token is 64 or more hexadecimal characters',
  });
export type DeviceTokenInput = z.infer<typeof DeviceTokenSchema>;

/** Up to this many native devices per person; the oldest registration goes first. */
export const DEVICE_TOKENS_MAX = 20;

export const registerDeviceToken = defineEndpoint({
  method: 'POST',
  path: '/api/push/devices',
  summary: "Register this phone's native push token (APNs or FCM) for reminders",
  tag: 'notifications',
  body: DeviceTokenSchema,
  response: z.object({ ok: z.literal(true) }),
  status: 201,
  write: true,
  sessionOnly: true,
});

export const removeDeviceToken = defineEndpoint({
  method: 'DELETE',
  path: '/api/push/devices',
  summary: "Forget this phone's native push token",
  tag: 'notifications',
  body: DeviceTokenSchema,
  response: z.object({ ok: z.literal(true) }),
  write: true,
  sessionOnly: true,
});
