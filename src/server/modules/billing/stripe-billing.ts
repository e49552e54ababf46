/**
 * Stripe as the billing provider, through its official SDK. Stripe is the source of truth: after
 * a checkout, a webhook or a change made here, the subscription is read back from Stripe and that
 * state applied (stripe-state.ts), so events can arrive in any order, and the same event five
 * times is applied once (billing_events, in the same transaction as the change it makes). Network
 * calls happen before the database transaction, never inside it.
 */
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config-billing.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { CheckoutBody, Invoice, Subscription } from '../../../shared/contracts/billing.ts';
import { PRO_TRIAL_DAYS } from '../../../shared/plans.ts';
import { userWrite, type Writer } from '../sync/write.ts';
import { findUserById } from '../users/users.repo.ts';
import type { BillingDeps } from './billing.service.ts';
import { completeSession, successQuery } from './checkout-completion.ts';
import * as repo from './billing.repo.ts';
import { applyStripeSubscription } from './stripe-state.ts';
import type { SubscriptionCause } from './subscription-activity.ts';
import { entitledTier, GRANTED, presentSubscription } from './subscription-state.ts';

export interface StripeBilling {
  client: Stripe;
  config: StripeConfig;
}

/**
 * The SDK is loaded here, when Stripe is configured, not when the server starts: it is 218 modules
 * that a server on the embedded test-mode provider never runs (start time and idle memory, #13).
 */
const require = createRequire(import.meta.url);

export function createStripeBilling(config: StripeConfig): StripeBilling {
  const StripeSdk = require('stripe') as typeof Stripe;
  const client = new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(config.api ?? {}),
  });
  return { client, config };
}

type Deps = BillingDeps & { stripe: StripeBilling };

function unreachable(err: unknown): never {
  if (err instanceof AppError) throw err;
  throw new AppError(
    'UNAVAILABLE',
    'The payment provider could not be reached. Please try again in a moment.',
  );
}

async function customerFor(deps: Deps, userId: string): Promise<string> {
  const row = await repo.findSubscription(deps.db, userId);
  if (row?.customerId) return row.customerId;
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your account was not found. Please sign in again.');
  const customer = await deps.stripe.client.customers.create({
    email: user.email,
    name: user.name,
    metadata: { userId },
  });
  const now = Date.now();
  // A plan an admin granted stays as it is until the paid one replaces it: it only gains the id.
  if (row?.provider === GRANTED) {
    await repo.applySubscription(
      deps.db,
      { ...row, customerId: customer.id, updatedAt: now },
      { actor: 'self' },
    );
    return customer.id;
  }
  // No subscription yet (status none): applied like any row, so nothing is recorded for it.
  await repo.applySubscription(
    deps.db,
    {
      userId,
      provider: 'stripe',
      tier: 'basic',
      status: 'none',
      billingInterval: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: 0,
      trialEnd: null,
      trialUsedAt: null,
      customerId: customer.id,
      providerSubscriptionId: null,
      stateAt: 0,
      updatedAt: now,
    },
    { actor: 'self' },
  );
  return customer.id;
}

/** Stripe Checkout for Pro, with the 14-day trial when it is still available. */
export async function stripeCheckout(
  deps: Deps,
  userId: string,
  body: CheckoutBody,
): Promise<{ url: string }> {
  const row = await repo.findSubscription(deps.db, userId);
  // A plan an admin granted is no reason not to pay: the paid one replaces it.
  if (entitledTier(row) !== 'basic' && row?.provider !== GRANTED)
    throw new AppError('CONFLICT', 'You already have Pro. Manage it on the subscription page.');
  try {
    const customer = await customerFor(deps, userId);
    const trial = !row?.trialUsedAt;
    const back = `${deps.publicUrl}${body.returnTo ?? '/app/subscription'}`;
    const session = await deps.stripe.client.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      line_items: [{ price: deps.stripe.config.prices[body.interval], quantity: 1 }],
      subscription_data: { metadata: { userId }, ...(trial ? { trial_period_days: PRO_TRIAL_DAYS } : {}) },
      // Stripe fills in {CHECKOUT_SESSION_ID}; the rest is ours (spec §2's success page).
      success_url: `${deps.publicUrl}/app/subscription/success?session_id={CHECKOUT_SESSION_ID}&${successQuery(body)}`,
      cancel_url: back,
      metadata: { userId },
    });
    if (!session.url)
      throw new AppError('UNAVAILABLE', 'The payment provider did not open a checkout. Please try again.');
    await repo.insertCheckoutSession(deps.db, {
      id: session.id,
      userId,
      provider: 'stripe',
      billingInterval: body.interval,
      status: 'open',
      thenAction: body.then ? JSON.stringify(body.then) : null,
      returnTo: body.returnTo ?? null,
      createdAt: Date.now(),
      completedAt: null,
    });
    return { url: session.url };
  } catch (err) {
    return unreachable(err);
  }
}

