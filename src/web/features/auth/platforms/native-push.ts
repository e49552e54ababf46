/**
 * Reminders on the phone's own notifications (APNs on iOS, FCM on Android), beside Web Push: the
 * app registers with the push plugin once someone is signed in and hands the server its device
 * token (`POST /api/push/devices`); the reminder job sends to it (server: reminders/native-push.ts).
 * Rules:
 * - permission is asked once someone is signed in, never before (nothing to remind of yet);
 * - the token is sent on every registration (the push service may rotate it), as the person
 *   signed in now: a phone passed from one person to another follows whoever signed in last;
 * - signing out unregisters the phone at its push service, so the previous person's reminders stop
 *   reaching it (the server drops the token when the service says it is gone);
 * - tapping a reminder opens its task.
 */
import { PushNotifications } from '@capacitor/push-notifications';
import { registerDeviceToken } from '../../../../shared/contracts/mobile.ts';
import { api } from '../../../lib/api.ts';
import { useSessionStore } from '../session-store.ts';
import type { NativePlatform } from './native-callback.ts';

/** A reminder's `url` (an app path, as its Web Push twin carries): only paths inside the app. */
export function reminderPath(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('url' in data)) return null;
  const { url } = data;
  return typeof url === 'string' && /^\/app\/[\w/-]*$/.test(url) ? url : null;
}

async function register(): Promise<void> {
  let permission = await PushNotifications.checkPermissions();
  if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale')
    permission = await PushNotifications.requestPermissions();
  if (permission.receive === 'granted') await PushNotifications.register();
}

export async function registerForPush(platform: NativePlatform): Promise<void> {
  await PushNotifications.addListener('registration', ({ value }) => {
    if (!useSessionStore.getState().isAuthenticated) return;
    const body = { platform: platform === 'ios' ? ('apns' as const) : ('fcm' as const), deviceToken: value };
    void api(registerDeviceToken, { body }).catch(() => undefined);
  });
  await PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => {
    const path = reminderPath(notification.data);
    if (path) window.location.assign(path);
  });
  let signedIn = useSessionStore.getState().isAuthenticated;
  if (signedIn) await register();
  useSessionStore.subscribe((state) => {
    if (state.isAuthenticated === signedIn) return;
    signedIn = state.isAuthenticated;
    void (signedIn ? register() : PushNotifications.unregister()).catch(() => undefined);
  });
}
