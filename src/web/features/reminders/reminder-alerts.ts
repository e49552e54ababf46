/**
 * Reminders that have just fired, waiting for the person to act on them (ADR 0053): a tiny
 * external store the app shell feeds from the sync socket and the alerts read. An alert leaves
 * when it is opened, snoozed or dismissed, and when its notification is read anywhere else (the
 * centre, another device): the view filters on the workspace's copy. At most three stay up.
 */
import { useSyncExternalStore } from 'react';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';

export const MAX_ALERTS = 3;

let alerts: readonly AppNotification[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows these notifications as alerts, newest last; one already up keeps its place. */
export function announceReminders(list: readonly AppNotification[]): void {
  const known = new Set(alerts.map((a) => a.id));
  const added = list.filter((n) => !known.has(n.id));
  if (added.length === 0) return;
  alerts = [...alerts, ...added].slice(-MAX_ALERTS);
  emit();
}

export function dismissReminderAlert(id: string): void {
  if (!alerts.some((a) => a.id === id)) return;
  alerts = alerts.filter((a) => a.id !== id);
  emit();
}

/** Every alert gone (sign-out; tests). */
export function clearReminderAlerts(): void {
  alerts = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getAlerts = () => alerts;
const NONE: readonly AppNotification[] = [];

export function useReminderAlerts(): readonly AppNotification[] {
  return useSyncExternalStore(subscribe, getAlerts, () => NONE);
}
