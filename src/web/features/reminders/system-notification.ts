/**
 * A reminder that fires while the page is hidden also shows as a system notification, when the
 * person has allowed them for this site (ADR 0053). Web Push may show the same reminder: both use
 * the tag `reminder:<reminderId>` (the server's push payload, deliver.ts), so a device shows one
 * notification per reminder. Whichever comes first stays seen; the page does not add its own when
 * the push's is already up, and a push arriving after the page's replaces it silently (same tag,
 * no renotify) with the push's snooze actions. A click goes through the service worker's own
 * handler (public/sw-push.js), which opens the task in this tab.
 */
import type { AppNotification } from '../../../shared/contracts/notifications.ts';

export function reminderTag(notification: Pick<AppNotification, 'reminderId'>): string {
  return `reminder:${notification.reminderId}`;
}

/** What the browser offers; injected in tests. */
export interface NotificationHost {
  permission: () => NotificationPermission | 'unsupported';
  hidden: () => boolean;
  registration: () => Promise<ServiceWorkerRegistration | undefined>;
  /** Without a service worker (a browser that has none): the page's own notification. */
  show: (title: string, options: NotificationOptions) => void;
}

const browserHost: NotificationHost = {
  permission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  hidden: () => document.visibilityState === 'hidden',
  registration: async () =>
    'serviceWorker' in navigator ? navigator.serviceWorker.getRegistration() : undefined,
  show: (title, options) => {
    const shown = new Notification(title, options);
    shown.onclick = () => window.focus();
  },
};

export type SystemOutcome = 'shown' | 'already-shown' | 'not-now';

export async function showSystemNotification(
  notification: AppNotification,
  body: string,
  host: NotificationHost = browserHost,
): Promise<SystemOutcome> {
  if (host.permission() !== 'granted' || !host.hidden()) return 'not-now';
  const tag = reminderTag(notification);
  const options: NotificationOptions = {
    body,
    tag,
    icon: '/favicon.svg',
    badge: '/favicon.svg',
    // The shape sw-push.js reads on a click: the task to open; no snooze token (the page has none).
    data: { url: `/app/task/${notification.taskId}`, snoozeToken: null },
  };
  const registration = await host.registration().catch(() => undefined);
  if (!registration) {
    host.show(notification.title, options);
    return 'shown';
  }
  if ((await registration.getNotifications({ tag })).length > 0) return 'already-shown';
  await registration.showNotification(notification.title, options);
  return 'shown';
}

/** The reminder was dealt with in the page: its system notification, if any, goes too. */
export async function closeSystemNotification(
  notification: Pick<AppNotification, 'reminderId'>,
  host: NotificationHost = browserHost,
): Promise<void> {
  if (host.permission() !== 'granted') return;
  const registration = await host.registration().catch(() => undefined);
  for (const shown of (await registration?.getNotifications({ tag: reminderTag(notification) })) ?? [])
    shown.close();
}
