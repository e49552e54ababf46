/** What an admin's plan change carries (admin-plan-changes.ts, admin-stripe-changes.ts). */
import type { Person, RequestOrigin } from '../activity/activity.repo.ts';
import type { userWrite, Writer } from '../sync/write.ts';
import type { SubscriptionRow } from './subscription-state.ts';

export interface AdminAct {
  admin: Person;
  origin: RequestOrigin;
  /** The admin's Idempotency-Key: a replay answers without applying anything twice. */
  mutation: Parameters<typeof userWrite>[2];
  /** The admin's own log entry, written in the change's transaction; `from` is the state before. */
  record: (w: Writer, from: { tier: string; status: string }) => Promise<void>;
}

const LIVE = new Set(['active', 'trialing', 'past_due']);

/** A subscription that still entitles (or is in its payment grace): one there is to change. */
export const isLive = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  row !== undefined && LIVE.has(row.status);
