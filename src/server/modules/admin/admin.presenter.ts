/**
 * Rows as the admin contracts show them (shared/contracts/admin.ts). A subscription's amount is
 * its price per interval from the one price list (`PRO_PRICE`, what every provider bills for a
 * paid plan), 0 for a plan an admin granted; Stripe ids are shown only when they are Stripe's.
 */
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ActivityLogTable } from '../../db/schema.ts';
import type {
  ActivityEntry,
  AdminSubscriptionRecord,
  AdminUserDetail,
} from '../../../shared/contracts/admin.ts';
import { ACTIVITY_CATEGORIES } from '../../../shared/activity.ts';
import {
  BILLING_INTERVALS,
  BILLING_PROVIDERS,
  SUBSCRIPTION_STATUSES,
} from '../../../shared/contracts/billing.ts';
import { PLAN_TIERS, PRO_PRICE } from '../../../shared/plans.ts';
import { GRANTED, type SubscriptionRow } from '../billing/subscription-state.ts';

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined, fallback: T): T {
  return value != null && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
export const tierOf = (tier: string | null | undefined) => oneOf(PLAN_TIERS, tier, 'basic');
const providerOf = (p: string) => (p === GRANTED ? null : oneOf(BILLING_PROVIDERS, p, 'test'));
const intervalOf = (i: string | null) => (i === null ? null : oneOf(BILLING_INTERVALS, i, 'monthly'));

/** Stripe's own customer id (`cus_…`), not test mode's stand-in. */
const stripeCustomer = (id: string | null) => (id?.startsWith('cus_') ? id : null);

export function subscriptionAmount(row: Pick<SubscriptionRow, 'provider' | 'billingInterval'>): number {
  const interval = intervalOf(row.billingInterval);
  return row.provider === GRANTED || interval === null ? 0 : PRO_PRICE[interval];
}

/** The status a person's list row shows: their subscription's, or none (active for a legacy tier). */
export function personStatus(status: string | null, tier: string) {
  if (status !== null) return oneOf(SUBSCRIPTION_STATUSES, status, 'inactive');
  return tierOf(tier) === 'basic' ? 'none' : 'active';
}

export function presentRecord(
  row: SubscriptionRow & { userName: string; userEmail: string },
): AdminSubscriptionRecord {
  return {
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    provider: providerOf(row.provider),
    tier: tierOf(row.tier),
    amount: subscriptionAmount(row),
    currency: PRO_PRICE.currency,
    billingInterval: intervalOf(row.billingInterval),
    status: oneOf(SUBSCRIPTION_STATUSES, row.status, 'inactive'),
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: Number(row.cancelAtPeriodEnd) === 1,
    stripeCustomerId: stripeCustomer(row.customerId),
    stripeSubscriptionId: row.providerSubscriptionId,
  };
}

export function presentDetailSubscription(
  row: SubscriptionRow | undefined,
  userTier: string,
): AdminUserDetail['subscription'] {
  return {
    provider: row ? providerOf(row.provider) : null,
    // What the person has now (a cancelled subscription's own tier is history).
    tier: tierOf(userTier),
    status: personStatus(row?.status ?? null, userTier),
    billingInterval: row ? intervalOf(row.billingInterval) : null,
    currentPeriodStart: iso(row?.currentPeriodStart ?? null),
    currentPeriodEnd: iso(row?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: Number(row?.cancelAtPeriodEnd ?? 0) === 1,
    trialEnd: iso(row?.trialEnd ?? null),
    stripeCustomerId: stripeCustomer(row?.customerId ?? null),
    stripeSubscriptionId: row?.providerSubscriptionId ?? null,
  };
}

const DetailsSchema = z.record(z.string(), z.unknown());

/** An entry's stored details (a JSON object); anything else reads as none. */
function detailsOf(text: string): Record<string, unknown> {
  try {
    const parsed = DetailsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function presentEntry(row: Selectable<ActivityLogTable>): ActivityEntry {
  return {
    id: row.id,
    timestamp: new Date(Number(row.createdAt)).toISOString(),
    userId: row.userId,
    userEmail: row.userEmail,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    category: oneOf(ACTIVITY_CATEGORIES, row.category, 'system'),
    details: detailsOf(row.details),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    success: Number(row.success) !== 0,
  };
}
