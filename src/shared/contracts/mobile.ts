/**
 * The iOS and Android apps (Capacitor; README "Clients"): the custom URL scheme sign-in returns
 * through (spec §9: the product's scheme with `/callback`), the native push tokens they register
 * for reminders, and the names of the session keys the native side shares with the page (spec §3).
 * The scheme is registered in android/app/src/main/AndroidManifest.xml and ios/App/App/Info.plist;
 * the identity provider accepts `MOBILE_CALLBACK_URL` for the native client only.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const MOBILE_URL_SCHEME = 'quadrant';
/** Where the identity provider sends the in-app browser back to (the app, not a web page). */
export const MOBILE_CALLBACK_URL = `${MOBILE_URL_SCHEME}://callback`;

/** sessionStorage flag: the in-app sign-in finished; a restore closes the browser (spec §4). */
export const CAPACITOR_AUTH_COMPLETE_KEY = 'capacitor_auth_complete';

/** The native push services: Apple's (iOS) and Firebase Cloud Messaging (Android). */
export const PUSH_PLATFORMS = ['apns', 'fcm'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/**
 * A device's push token as the plugin reports it: APNs device tokens are 32 bytes in hex (64
 * characters, longer tokens are allowed by Apple's documentation); FCM registration tokens are
 * opaque text of about 150–200 characters.
 */
export const DeviceTokenSchema = z.discriminatedUnion('platform', [
  z.object({ platform: z.literal('apns'), token: z.string().regex(/^[0-9a-fA-F]{64,200}$/) }),
  z.object({
    platform: z.literal('fcm'),
    token: z
      .string()
      .min(20)
      .max(4096)
      .regex(/^[\w:.-]+$/),
  }),
]);
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
});

export const removeDeviceToken = defineEndpoint({
  method: 'DELETE',
  path: '/api/push/devices',
  summary: "Forget this phone's native push token",
  tag: 'notifications',
  body: DeviceTokenSchema,
  response: z.object({ ok: z.literal(true) }),
  write: true,
});
