/**
 * An admin's change of a person's plan (spec §4 "Admin subscription change actions", issue 30),
 * through the same billing service as the person's own changes. Rules:
 * - a subscription the App Store bills is the person's to change there: refused (BILLED_EXTERNALLY);
 * - a live Stripe subscription is changed at Stripe first, then applied from what Stripe answers
 *   (admin-stripe-changes.ts); test mode's is changed here (cancel and reactivate are the
 *   person's own `cancelAtPeriodEnd` / `reactivate`);
 * - a trial for someone who pays nobody is a GRANTED plan: trialing, ending at its end by the
 *   `billing.period-end` job like a cancelled test-mode period (nobody renews it); a paid tier given
 *   to someone who pays nobody is a GRANTED plan without an end, until an admin changes it;
 * - `upgrade` to basic ends the plan now; `cancel` ends it at its period's end (a granted plan:
 *   now, it has no period to pay for);
 * - each change, the admin's own log entry (`act.record`) and the person's new tier are one
 *   transaction; their devices hear of it at commit (`entitlements`).
 */
import { AppError } from '../../http/errors.ts';
import { cancel as cancelJob, schedule } from '../../jobs/jobs.repo.ts';
import type { ModifySubscriptionBody } from '../../../shared/contracts/admin.ts';
import type { PlanTier } from '../../../shared/plans.ts';
import { userWrite, type Writer } from '../sync/write.ts';
import { isLive, type AdminAct } from './admin-act.ts';
import { stripeAdminChange } from './admin-stripe-changes.ts';
import * as billing from './billing.service.ts';
import * as repo from './billing.repo.ts';
import type { SubscriptionCause } from './subscription-activity.ts';
import { entitledTier, GRANTED, type SubscriptionRow } from './subscription-state.ts';
import { periodEndKey } from './test-mode.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an admin may not do to this subscription, with the reason. */
function refuse(row: SubscriptionRow | undefined, change: ModifySubscriptionBody): void {
  const local = change.action === 'cancel' || change.action === 'reactivate';
  if (row?.provider === 'apple' && (local || isLive(row)))
    throw new AppError(
      'BILLED_EXTERNALLY',
      'This subscription is billed by the App Store: only the person can change it, in their Apple ID settings.',
      { provider: 'apple' },
    );
  if (local && !isLive(row))
    throw new AppError('CONFLICT', 'This person has no active subscription to cancel or reactivate.');
  if (change.action === 'reactivate' && row?.provider === GRANTED)
    throw new AppError('CONFLICT', 'A plan given by an administrator is not billed: grant it again instead.');
}

async function save(w: Writer, row: SubscriptionRow, cause: SubscriptionCause): Promise<void> {
  await repo.writeSubscription(w, row, cause);
  await repo.setUserTier(w.trx, w.userId, entitledTier(row));
}

function granted(w: Writer, before: SubscriptionRow | undefined, tier: PlanTier, end: number | null) {
  return {
    userId: w.userId,
    provider: GRANTED,
    tier,
    status: end === null ? 'active' : 'trialing',
    billingInterval: null,
    currentPeriodStart: w.now,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: end === null ? 0 : 1,
    trialEnd: end,
    trialUsedAt: before?.trialUsedAt ?? (end === null ? null : w.now),
    customerId: before?.customerId ?? null,
    providerSubscriptionId: null,
    stateAt: w.now,
    updatedAt: w.now,
  } satisfies SubscriptionRow;
}

async function grantTrial(
  w: Writer,
  before: SubscriptionRow | undefined,
  tier: PlanTier,
  days: number,
  cause: SubscriptionCause,
) {
  const end = w.now + days * DAY_MS;
  const paidHere = isLive(before) && before.provider === 'test';
  const next = paidHere
    ? {
        ...before,
        tier,
        status: 'trialing',
        trialEnd: end,
        currentPeriodEnd: end,
        stateAt: w.now,
        updatedAt: w.now,
      }
    : granted(w, before, tier, end);
  await save(w, next, cause);
  const job = {
    kind: 'billing.period-end',
    runAt: end,
    payload: { userId: w.userId },
    key: periodEndKey(w.userId),
  } as const;
  await schedule(w.trx, job, w.now);
}

async function endNow(w: Writer, before: SubscriptionRow, cause: SubscriptionCause) {
  await save(
    w,
    { ...before, status: 'canceled', cancelAtPeriodEnd: 0, stateAt: w.now, updatedAt: w.now },
    cause,
  );
  await cancelJob(w.trx, periodEndKey(w.userId));
}

async function setTier(
  w: Writer,
  before: SubscriptionRow | undefined,
  tier: PlanTier,
  cause: SubscriptionCause,
) {
  if (isLive(before)) {
    if (tier === 'basic') return endNow(w, before, cause);
    return save(w, { ...before, tier, stateAt: w.now, updatedAt: w.now }, cause);
  }
  if (tier !== 'basic') return save(w, granted(w, before, tier, null), cause);
  // Nothing to end: only a tier set without a subscription (an older installation's) goes.
  await repo.setUserTier(w.trx, w.userId, 'basic');
  w.announce('entitlements');
}

/** Test mode's subscription, a granted plan, or none: changed in one write here. */
async function localChange(w: Writer, change: ModifySubscriptionBody, cause: SubscriptionCause) {
  const before = await repo.findSubscription(w.trx, w.userId);
  refuse(before, change);
  if (change.action === 'grant_trial') return grantTrial(w, before, change.tier, change.trialDays, cause);
  if (change.action === 'upgrade') return setTier(w, before, change.tier, cause);
  if (change.action === 'reactivate') return void (await billing.reactivate(w, cause));
  if (before?.provider === GRANTED) return endNow(w, before, cause);
  await billing.cancelAtPeriodEnd(w, cause);
}

export async function adminChangePlan(
  deps: billing.BillingDeps,
  userId: string,
  change: ModifySubscriptionBody,
  act: AdminAct,
): Promise<void> {
  const row = await repo.findSubscription(deps.db, userId);
  refuse(row, change);
  const cause: SubscriptionCause = { actor: act.admin, origin: act.origin, reason: change.reason };
  if (row?.provider === 'stripe' && row.providerSubscriptionId && isLive(row))
    return stripeAdminChange(deps, row, change, cause, act);
  await userWrite(deps, userId, undefined, async (w) => {
    const from = { tier: w.tier, status: (await repo.findSubscription(w.trx, userId))?.status ?? 'none' };
    await localChange(w, change, cause);
    await act.record(w, from);
  });
}
