/**
 * What a subscription change says in the activity log (issue 30). Rules:
 * - it is decided from the row before and the row after, so every path that writes a subscription
 *   (the person's checkout, cancel and reactivate, a provider's webhook, the test-mode period's
 *   end, an admin's change) records the same way, from `applySubscription` (billing.repo.ts), in
 *   the same transaction;
 * - starting to be entitled is `created`, stopping is `canceled`, as is asking to stop at the
 *   period's end; withdrawing that request is `reactivated`; any other move of tier, status,
 *   interval or period is `updated`; a write that changes none of these (a webhook repeating the
 *   state already applied) records nothing;
 * - who caused it is the caller's to say (`SubscriptionCause`): the person, an admin, or the
 *   system (a webhook, a job); details hold tiers, statuses, the provider and its event id, never a
 *   customer id or anything secret.
 */
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SubscriptionsTable } from '../../db/schema-billing.ts';
import type { ActivityAction } from '../../../shared/activity.ts';
import {
  recordActivity,
  type DetailValue,
  type Person,
  type RequestOrigin,
} from '../activity/activity.repo.ts';
import { personOf } from '../activity/person.ts';

type Row = Pick<
  Insertable<SubscriptionsTable>,
  'userId' | 'provider' | 'tier' | 'status' | 'billingInterval' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'
>;

/** Who changed a subscription, and through what. */
export interface SubscriptionCause {
  /** The person themself, an admin, or the system (a provider's webhook, a job). */
  actor: 'self' | 'system' | Person;
  /** The provider's event that carried the change (Stripe's event id, Apple's notificationUUID). */
  eventId?: string | undefined;
  /** The request the person (or admin) made, when there was one. */
  origin?: RequestOrigin | undefined;
  /** An admin's stated reason. */
  reason?: string | undefined;
}

const ENTITLED = new Set(['active', 'trialing', 'past_due']);
const entitled = (row: Row | undefined) => row !== undefined && ENTITLED.has(row.status);

/** The action a change is, or null when nothing an operator reads changed. */
export function subscriptionAction(before: Row | undefined, after: Row): ActivityAction | null {
  if (!entitled(before) && entitled(after)) return 'subscription.created';
  if (entitled(before) && !entitled(after)) return 'subscription.canceled';
  if (before && entitled(after)) {
    if (before.cancelAtPeriodEnd !== 1 && after.cancelAtPeriodEnd === 1) return 'subscription.canceled';
    if (before.cancelAtPeriodEnd === 1 && after.cancelAtPeriodEnd !== 1) return 'subscription.reactivated';
  }
  if (!before) return null;
  const moved =
    before.tier !== after.tier ||
    before.status !== after.status ||
    before.billingInterval !== after.billingInterval ||
    before.provider !== after.provider ||
    (entitled(after) && before.currentPeriodEnd !== after.currentPeriodEnd);
  return moved ? 'subscription.updated' : null;
}

const iso = (ms: number | null | undefined) => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

export function subscriptionDetails(
  before: Row | undefined,
  after: Row,
  cause: SubscriptionCause,
): Record<string, DetailValue> {
  const details: Record<string, DetailValue> = {
    provider: after.provider,
    fromTier: before?.tier ?? null,
    toTier: after.tier,
    fromStatus: before?.status ?? null,
    toStatus: after.status,
    interval: after.billingInterval ?? null,
    cancelAtPeriodEnd: after.cancelAtPeriodEnd === 1,
    periodEnd: iso(after.currentPeriodEnd),
  };
  if (before && before.billingInterval !== after.billingInterval)
    details.fromInterval = before.billingInterval ?? null;
  if (before && before.provider !== after.provider) details.fromProvider = before.provider;
  if (cause.eventId) details.eventId = cause.eventId;
  if (cause.reason) details.reason = cause.reason;
  return details;
}

/** Records the change from `before` to `after`, if it is one; pass the transaction that wrote it. */
export async function recordSubscriptionChange(
  db: Database,
  before: Row | undefined,
  after: Row,
  cause: SubscriptionCause,
): Promise<void> {
  const action = subscriptionAction(before, after);
  if (!action) return;
  await recordActivity(db, {
    action,
    user: await personOf(db, after.userId),
    actor: cause.actor,
    details: subscriptionDetails(before, after, cause),
    origin: cause.origin,
  });
}
