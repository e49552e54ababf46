/**
 * An admin's change of a live Stripe subscription: made AT STRIPE through the SDK, then applied
 * from the subscription Stripe answers (stripe-state.ts), with the admin's log entry in the same
 * transaction. Stripe stays the source of truth, so a webhook later repeats the same state.
 * - cancel / reactivate: the person's own `stripeCancel` / `stripeReactivate`;
 * - a trial: Stripe's `trial_end` (nothing is charged until then; billing resumes after it);
 * - a tier: Pro or Enterprise in the subscription's metadata (the price stays what it bills:
 *   Enterprise is sold by contract, not from a public price); Basic cancels it now.
 */
import type Stripe from 'stripe';
import { AppError } from '../../http/errors.ts';
import type { ModifySubscriptionBody } from '../../../shared/contracts/admin.ts';
import { userWrite } from '../sync/write.ts';
import type { AdminAct } from './admin-act.ts';
import type { BillingDeps } from './billing.service.ts';
import { stripeCancel, stripeReactivate, type StripeBilling } from './stripe-billing.ts';
import { applyStripeSubscription } from './stripe-state.ts';
import type { SubscriptionCause } from './subscription-activity.ts';
import type { SubscriptionRow } from './subscription-state.ts';

const DAY_S = 24 * 60 * 60;

type TierChange = Extract<ModifySubscriptionBody, { action: 'grant_trial' | 'upgrade' }>;

function atStripe(client: Stripe, id: string, change: TierChange): Promise<Stripe.Subscription> {
  if (change.action === 'upgrade' && change.tier === 'basic') return client.subscriptions.cancel(id);
  if (change.action === 'upgrade')
    return client.subscriptions.update(id, { metadata: { tier: change.tier } });
  return client.subscriptions.update(id, {
    trial_end: Math.floor(Date.now() / 1000) + change.trialDays * DAY_S,
    proration_behavior: 'none',
    metadata: { tier: change.tier },
  });
}

export async function stripeAdminChange(
  deps: BillingDeps,
  row: SubscriptionRow,
  change: ModifySubscriptionBody,
  cause: SubscriptionCause,
  act: AdminAct,
): Promise<void> {
  const stripe: StripeBilling | undefined = deps.stripe;
  const id = row.providerSubscriptionId;
  if (!stripe || !id)
    throw new AppError(
      'UNAVAILABLE',
      'Stripe is not set up on this server, so this Stripe subscription cannot be changed here.',
    );
  const full = { ...deps, stripe };
  const record = (w: Parameters<AdminAct['record']>[0]) =>
    act.record(w, { tier: w.tier, status: row.status });
  if (change.action !== 'grant_trial' && change.action !== 'upgrade') {
    if (change.action === 'cancel') return void (await stripeCancel(full, row.userId, cause, record));
    if (row.cancelAtPeriodEnd !== 1)
      throw new AppError('CONFLICT', 'This subscription is not scheduled to end.');
    return void (await stripeReactivate(full, row.userId, cause, record));
  }
  let sub: Stripe.Subscription;
  try {
    sub = await atStripe(stripe.client, id, change);
  } catch {
    throw new AppError(
      'UNAVAILABLE',
      'Stripe could not be reached, so nothing was changed. Please try again.',
    );
  }
  await userWrite(deps, row.userId, undefined, async (w) => {
    await applyStripeSubscription(w, sub, stripe.config.prices, cause);
    await record(w);
  });
}
