/**
 * A Stripe subscription as our subscription row: Stripe's statuses mapped to the spec's (§3), the
 * interval from which of our prices it bills, the period from its item (where Stripe's current API
 * keeps it), and the entitled tier written to `users.tier` in the same transaction.
 */
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config-billing.ts';
import type { Writer } from '../sync/write.ts';
import * as repo from './billing.repo.ts';
import type { SubscriptionCause } from './subscription-activity.ts';
import { entitledTier, GRANTED, type SubscriptionRow } from './subscription-state.ts';

const STATUS: Record<string, string> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete: 'inactive',
  incomplete_expired: 'canceled',
  paused: 'inactive',
};

const ms = (s: number | null | undefined) => (typeof s === 'number' ? s * 1000 : null);

/**
 * The tier a subscription on one of our prices gives: Pro, unless an admin set another paid tier
 * in its metadata at Stripe (`tier: enterprise`, admin-stripe-changes.ts); Stripe stays the source.
 */
function tierOf(sub: Stripe.Subscription, interval: string | null): string {
  if (!interval) return 'basic';
  return sub.metadata.tier === 'enterprise' ? 'enterprise' : 'pro';
}

export async function applyStripeSubscription(
  w: Writer,
  sub: Stripe.Subscription,
  prices: StripeConfig['prices'],
  cause: SubscriptionCause,
): Promise<SubscriptionRow> {
  const item = sub.items.data[0];
  const priceId = item?.price.id;
  const interval = priceId === prices.yearly ? 'yearly' : priceId === prices.monthly ? 'monthly' : null;
  const previous = await repo.findSubscription(w.trx, w.userId);
  // A plan the App Store bills now is not ended by a late event of an old Stripe subscription,
  // nor is one an admin granted (that one gives way only to a Stripe plan that entitles).
  if (previous?.provider === 'apple' && entitledTier(previous) !== 'basic') return previous;
  const status = STATUS[sub.status] ?? 'inactive';
  const granted = previous?.provider === GRANTED && entitledTier(previous) !== 'basic';
  if (granted && entitledTier({ status, tier: tierOf(sub, interval) }) === 'basic') return previous;
  const row: SubscriptionRow = {
    userId: w.userId,
    provider: 'stripe',
    tier: tierOf(sub, interval),
    status,
    billingInterval: interval,
    currentPeriodStart: ms(item?.current_period_start),
    currentPeriodEnd: ms(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end ? 1 : 0,
    trialEnd: ms(sub.trial_end),
    trialUsedAt: previous?.trialUsedAt ?? (sub.trial_end || status === 'active' ? w.now : null),
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    providerSubscriptionId: sub.id,
    stateAt: w.now,
    updatedAt: w.now,
  };
  await repo.writeSubscription(w, row, cause);
  await repo.setUserTier(w.trx, w.userId, entitledTier(row));
  return row;
}
