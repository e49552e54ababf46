/**
 * What the app shell does when reminders fire (ADR 0053): an alert on the page for each, and a
 * system notification for each while the page is hidden and notifications are allowed.
 */
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import { i18n } from '../../lib/i18n.ts';
import { announceReminders } from './reminder-alerts.ts';
import { REMINDERS_NS } from './reminders-i18n.ts';
import { showSystemNotification } from './system-notification.ts';

export function announceFired(list: readonly AppNotification[]): void {
  announceReminders(list);
  const body = i18n.t('alert.systemBody', { ns: REMINDERS_NS });
  // A browser that refuses (a revoked permission, a worker gone) still has the alert on the page.
  for (const n of list) showSystemNotification(n, body).catch(() => undefined);
}
