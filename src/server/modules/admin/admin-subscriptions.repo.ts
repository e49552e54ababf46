/**
 * Subscriptions for the admin console: those a person has or had (active, trialing, past due,
 * canceled; a Stripe customer who never subscribed is not one), in user-id order, newest first.
 * Each (status, tier) pair is one range of `subscriptions_status_tier`, already in that order, so
 * a page is the merge of at most 4 × 3 ranges read a page deep each; the count and the revenue
 * are counts of index ranges (`subscriptions_revenue`), never of rows.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ADMIN_STATUS_FILTERS } from '../../../shared/contracts/admin.ts';
import { PLAN_TIERS, PRO_PRICE, type PlanTier } from '../../../shared/plans.ts';
import { GRANTED } from '../billing/subscription-state.ts';
import { inIds, mergeNewest } from './admin-sql.ts';

export interface SubscriptionFilter {
  tier?: PlanTier | undefined;
  status?: (typeof ADMIN_STATUS_FILTERS)[number] | undefined;
}

const statusesOf = (f: SubscriptionFilter) => (f.status ? [f.status] : [...ADMIN_STATUS_FILTERS]);
const tiersOf = (f: SubscriptionFilter) => (f.tier ? [f.tier] : [...PLAN_TIERS]);

/** The user ids of one page (after `afterUserId`), newest first. */
export async function subscriptionPageIds(
  db: Database,
  f: SubscriptionFilter,
  afterUserId: string | undefined,
  limit: number,
): Promise<string[]> {
  const after = afterUserId === undefined ? sql`` : sql`and user_id < ${afterUserId}`;
  const branches = statusesOf(f).flatMap((status) =>
    tiersOf(f).map(
      (
        tier,
      ) => sql`select user_id as k from subscriptions where status = ${status} and tier = ${tier} ${after}
        order by user_id desc limit ${sql.lit(limit)}`,
    ),
  );
  return mergeNewest(db, branches, limit);
}

/** The rows of those ids with their person, in the ids' order. */
export async function subscriptionRows(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .selectAll('s')
    .select(['u.name as userName', 'u.email as userEmail'])
    .where(inIds(db, sql.ref('s.user_id'), ids))
    .execute();
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many subscriptions the filters show. */
export async function countSubscriptions(db: Database, f: SubscriptionFilter): Promise<number> {
  let q = db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', statusesOf(f));
  if (f.tier) q = q.where('tier', '=', f.tier);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/**
 * Spec §5: the sum of the amounts of the subscriptions both active and billed monthly (within the
 * filters). Every paid plan is billed at the one price list (`PRO_PRICE`), whichever provider takes
 * it; a granted plan is billed by nobody (0).
 */
export async function monthlyRevenue(db: Database, f: SubscriptionFilter): Promise<number> {
  if (f.status && f.status !== 'active') return 0;
  let q = db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'active')
    .where('billingInterval', '=', 'monthly')
    .where('provider', '<>', GRANTED);
  if (f.tier) q = q.where('tier', '=', f.tier);
  return Number((await q.executeTakeFirstOrThrow()).n) * PRO_PRICE.monthly;
}
