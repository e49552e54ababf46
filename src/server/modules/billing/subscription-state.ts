/**
 * A subscription as the app sees it, whichever provider bills it: what the person is entitled to
 * (`users.tier`, which every limit reads) follows from its status, and periods move by calendar
 * months or years. Pure, so the rules are tested without a database.
 */
import type { Selectable } from 'kysely';
import type { SubscriptionsTable } from '../../db/schema-billing.ts';
import { PLAN_TIERS, type PlanTier } from '../../../shared/plans.ts';
import {
  BILLING_INTERVALS,
  BILLING_PROVIDERS,
  SUBSCRIPTION_STATUSES,
  type BillingInterval,
  type Subscription,
} from '../../../shared/contracts/billing.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/**
 * The provider of a plan an admin granted (admin-plan-changes.ts): billed by nobody, so shown
 * without a provider. A granted trial ends by itself at its end (`billing.period-end`); a tier
 * granted without a trial lasts until an admin changes it.
 */
export const GRANTED = 'granted';

const ENTITLED = new Set(['active', 'trialing', 'past_due']);

function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The tier a subscription entitles to: its own while active, trialing or in payment grace. */
export function entitledTier(row: Pick<SubscriptionRow, 'status' | 'tier'> | undefined): PlanTier {
  if (!row || !ENTITLED.has(row.status)) return 'basic';
  return oneOf(PLAN_TIERS, row.tier, 'basic');
}

/** The end of a period that starts at `start` (ms), by calendar month or year, in UTC. */
export function addInterval(start: number, interval: BillingInterval): number {
  const d = new Date(start);
  if (interval === 'yearly') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else {
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + 1);
    // 31 January + 1 month is the end of February, not 3 March.
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
  }
  return d.getTime();
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function presentSubscription(row: SubscriptionRow | undefined, userTier: PlanTier): Subscription {
  if (!row) {
    return {
      provider: null,
      tier: userTier,
      status: userTier === 'basic' ? 'none' : 'active',
      interval: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      externalBilling: false,
      trialAvailable: true,
    };
  }
  const provider = row.provider === GRANTED ? null : oneOf(BILLING_PROVIDERS, row.provider, 'test');
  return {
    provider,
    tier: oneOf(PLAN_TIERS, row.tier, 'basic'),
    status: oneOf(SUBSCRIPTION_STATUSES, row.status, 'inactive'),
    interval: row.billingInterval === null ? null : oneOf(BILLING_INTERVALS, row.billingInterval, 'monthly'),
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd === 1,
    trialEnd: iso(row.trialEnd),
    externalBilling: provider === 'apple',
    trialAvailable: row.trialUsedAt === null,
  };
}
