/**
 * The embedded test-mode provider (ADR 0025): no Stripe keys, no outside service, no real payment.
 * Its checkout is our own page (`/app/subscription/checkout`), which says so; paying it starts Pro
 * (trialing if the trial is unused) with a real, test-marked invoice, and the period ends or renews
 * by the `billing.period-end` job. A post-payment action runs once (checkout-completion.ts).
 */
import crypto from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { cancel as cancelJob, schedule } from '../../jobs/jobs.repo.ts';
import { newId } from '../../../shared/ids.ts';
import { PRO_PRICE, PRO_TRIAL_DAYS } from '../../../shared/plans.ts';
import {
  PostPaymentActionSchema,
  type BillingInterval,
  type CheckoutBody,
} from '../../../shared/contracts/billing.ts';
import { userWrite, type Writer } from '../sync/write.ts';
import type { BillingDeps } from './billing.service.ts';
import * as repo from './billing.repo.ts';
import { completeSession, successQuery } from './checkout-completion.ts';
import type { SubscriptionCause } from './subscription-activity.ts';
import { addInterval, entitledTier, GRANTED, type SubscriptionRow } from './subscription-state.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const periodEndKey = (userId: string) => `billing.period-end:${userId}`;

export async function startCheckout(
  deps: BillingDeps,
  w: Writer,
  body: CheckoutBody,
): Promise<{ url: string }> {
  const row = await repo.findSubscription(w.trx, w.userId);
  if (entitledTier(row) !== 'basic' && !row?.cancelAtPeriodEnd)
    throw new AppError('CONFLICT', 'You already have Pro. Manage it on the subscription page.');
  const id = crypto.randomBytes(24).toString('base64url');
  await repo.insertCheckoutSession(w.trx, {
    id,
    userId: w.userId,
    provider: 'test',
    billingInterval: body.interval,
    status: 'open',
    thenAction: body.then ? JSON.stringify(body.then) : null,
    returnTo: body.returnTo ?? null,
    createdAt: w.now,
    completedAt: null,
  });
  return { url: `${deps.publicUrl}/app/subscription/checkout?session=${id}` };
}

export async function testCheckout(db: Database, userId: string, sessionId: string) {
  const session = await repo.findCheckoutSession(db, userId, sessionId);
  if (!session)
    throw new AppError('NOT_FOUND', 'This checkout was not found. Start again from the subscription page.');
  const interval = session.billingInterval === 'yearly' ? 'yearly' : 'monthly';
  const sub = await repo.findSubscription(db, userId);
  return {
    id: session.id,
    interval,
    amount: PRO_PRICE[interval],
    trialDays: sub?.trialUsedAt ? 0 : PRO_TRIAL_DAYS,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
  } as const;
}

function successUrl(
  session: { id: string; returnTo: string | null; billingInterval: string },
  then: unknown,
): string {
  const action = PostPaymentActionSchema.safeParse(then);
  const query = successQuery({
    interval: session.billingInterval === 'yearly' ? 'yearly' : 'monthly',
    returnTo: session.returnTo ?? undefined,
    then: action.success ? action.data : undefined,
  });
  return `/app/subscription/success?session_id=${encodeURIComponent(session.id)}&${query}`;
}