/** Reads a checkout back from Stripe; once complete, applies its subscription and the session's action. */
export async function syncStripeCheckout(
  deps: Deps,
  userId: string,
  sessionId: string,
  cause: SubscriptionCause,
): Promise<'complete' | 'open' | 'expired'> {
  const ours = await repo.findCheckoutSession(deps.db, userId, sessionId);
  if (!ours) throw new AppError('NOT_FOUND', 'This payment was not found.');
  if (ours.status === 'complete') return 'complete';
  let session: Stripe.Checkout.Session;
  try {
    session = await deps.stripe.client.checkout.sessions.retrieve(sessionId);
  } catch (err) {
    return unreachable(err);
  }
  if (session.status === 'expired') return 'expired';
  if (session.status !== 'complete' || typeof session.subscription !== 'string') return 'open';
  const sub = await deps.stripe.client.subscriptions.retrieve(session.subscription);
  await userWrite(deps, userId, undefined, async (w) => {
    await applyStripeSubscription(w, sub, deps.stripe.config.prices, cause);
    await completeSession(w, ours.id);
  });
  return 'complete';
}

async function changeCancellation(
  deps: Deps,
  w0: { userId: string },
  cancel: boolean,
  cause: SubscriptionCause,
  /** More of the same change, in its transaction (an admin's own log entry). */
  alsoIn?: (w: Writer) => Promise<void>,
): Promise<Subscription> {
  const row = await repo.findSubscription(deps.db, w0.userId);
  if (!row?.providerSubscriptionId || (row.status !== 'active' && row.status !== 'trialing'))
    throw new AppError('CONFLICT', 'You have no active subscription to change.');
  if (!cancel && row.cancelAtPeriodEnd !== 1)
    throw new AppError('CONFLICT', 'Your subscription is not scheduled to end.');
  let sub: Stripe.Subscription;
  try {
    sub = await deps.stripe.client.subscriptions.update(row.providerSubscriptionId, {
      cancel_at_period_end: cancel,
    });
  } catch (err) {
    return unreachable(err);
  }
  return userWrite(deps, w0.userId, undefined, async (w: Writer) => {
    const next = await applyStripeSubscription(w, sub, deps.stripe.config.prices, cause);
    await alsoIn?.(w);
    return presentSubscription(next, entitledTier(next));
  });
}

export const stripeCancel = (
  deps: Deps,
  userId: string,
  cause: SubscriptionCause,
  alsoIn?: (w: Writer) => Promise<void>,
) => changeCancellation(deps, { userId }, true, cause, alsoIn);
export const stripeReactivate = (
  deps: Deps,
  userId: string,
  cause: SubscriptionCause,
  alsoIn?: (w: Writer) => Promise<void>,
) => changeCancellation(deps, { userId }, false, cause, alsoIn);

export async function stripePortal(deps: Deps, userId: string): Promise<{ url: string }> {
  const row = await repo.findSubscription(deps.db, userId);
  if (!row?.customerId)
    throw new AppError('CONFLICT', 'There is no billing account yet. Start a subscription first.');
  try {
    const portal = await deps.stripe.client.billingPortal.sessions.create({
      customer: row.customerId,
      return_url: `${deps.publicUrl}/app/subscription`,
    });
    return { url: portal.url };
  } catch (err) {
    return unreachable(err);
  }
}

export async function stripeInvoices(deps: Deps, db: Database, userId: string): Promise<Invoice[]> {
  const row = await repo.findSubscription(db, userId);
  if (!row?.customerId) return [];
  let list: Stripe.ApiList<Stripe.Invoice>;
  try {
    list = await deps.stripe.client.invoices.list({ customer: row.customerId, limit: 24 });
  } catch (err) {
    return unreachable(err);
  }
  return list.data.map((inv) => ({
    id: inv.id ?? '',
    status:
      inv.status === 'paid' ? 'paid' : inv.status === 'open' || inv.status === 'draft' ? 'pending' : 'other',
    created: inv.created,
    period_start: inv.period_start,
    period_end: inv.period_end,
    amount: inv.status === 'paid' ? inv.amount_paid : inv.amount_due,
    currency: inv.currency.toUpperCase(),
    hosted_invoice_url: inv.hosted_invoice_url ?? null,
    invoice_pdf: inv.invoice_pdf ?? null,
  }));
}
