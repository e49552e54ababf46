/**
 * An admin's change of a Stripe customer's plan is made at Stripe, through the official SDK
 * against a local fake of Stripe's API, then applied from what Stripe answers, with the admin's
 * log entry; a later webhook repeating Stripe's state keeps it.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '../../../shared/contracts/admin.ts';
import type { Me } from '../../../shared/contracts/me.ts';
import { createTestApp, createTestUser, call, type TestApp, type TestUser } from '../../test/helpers.ts';
import { entriesOf } from '../activity/activity.test-support.ts';
import { startFakeStripe, type FakeStripe } from '../billing/fake-stripe.test-support.ts';
import { adminOf, get, post } from './admin.test-support.ts';

const SECRET = 'whsec_admin_test';
let fake: FakeStripe;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_quadrant',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_YEARLY: 'price_yearly',
    STRIPE_API_URL: fake.url,
  });
  admin = await adminOf(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A person who paid for Pro monthly at Stripe (past the trial: active). */
async function customer(): Promise<{ u: TestUser; subId: string }> {
  const u = await createTestUser(t.app);
  const started = await post<{ url: string }>(t, u, '/api/subscription/checkout', { interval: 'monthly' });
  const sessionId = String([...fake.sessions.values()].find((s) => s.url === started.body.url)?.id);
  const sub = fake.pay(sessionId);
  fake.setStatus(String(sub.id), { status: 'active', trial_end: null });
  await post(t, u, '/api/subscription/verify', { sessionId });
  return { u, subId: String(sub.id) };
}

const modify = (u: TestUser, body: object) =>
  post<AdminUserDetail>(t, admin, `/api/admin/users/${u.id}/subscription`, body);
const stripeCalls = (subId: string) => fake.calls.filter((c) => c.endsWith(`/v1/subscriptions/${subId}`));

async function deliver(type: string, object: object) {
  const payload = JSON.stringify(fake.event(type, object as Record<string, unknown>));
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return call(t.app, {
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('a Stripe customer', () => {
  it('gets an Enterprise trial set at Stripe (trial_end, tier in metadata), kept by later webhooks', async () => {
    const { u, subId } = await customer();
    const before = stripeCalls(subId).length;
    const res = await modify(u, {
      action: 'grant_trial',
      tier: 'enterprise',
      trialDays: 14,
      reason: 'Pilot',
    });
    expect(res.status).toBe(200);
    expect(stripeCalls(subId).slice(before)).toEqual([`POST /v1/subscriptions/${subId}`]);
    const atStripe = fake.subscriptions.get(subId);
    expect(atStripe).toMatchObject({ status: 'trialing', metadata: { tier: 'enterprise' } });
    expect(Math.round((Number(atStripe?.trial_end) * 1000 - Date.now()) / 86_400_000)).toBe(14);
    expect(res.body.subscription).toMatchObject({
      provider: 'stripe',
      tier: 'enterprise',
      status: 'trialing',
    });
    expect((await get<Me>(t, u, '/api/me')).body.tier).toBe('enterprise');
    expect((await deliver('customer.subscription.updated', atStripe ?? {})).status).toBe(200);
    expect((await get<Me>(t, u, '/api/me')).body.tier).toBe('enterprise');
    const [entry] = await entriesOf(t.app.ctx.database.db, u.id, 'admin.subscription_modified');
    expect(entry?.details).toMatchObject({
      action: 'grant_trial',
      tier: 'enterprise',
      from: { tier: 'pro', status: 'active' },
    });
  });

  it('changes the tier at Stripe, cancels and reactivates there, and ends it now for Basic', async () => {
    const { u, subId } = await customer();
    await modify(u, { action: 'upgrade', tier: 'enterprise', reason: 'Contract signed' });
    expect(fake.subscriptions.get(subId)?.metadata).toMatchObject({ tier: 'enterprise' });
    expect((await get<Me>(t, u, '/api/me')).body.tier).toBe('enterprise');

    const cancel = await modify(u, { action: 'cancel', reason: 'Asked by phone' });
    expect(fake.subscriptions.get(subId)?.cancel_at_period_end).toBe(true);
    expect(cancel.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, tier: 'enterprise' });
    const back = await modify(u, { action: 'reactivate', reason: 'Stays after all' });
    expect(fake.subscriptions.get(subId)?.cancel_at_period_end).toBe(false);
    expect(back.body.subscription.cancelAtPeriodEnd).toBe(false);

    const basic = await modify(u, { action: 'upgrade', tier: 'basic', reason: 'Refunded' });
    expect(fake.calls).toContain(`DELETE /v1/subscriptions/${subId}`);
    expect(basic.body.subscription).toMatchObject({ status: 'canceled', tier: 'basic' });
    expect((await get<Me>(t, u, '/api/me')).body.tier).toBe('basic');
    const actions = (await entriesOf(t.app.ctx.database.db, u.id, 'admin.subscription_modified')).map(
      (e) => e.details.action,
    );
    expect(actions).toEqual(['upgrade', 'cancel', 'reactivate', 'upgrade']);
  });

  it('who stopped paying gets a granted trial here, Stripe untouched, and can still pay later', async () => {
    const { u, subId } = await customer();
    fake.setStatus(subId, { status: 'canceled' });
    await deliver('customer.subscription.deleted', fake.subscriptions.get(subId) ?? {});
    const calls = fake.calls.length;
    const res = await modify(u, { action: 'grant_trial', tier: 'pro', trialDays: 30, reason: 'Win back' });
    expect(fake.calls).toHaveLength(calls);
    expect(res.body.subscription).toMatchObject({
      provider: null,
      status: 'trialing',
      stripeCustomerId: expect.stringMatching(/^cus_/),
    });
    // A late event of the old subscription does not end the gift…
    await deliver('customer.subscription.updated', fake.subscriptions.get(subId) ?? {});
    expect((await get<Me>(t, u, '/api/me')).body.tier).toBe('pro');
    // …paying replaces it: checkout opens for a person on a granted plan, and Stripe's plan applies.
    const checkout = await post<{ url: string }>(t, u, '/api/subscription/checkout', { interval: 'monthly' });
    expect(checkout.status).toBe(200);
    const sessionId = String([...fake.sessions.values()].find((x) => x.url === checkout.body.url)?.id);
    fake.pay(sessionId);
    await post(t, u, '/api/subscription/verify', { sessionId });
    const detail = await get<AdminUserDetail>(t, admin, `/api/admin/users/${u.id}`);
    expect(detail.body.subscription).toMatchObject({ provider: 'stripe', tier: 'pro' });
  });
});
