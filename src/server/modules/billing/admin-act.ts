/**
 * What an admin's plan change carries (admin-plan-changes.ts, admin-stripe-changes.ts). No
 * Idempotency-Key: the admin's key is the admin's, kept by `route()` under their account (a write
 * stores a key under the account it writes, here the person's).
 */
import type { Person, RequestOrigin } from '../activity/activity.repo.ts';
import type { Writer } from '../sync/write.ts';
import type { SubscriptionRow } from './subscription-state.ts';

export interface AdminAct {
  admin: Person;
  origin: RequestOrigin;
  /** The admin's own log entry, written in the change's transaction; `from` is the state before. */
  record: (w: Writer, from: { tier: string; status: string }) => Promise<void>;
}

const LIVE = new Set(['active', 'trialing', 'past_due']);

/** A subscription that still entitles (or is in its payment grace): one there is to change. */
export const isLive = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  row !== undefined && LIVE.has(row.status);
