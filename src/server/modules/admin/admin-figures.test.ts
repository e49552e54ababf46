/**
 * What the admin counts: the subscriptions list (filters, total, monthly revenue, pages by key)
 * and the dashboard's figures (spec §3), on an installation whose every row this file wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 } from 'uuid';
import type { AdminStats, AdminSubscriptionRecord } from '../../../shared/contracts/admin.ts';
import { PRO_PRICE } from '../../../shared/plans.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { invalidateAdminStats } from './admin-stats.ts';
import { adminOf, get, post, subscribe } from './admin.test-support.ts';

type Page = {
  subscriptions: AdminSubscriptionRecord[];
  total: number;
  monthlyRevenue: number;
  currency: string;
  nextCursor: string | null;
};
let t: TestApp;
let admin: TestUser;
const people: Record<string, TestUser> = {};

/** One person per kind of subscription (and two without one). */
const KINDS = {
  proMonthly: { status: 'active' },
  proMonthly2: { status: 'active' },
  enterpriseMonthly: { status: 'active', tier: 'enterprise' },
  proYearly: { status: 'active', billingInterval: 'yearly' },
  trialing: { status: 'trialing' },
  pastDue: { status: 'past_due' },
  canceled: { status: 'canceled', tier: 'pro' },
  granted: { status: 'active', provider: 'granted', billingInterval: null, tier: 'enterprise' },
  stripeNever: { status: 'none', provider: 'stripe', tier: 'basic', billingInterval: null },
  appleMonthly: { status: 'active', provider: 'apple' },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminOf(t);
  for (const [name, sub] of Object.entries(KINDS)) {
    people[name] = await createTestUser(t.app, { email: `${name.toLowerCase()}@figures.example` });
    await subscribe(t, people[name]?.id ?? '', sub);
  }
  people.free = await createTestUser(t.app);
});
afterAll(() => t.close());

const list = (query = '') => get<Page>(t, admin, `/api/admin/subscriptions?${query}`);

describe('the subscriptions list', () => {
  it('sums only subscriptions both active and billed monthly, whatever the provider, a gift at 0', async () => {
    const { body } = await list();
    // proMonthly, proMonthly2, enterpriseMonthly, appleMonthly; not yearly, trialing, past due,
    // canceled, nor the granted plan (billed by nobody).
    expect(body.monthlyRevenue).toBe(4 * PRO_PRICE.monthly);
    expect(body.currency).toBe('USD');
    expect((await list('tier=enterprise')).body.monthlyRevenue).toBe(PRO_PRICE.monthly);
    expect((await list('status=trialing')).body.monthlyRevenue).toBe(0);
    const granted = body.subscriptions.find((s) => s.userId === people.granted?.id);
    expect(granted).toMatchObject({ provider: null, amount: 0, tier: 'enterprise' });
    const yearly = body.subscriptions.find((s) => s.userId === people.proYearly?.id);
    expect(yearly).toMatchObject({ amount: PRO_PRICE.yearly, billingInterval: 'yearly', provider: 'test' });
  });

  it('lists what people have or had (not a customer who never subscribed), with the total on every page', async () => {
    const every: AdminSubscriptionRecord[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: Page } = await list(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.body.total).toBe(10 - 1);
      expect(res.body.subscriptions.length).toBeLessThanOrEqual(3);
      every.push(...res.body.subscriptions);
      cursor = res.body.nextCursor;
    } while (cursor);
    const ids = every.map((s) => s.userId);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(9);
    expect(ids).not.toContain(people.stripeNever?.id);
  });

  it('filters by tier and status on the server, total and revenue included', async () => {
    const ids = async (q: string) => (await list(q)).body.subscriptions.map((s) => s.userId).sort();
    const sorted = (...names: string[]) => names.map((n) => people[n]?.id).sort();
    expect(await ids('status=past_due')).toEqual(sorted('pastDue'));
    expect(await ids('tier=enterprise')).toEqual(sorted('enterpriseMonthly', 'granted'));
    expect(await ids('tier=enterprise&status=active')).toEqual(sorted('enterpriseMonthly', 'granted'));
    expect(await ids('tier=basic')).toEqual([]);
    const canceled = await list('status=canceled');
    expect([canceled.body.total, canceled.body.monthlyRevenue]).toEqual([1, 0]);
  });
});

describe('the dashboard figures', () => {
  it('count people, subscriptions, trials, revenue, boards and tasks as spec §3 says', async () => {
    const db = t.app.ctx.database.db;
    const someone = people.free?.id ?? '';
    const now = Date.now();
    const board = (deletedAt: number | null) => ({
      id: v7(),
      userId: someone,
      name: 'B',
      sortKey: v7(),
      createdAt: now,
      updatedAt: now,
      version: 1,
      deletedAt,
    });
    const task = (completedAt: number | null, deletedAt: number | null) => ({
      id: v7(),
      userId: someone,
      title: 'T',
      quadrant: 2,
      color: 'blue',
      poolSortKey: v7(),
      createdAt: now,
      updatedAt: now,
      version: 1,
      completedAt,
      deletedAt,
      dueDate: null,
      dueTime: null,
      repeat: null,
      nextOccurrenceId: null,
    });
    await db
      .insertInto('boards')
      .values([board(null), board(null), board(now)])
      .execute();
    await db
      .insertInto('tasks')
      .values([task(null, null), task(now, null), task(null, now), task(null, null)])
      .execute();
    const leaving = await createTestUser(t.app);
    await db.updateTable('users').set({ deletedAt: now }).where('id', '=', leaving.id).execute();
    invalidateAdminStats(db);
    const { body } = await get<AdminStats>(t, admin, '/api/admin/stats');
    expect(body).toMatchObject({
      // the 11 people above and the admin; not the account being deleted
      totalUsers: 12,
      // active: proMonthly ×2, enterpriseMonthly, proYearly, granted, appleMonthly
      activeSubscriptions: 6,
      trialUsers: 1,
      monthlyRevenue: 4 * PRO_PRICE.monthly,
      currency: 'USD',
      totalBoards: 2,
      totalActiveTasks: 2,
      totalTasks: 3,
    });
  });

  it("are counted once a minute, not per request, and again at once after an admin's change", async () => {
    const first = (await get<AdminStats>(t, admin, '/api/admin/stats')).body;
    const someone = await createTestUser(t.app);
    const cached = (await get<AdminStats>(t, admin, '/api/admin/stats')).body;
    expect(cached).toEqual(first);
    await post(t, admin, `/api/admin/users/${someone.id}/subscription`, {
      action: 'grant_trial',
      tier: 'pro',
      trialDays: 30,
      reason: 'Counted',
    });
    const after = (await get<AdminStats>(t, admin, '/api/admin/stats')).body;
    expect([after.totalUsers, after.trialUsers]).toEqual([first.totalUsers + 1, first.trialUsers + 1]);
  });
});
