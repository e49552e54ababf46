/**
 * Every subscription change is in the activity log once, with who caused it: the person's own
 * checkout, cancel and reactivate (with their address), the period's end by the job (System).
 * The rule that names a change is tested on its own first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '../../../shared/contracts/billing.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { entriesOf } from '../activity/activity.test-support.ts';
import { subscriptionAction } from './subscription-activity.ts';
import { endTestPeriod } from './test-mode.ts';

const row = (patch: Partial<Parameters<typeof subscriptionAction>[1]> = {}) => ({
  userId: 'u',
  provider: 'test',
  tier: 'pro',
  status: 'active',
  billingInterval: 'monthly',
  cancelAtPeriodEnd: 0,
  currentPeriodEnd: 1000,
  ...patch,
});

describe('the action a subscription change is', () => {
  it('names starting, ending, scheduling an end, withdrawing it and other moves; nothing for no change', () => {
    expect(subscriptionAction(undefined, row())).toBe('subscription.created');
    expect(subscriptionAction(row({ status: 'canceled' }), row())).toBe('subscription.created');
    expect(subscriptionAction(row(), row({ status: 'canceled' }))).toBe('subscription.canceled');
    expect(subscriptionAction(row(), row({ cancelAtPeriodEnd: 1 }))).toBe('subscription.canceled');
    expect(subscriptionAction(row({ cancelAtPeriodEnd: 1 }), row())).toBe('subscription.reactivated');
    expect(subscriptionAction(row({ status: 'trialing' }), row())).toBe('subscription.updated');
    expect(subscriptionAction(row(), row({ tier: 'enterprise' }))).toBe('subscription.updated');
    expect(subscriptionAction(row(), row({ billingInterval: 'yearly' }))).toBe('subscription.updated');
    expect(subscriptionAction(row(), row({ currentPeriodEnd: 2000 }))).toBe('subscription.updated');
    expect(subscriptionAction(row(), row())).toBeNull();
    // A customer made before any subscription is not a change an operator reads.
    expect(subscriptionAction(undefined, row({ status: 'none', tier: 'basic' }))).toBeNull();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = <T>(u: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  call<T>(t.app, {
    method,
    url,
    headers: { ...u.headers, 'user-agent': 'activity-test/1', 'x-forwarded-for': '198.51.100.7' },
    remoteAddress: '203.0.113.20',
    ...(payload ? { payload } : {}),
  });

async function pay(u: TestUser): Promise<void> {
  const started = await api<{ url: string }>(u, 'POST', '/api/subscription/checkout', {
    interval: 'monthly',
  });
  const session = new URL(started.body.url).searchParams.get('session') ?? '';
  const done = await api(u, 'POST', `/api/subscription/test-checkout/${session}`, { outcome: 'pay' });
  expect(done.status).toBe(200);
}

const subscriptionEntries = async (u: TestUser) =>
  (await entriesOf(t.app.ctx.database.db, u.id)).filter((e) => e.category === 'subscription');

describe('subscription changes in the activity log (test mode)', () => {
  it('records the person’s checkout, cancel and reactivate once each, as their own acts', async () => {
    const u = await createTestUser(t.app);
    await pay(u);
    expect((await api<Subscription>(u, 'POST', '/api/subscription/cancel')).status).toBe(200);
    expect((await api<Subscription>(u, 'POST', '/api/subscription/reactivate')).status).toBe(200);
    const entries = await subscriptionEntries(u);
    expect(entries.map((e) => e.action)).toEqual([
      'subscription.created',
      'subscription.canceled',
      'subscription.reactivated',
    ]);
    for (const e of entries) {
      expect(e).toMatchObject({ userId: u.id, userEmail: u.email, actorId: u.id, actorEmail: u.email });
      expect(e).toMatchObject({ success: 1, userAgent: 'activity-test/1' });
      // TRUST_PROXY is off: the socket's address, never the header the client wrote.
      expect(e.ipAddress).toBe('203.0.113.20');
      expect(e.raw).not.toContain('test_cus_');
    }
    expect(entries[0]?.details).toMatchObject({
      provider: 'test',
      fromTier: null,
      toTier: 'pro',
      fromStatus: null,
      toStatus: 'trialing',
      interval: 'monthly',
    });
    expect(entries[1]?.details).toMatchObject({ cancelAtPeriodEnd: true, toStatus: 'trialing' });
  });

  it('records the period’s end by the job as the system: a renewal, then the end of a cancelled one', async () => {
    const u = await createTestUser(t.app);
    await pay(u);
    const deps = { db: t.app.ctx.database.db, bus: t.app.ctx.bus, publicUrl: t.config.publicUrl };
    const sub = await t.app.ctx.database.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('userId', '=', u.id)
      .executeTakeFirstOrThrow();
    const end = Number(sub.currentPeriodEnd);
    await endTestPeriod(deps, u.id, end + 1);
    await api(u, 'POST', '/api/subscription/cancel');
    const renewed = await t.app.ctx.database.db
      .selectFrom('subscriptions')
      .select('currentPeriodEnd')
      .where('userId', '=', u.id)
      .executeTakeFirstOrThrow();
    await endTestPeriod(deps, u.id, Number(renewed.currentPeriodEnd) + 1);
    // A second run of the job finds nothing to change, and records nothing.
    await endTestPeriod(deps, u.id, Number(renewed.currentPeriodEnd) + 2);
    const entries = await subscriptionEntries(u);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['subscription.created', u.id],
      ['subscription.updated', null],
      ['subscription.canceled', u.id],
      ['subscription.canceled', null],
    ]);
    expect(entries[1]?.details).toMatchObject({ fromStatus: 'trialing', toStatus: 'active' });
    expect(entries[3]).toMatchObject({ actorEmail: null, ipAddress: null, userEmail: u.email });
    expect(entries[3]?.details).toMatchObject({ fromStatus: 'active', toStatus: 'canceled' });
  });

  it('records a subscription ended by the account’s deletion before the deletion itself', async () => {
    const u = await createTestUser(t.app);
    await pay(u);
    const gone = await call(t.app, {
      method: 'DELETE',
      url: '/api/me',
      headers: u.headers,
      payload: { confirmation: u.email },
    });
    expect(gone.status).toBe(200);
    const entries = await entriesOf(t.app.ctx.database.db, u.id);
    expect(entries.map((e) => e.action)).toEqual([
      'subscription.created',
      'subscription.canceled',
      'data.deleted',
    ]);
    expect(entries[1]).toMatchObject({ actorId: u.id, userEmail: u.email });
  });
});