/** Pays (or abandons) a test-mode checkout: Pro starts, trialing if the trial is unused. */
export async function completeTestCheckout(
  w: Writer,
  sessionId: string,
  outcome: 'pay' | 'cancel',
  cause: SubscriptionCause,
): Promise<{ url: string }> {
  const session = await repo.findCheckoutSession(w.trx, w.userId, sessionId);
  if (!session)
    throw new AppError('NOT_FOUND', 'This checkout was not found. Start again from the subscription page.');
  const then: unknown = session.thenAction ? JSON.parse(session.thenAction) : undefined;
  if (session.status === 'complete') return { url: successUrl(session, then) };
  if (session.status !== 'open')
    throw new AppError('CONFLICT', 'This checkout has ended. Start again from the subscription page.');
  if (outcome === 'cancel') {
    await w.trx
      .updateTable('checkoutSessions')
      .set({ status: 'expired' })
      .where('id', '=', session.id)
      .execute();
    return { url: session.returnTo ?? '/app/subscription' };
  }
  const interval: BillingInterval = session.billingInterval === 'yearly' ? 'yearly' : 'monthly';
  const previous = await repo.findSubscription(w.trx, w.userId);
  const trial = !previous?.trialUsedAt;
  const end = trial ? w.now + PRO_TRIAL_DAYS * DAY_MS : addInterval(w.now, interval);
  const row: SubscriptionRow = {
    userId: w.userId,
    provider: 'test',
    tier: 'pro',
    status: trial ? 'trialing' : 'active',
    billingInterval: interval,
    currentPeriodStart: w.now,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: 0,
    trialEnd: trial ? end : null,
    trialUsedAt: previous?.trialUsedAt ?? w.now,
    customerId: previous?.customerId ?? `test_cus_${w.userId}`,
    providerSubscriptionId: `test_sub_${session.id.slice(0, 12)}`,
    stateAt: w.now,
    updatedAt: w.now,
  };
  await repo.writeSubscription(w, row, cause);
  await repo.setUserTier(w.trx, w.userId, 'pro');
  await repo.insertInvoice(w.trx, {
    id: `test_in_${newId()}`,
    userId: w.userId,
    provider: 'test',
    status: 'paid',
    amount: trial ? 0 : PRO_PRICE[interval],
    currency: PRO_PRICE.currency,
    periodStart: w.now,
    periodEnd: end,
    hostedUrl: null,
    pdfUrl: null,
    createdAt: w.now,
  });
  await schedule(
    w.trx,
    { kind: 'billing.period-end', runAt: end, payload: { userId: w.userId }, key: periodEndKey(w.userId) },
    w.now,
  );
  await completeSession(w, session.id);
  return { url: successUrl(session, then) };
}

/**
 * The period of a test-mode subscription ended: it renews (a new invoice), or ends if cancelled.
 * A plan an admin granted for a time (GRANTED) ends too: nobody pays to renew it.
 * The `billing.period-end` job does it, so the activity log names the system as the actor.
 */
export async function endTestPeriod(deps: BillingDeps, userId: string, now: number): Promise<void> {
  const cause: SubscriptionCause = { actor: 'system' };
  await userWrite(deps, userId, undefined, async (w) => {
    const row = await repo.findSubscription(w.trx, userId);
    const granted = row?.provider === GRANTED;
    if ((row?.provider !== 'test' && !granted) || row.currentPeriodEnd === null) return;
    if (row.status !== 'active' && row.status !== 'trialing') return;
    if (row.currentPeriodEnd > now) {
      await schedule(
        w.trx,
        {
          kind: 'billing.period-end',
          runAt: row.currentPeriodEnd,
          payload: { userId },
          key: periodEndKey(userId),
        },
        now,
      );
      return;
    }
    if (row.cancelAtPeriodEnd === 1 || granted) {
      await repo.writeSubscription(
        w,
        { ...row, status: 'canceled', cancelAtPeriodEnd: 0, stateAt: now, updatedAt: now },
        cause,
      );
      await repo.setUserTier(w.trx, userId, 'basic');
      await cancelJob(w.trx, periodEndKey(userId));
      return;
    }
    const interval: BillingInterval = row.billingInterval === 'yearly' ? 'yearly' : 'monthly';
    const start = row.currentPeriodEnd;
    const end = addInterval(start, interval);
    await repo.writeSubscription(
      w,
      {
        ...row,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: end,
        stateAt: now,
        updatedAt: now,
      },
      cause,
    );
    await repo.insertInvoice(w.trx, {
      id: `test_in_${newId()}`,
      userId,
      provider: 'test',
      status: 'paid',
      amount: PRO_PRICE[interval],
      currency: PRO_PRICE.currency,
      periodStart: start,
      periodEnd: end,
      hostedUrl: null,
      pdfUrl: null,
      createdAt: now,
    });
    await schedule(
      w.trx,
      { kind: 'billing.period-end', runAt: end, payload: { userId }, key: periodEndKey(userId) },
      now,
    );
  });
}
