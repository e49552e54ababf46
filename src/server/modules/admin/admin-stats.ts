/**
 * The dashboard's figures (spec §3 "Admin stats"). Counting every person, board and task is a
 * walk of whole indexes (tens of milliseconds at 100,000 people and millions of tasks, measured in
 * docs/benchmarks.md), so it is not done on every request: the figures are counted at most once a
 * minute per process and shared by every request meanwhile, `lastUpdated` saying when they were
 * counted (ADR 0048). Rules:
 * - one count at a time: requests arriving during it wait for that one;
 * - an admin's own change (a trial granted) drops them, so the next look counts again;
 * - each figure is a count of one index, never of rows: live people (`users_deleted`),
 *   live boards (`boards_live`), live and open tasks (`tasks_live_pool_order`, `tasks_open`),
 *   subscriptions by status (`subscriptions_status_tier`, `subscriptions_revenue`).
 */
import type { Database } from '../../db/database.ts';
import type { AdminStats } from '../../../shared/contracts/admin.ts';
import { PRO_PRICE } from '../../../shared/plans.ts';
import { monthlyRevenue } from './admin-subscriptions.repo.ts';

export const STATS_TTL_MS = 60_000;

interface Cached {
  at: number;
  value: Promise<AdminStats>;
}

const cache = new WeakMap<Database, Cached>();

async function count(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Counts every figure now (what the cache holds). */
export async function countStats(db: Database, now = Date.now()): Promise<AdminStats> {
  const n = (table: 'users' | 'boards' | 'tasks') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deletedAt', 'is', null);
  const subscriptions = (status: string) =>
    db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', status);
  const [totalUsers, totalBoards, totalTasks, totalActiveTasks, active, trials, revenue] = await Promise.all([
    count(n('users')),
    count(n('boards')),
    count(n('tasks')),
    count(n('tasks').where('completedAt', 'is', null)),
    count(subscriptions('active')),
    count(subscriptions('trialing')),
    monthlyRevenue(db, {}),
  ]);
  return {
    totalUsers,
    activeSubscriptions: active,
    monthlyRevenue: revenue,
    currency: PRO_PRICE.currency,
    trialUsers: trials,
    totalBoards,
    totalActiveTasks,
    totalTasks,
    lastUpdated: new Date(now).toISOString(),
  };
}

/** The figures, counted within the last minute. */
export function adminStats(db: Database, now = Date.now()): Promise<AdminStats> {
  const hit = cache.get(db);
  if (hit && now - hit.at < STATS_TTL_MS) return hit.value;
  const value = countStats(db, now);
  cache.set(db, { at: now, value });
  // A failed count is not kept: the next request counts again.
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
}

/** Something the figures count changed here (an admin's action): count again next time. */
export function invalidateAdminStats(db: Database): void {
  cache.delete(db);
}
