/**
 * A subscription change that arrives by a provider's webhook is in the activity log as the
 * system's act ("System": no actor), once per change however often the event is delivered, with
 * the provider's event id and never a secret or a customer id; the person's own change through
 * Stripe still names them.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { entriesOf, expectNoSecret } from '../activity/activity.test-support.ts';
import { appleTestApp, DAY } from './apple-app.test-support.ts';
import { notification } from './apple-signing.test-support.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.test-support.ts';

const subscriptionEntries = async (t: TestApp, u: TestUser) =>
  (await entriesOf(t.app.ctx.database.db, u.id)).filter((e) => e.category === 'subscription');

describe('Stripe webhooks', () => {
  const SECRET = 'whsec_activity_secret_1';
  const KEY = 'sk_test_activity_key_2';
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: KEY,
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_YEARLY: 'price_yearly',
      STRIPE_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function deliver(event: object) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.status).toBe(200);
  }

  it('records what the events change as the system’s, once each, with the event id', async () => {
    const u = await createTestUser(t.app);
    const started = await call<{ url: string }>(t.app, {
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: u.headers,
      payload: { interval: 'monthly' },
    });
    const session = [...fake.sessions.values()].find((s) => s.url === started.body.url);
    const sub = fake.pay(String(session?.id));
    const created = fake.event('customer.subscription.created', sub);
    for (let i = 0; i < 3; i++) await deliver(created);
    const paid = fake.event(
      'customer.subscription.updated',
      fake.setStatus(String(sub.id), { status: 'active' }),
    );
    await deliver(paid);
    const ending = fake.setStatus(String(sub.id), { cancel_at_period_end: true });
    await deliver(fake.event('customer.subscription.updated', ending));
    const back = await call(t.app, {
      method: 'POST',
      url: '/api/subscription/reactivate',
      headers: u.headers,
    });
    expect(back.status).toBe(200);

    const entries = await subscriptionEntries(t, u);
    expect(entries.map((e) => [e.action, e.actorId, e.details.eventId ?? null])).toEqual([
      ['subscription.created', null, created.id],
      ['subscription.updated', null, paid.id],
      ['subscription.canceled', null, expect.stringMatching(/^evt_/)],
      ['subscription.reactivated', u.id, null],
    ]);
    expect(entries[0]).toMatchObject({ userEmail: u.email, actorEmail: null, ipAddress: null });
    expect(entries[0]?.details).toMatchObject({ provider: 'stripe', toStatus: 'trialing', toTier: 'pro' });
    expectNoSecret(entries, SECRET, KEY, String(sub.customer), String(sub.id));
  });
});

describe('App Store notifications', () => {
  const { ctx, deliver, purchaseOf } = appleTestApp();
  const uuidOf = (jws: string): string =>
    z
      .object({ notificationUUID: z.string() })
      .parse(JSON.parse(Buffer.from(jws.split('.')[1] ?? '', 'base64url').toString('utf8'))).notificationUUID;

  it('records what they change as the system’s, with the notification’s id', async () => {
    const u = await createTestUser(ctx.t.app);
    const p = await purchaseOf(u);
    const now = Date.now();
    const bought = notification(ctx.store, p, {
      type: 'SUBSCRIBED',
      status: 1,
      signedDate: now,
      periodStart: now,
    });
    expect((await deliver(bought)).status).toBe(200);
    expect((await deliver(bought)).status).toBe(200);
    const off = notification(
      ctx.store,
      p,
      {
        type: 'DID_CHANGE_RENEWAL_STATUS',
        subtype: 'AUTO_RENEW_DISABLED',
        status: 1,
        signedDate: now + 1000,
        periodStart: now,
      },
      0,
    );
    expect((await deliver(off)).status).toBe(200);
    const expired = notification(ctx.store, p, {
      type: 'EXPIRED',
      status: 2,
      signedDate: now + 40 * DAY,
      periodStart: now,
    });
    expect((await deliver(expired)).status).toBe(200);

    const entries = await subscriptionEntries(ctx.t, u);
    expect(entries.map((e) => [e.action, e.actorId, e.details.eventId])).toEqual([
      ['subscription.created', null, uuidOf(bought)],
      ['subscription.canceled', null, uuidOf(off)],
      ['subscription.canceled', null, uuidOf(expired)],
    ]);
    expect(entries.map((e) => e.details.toStatus)).toEqual(['active', 'active', 'canceled']);
    expect(entries[1]?.details.cancelAtPeriodEnd).toBe(true);
    expect(entries[0]?.details.provider).toBe('apple');
    // Nothing that names the purchase or the account token the app was given.
    expectNoSecret(entries, p.originalTransactionId, String(p.appAccountToken));
  });
});
