/**
 * This browser's Web Push: the service worker at /sw.js (scope /), the permission, the
 * subscription, and telling the server about it. Every step the browser may refuse is reported
 * as an outcome the settings can explain, never thrown at the person.
 */
import {
  addPushSubscription,
  PushSubscriptionSchema,
  removePushSubscription,
} from '../../../shared/contracts/notifications.ts';
import { api } from '../../lib/api.ts';

export type PushDevice =
  { supported: false } | { supported: true; permission: NotificationPermission; subscribed: boolean };
export type EnableOutcome = 'enabled' | 'denied' | 'unsupported' | 'failed';

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export const PUSH_DEVICE_KEY = ['push-device'] as const;

export async function pushDeviceState(): Promise<PushDevice> {
  if (!supported()) return { supported: false };
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  return { supported: true, permission: Notification.permission, subscribed: Boolean(subscription) };
}

/** The VAPID key as the bytes `subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The service worker that shows pushes; registering it again is harmless. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

export async function enablePush(vapidPublicKey: string): Promise<EnableOutcome> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await registerServiceWorker();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidPublicKey),
      }));
    await api(addPushSubscription, { body: PushSubscriptionSchema.parse(subscription.toJSON()) });
    return 'enabled';
  } catch {
    return 'failed';
  }
}

export async function disablePush(): Promise<void> {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api(removePushSubscription, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
