/**
 * Plans and payments, provider-independent: the overview, checkout sessions and what happens once
 * one is paid, cancel at period end and reactivate, invoices. Every change of a subscription runs
 * through `userWrite`, so `users.tier` (what limits read) and the subscription move in one
 * transaction, the person's version moves, and every open device hears of it at once. The
 * providers' own parts: test-mode.ts (the embedded default), stripe-billing.ts and
 * apple-billing.ts (the iOS app's in-app purchases, billed by the App Store).
 */
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { cancel as cancelJob } from '../../jobs/jobs.repo.ts';
import { PLAN_LIMITS, UNLIMITED, type PlanTier } from '../../../shared/plans.ts';
import type { BillingOverview, Invoice, Subscription } from '../../../shared/contracts/billing.ts';
import { countUsage } from '../plans/limits.ts';
import type { ChangeBus } from '../sync/change-bus.ts';
import type { Writer } from '../sync/write.ts';
import { findUserById } from '../users/users.repo.ts';
import * as repo from './billing.repo.ts';
import type { AppleBilling } from './apple-billing.ts';
import type { StripeBilling } from './stripe-billing.ts';
import type { SubscriptionCause } from './subscription-activity.ts';
import { entitledTier, GRANTED, presentSubscription, type SubscriptionRow } from './subscription-state.ts';
import { periodEndKey } from './test-mode.ts';

export interface BillingDeps {
  db: Database;
  bus: ChangeBus;
  publicUrl: string;
  /** Stripe when configured (stripe-billing.ts); absent: the embedded test-mode provider. */
  stripe?: StripeBilling | undefined;
  /** Apple's in-app purchases when configured (apple-billing.ts), beside either of those. */
  apple?: AppleBilling | undefined;
}

async function userTier(db: Database, userId: string): Promise<PlanTier> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your account was not found. Please sign in again.');
  return user.tier === 'pro' || user.tier === 'enterprise' ? user.tier : 'basic';
}

export async function overview(deps: BillingDeps, userId: string): Promise<BillingOverview> {
  const { db } = deps;
  const [tier, row, usage] = await Promise.all([
    userTier(db, userId),
    repo.findSubscription(db, userId),
    countUsage(db, userId),
  ]);
  const limits = PLAN_LIMITS[tier];
  const isCapped = (['boards', 'activeTasks', 'totalTasks'] as const).some(
    (k) => limits[k] !== UNLIMITED && usage[k] >= limits[k],
  );
  return {
    subscription: presentSubscription(row, tier),
    entitlements: { tier, limits },
    usage: { ...usage, isCapped, lastUpdated: new Date().toISOString() },
    testMode: !deps.stripe,
  };
}

export async function verifyCheckout(db: Database, userId: string, sessionId: string) {
  const session = await repo.findCheckoutSession(db, userId, sessionId);
  if (!session) throw new AppError('NOT_FOUND', 'This payment was not found.');
  const tier = await userTier(db, userId);
  const subscription = presentSubscription(await repo.findSubscription(db, userId), tier);
  const status =
    session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  return { status, subscription } as const;
}

/** The App Store bills it: it is changed in the person's Apple ID settings, never here. */
export function refuseExternalBilling(row: SubscriptionRow | undefined): void {
  if (row?.provider === 'apple')
    throw new AppError(
      'BILLED_EXTERNALLY',
      'This subscription is billed by the App Store. Manage it in your Apple ID settings (App Store, Subscriptions).',
      { provider: 'apple' },
    );
}

function billedHere(row: SubscriptionRow | undefined): SubscriptionRow {
  refuseExternalBilling(row);
  // An admin's gift is billed by nobody: it ends by itself (or when an admin ends it).
  if (row?.provider === GRANTED)
    throw new AppError(
      'CONFLICT',
      'This plan was given to you by an administrator and is not billed, so there is nothing to change here.',
    );
  if (!row || (row.status !== 'active' && row.status !== 'trialing'))
    throw new AppError('CONFLICT', 'You have no active subscription to change.');
  return row;
}

export async function cancelAtPeriodEnd(w: Writer, cause: SubscriptionCause): Promise<Subscription> {
  const row = billedHere(await repo.findSubscription(w.trx, w.userId));
  const next = { ...row, cancelAtPeriodEnd: 1, stateAt: w.now, updatedAt: w.now };
  await repo.writeSubscription(w, next, cause);
  return presentSubscription(next, entitledTier(next));
}

export async function reactivate(w: Writer, cause: SubscriptionCause): Promise<Subscription> {
  const row = billedHere(await repo.findSubscription(w.trx, w.userId));
  if (row.cancelAtPeriodEnd !== 1)
    throw new AppError('CONFLICT', 'Your subscription is not scheduled to end.');
  const next = { ...row, cancelAtPeriodEnd: 0, stateAt: w.now, updatedAt: w.now };
  await repo.writeSubscription(w, next, cause);
  return presentSubscription(next, entitledTier(next));
}

export async function invoices(db: Database, userId: string): Promise<Invoice[]> {
  const rows = await repo.listInvoiceRows(db, userId);
  const s = (ms: number) => Math.floor(ms / 1000);
  return rows.map((r) => ({
    id: r.id,
    status: r.status === 'paid' || r.status === 'pending' ? r.status : 'other',
    created: s(r.createdAt),
    period_start: s(r.periodStart),
    period_end: s(r.periodEnd),
    amount: r.amount,
    currency: r.currency,
    hosted_invoice_url: r.hostedUrl,
    invoice_pdf: r.pdfUrl,
  }));
}

/**
 * The account is being deleted: its subscription ends now, not at the period's end, so it is never
 * charged again. At Stripe the subscription is cancelled first; if Stripe cannot be reached this
 * throws and the deletion does not happen (the person is told to try again).
 */
export async function endSubscriptionForDeletion(
  deps: BillingDeps,
  userId: string,
  cause: SubscriptionCause,
): Promise<void> {
  const row = await repo.findSubscription(deps.db, userId);
  if (!row || !['active', 'trialing', 'past_due'].includes(row.status)) return;
  if (row.provider === 'stripe' && row.providerSubscriptionId) {
    if (!deps.stripe)
      throw new AppError('UNAVAILABLE', 'Your subscription could not be ended. Please try again later.');
    try {
      await deps.stripe.client.subscriptions.cancel(row.providerSubscriptionId);
    } catch {
      throw new AppError(
        'UNAVAILABLE',
        'Your subscription could not be ended, so nothing was deleted. Please try again.',
      );
    }
  }
  const now = Date.now();
  await deps.db.transaction().execute(async (trx) => {
    const ended = { ...row, status: 'canceled', cancelAtPeriodEnd: 0, stateAt: now, updatedAt: now };
    await repo.applySubscription(trx, ended, cause);
    await cancelJob(trx, periodEndKey(userId));
  });
}
