/**
 * Which notifications in a batch from the sync socket are news to the person: reminders that have
 * just fired, to be shown where they are looking (ADR 0053). A notification is news when this tab
 * did not hold it before the batch, it is unread, and it fired lately: a full snapshot (the first
 * pull, a resync) or a catch-up after hours offline brings old ones, which the bell's count tells.
 */
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import type { WorkspaceState } from './workspace-state.ts';

/** How old a reminder may be and still pop up: a socket that reconnects catches up on the rest. */
export const FRESH_FOR_MS = 10 * 60_000;

export function freshNotifications(
  before: WorkspaceState | undefined,
  changes: Changes,
  now: number,
): AppNotification[] {
  if (changes.full || !before) return [];
  return changes.notifications
    .filter(
      (n) =>
        n.readAt === null && !before.notifications.has(n.id) && now - Date.parse(n.firedAt) <= FRESH_FOR_MS,
    )
    .sort((a, b) => Date.parse(a.firedAt) - Date.parse(b.firedAt));
}
