import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview, Invoice, Subscription } from '../../../shared/contracts/billing.ts';
import { newId } from '../../../shared/ids.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.test-support.ts';

const SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_quadrant',
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

const api = <T>(u: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  call<T>(t.app, { method, url, headers: u.headers, ...(payload ? { payload } : {}) });
const overview = async (u: TestUser) => (await api<BillingOverview>(u, 'GET', '/api/subscription')).body;

/** Delivers an event as Stripe does: the raw JSON, signed with the endpoint's secret by the SDK. */
async function deliver(event: object, secret = SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return call<{ received: boolean; duplicate: boolean }>(t.app, {
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function checkout(u: TestUser, body: object = { interval: 'monthly' }) {
  const res = await api<{ url: string }>(u, 'POST', '/api/subscription/checkout', body);
  expect(res.status).toBe(200);
  const sessionId = [...fake.sessions.values()].find((s) => s.url === res.body.url)?.id as string;
  return { url: res.body.url, sessionId };
}

describe('Stripe, through its SDK, against a local fake of its API', () => {
  it('opens Stripe Checkout for the chosen price with the trial, and no test mode', async () => {
    const u = await createTestUser(t.app);
    expect((await overview(u)).testMode).toBe(false);
    const { url, sessionId } = await checkout(u, { interval: 'yearly', returnTo: '/app/board' });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const s = fake.sessions.get(sessionId);
    expect(s).toMatchObject({
      mode: 'subscription',
      client_reference_id: u.id,
      line_items: { 0: { price: 'price_yearly', quantity: '1' } },
      subscription_data: { trial_period_days: '14', metadata: { userId: u.id } },
    });
    expect(String(s?.success_url)).toContain(
      '/app/subscription/success?session_id={CHECKOUT_SESSION_ID}&billing=yearly&return_to=%2Fapp%2Fboard',
    );
  });

  it('verifies the paid session on the success page: Pro at once, and the refused board created once', async () => {
    const u = await createTestUser(t.app);
    const boardId = newId();
    const { sessionId } = await checkout(u, {
      interval: 'monthly',
      then: { action: 'create-board', boardId, boardName: 'Q3' },
    });
    const open = await api<{ status: string }>(u, 'POST', '/api/subscription/verify', { sessionId });
    expect(open.body.status).toBe('open');
    const sub = fake.pay(sessionId);
    const done = await api<{ status: string; subscription: Subscription }>(
      u,
      'POST',
      '/api/subscription/verify',
      { sessionId },
    );
    expect(done.body).toMatchObject({
      status: 'complete',
      subscription: { tier: 'pro', status: 'trialing', interval: 'monthly' },
    });
    // The webhook for the same checkout arrives after: nothing happens twice.
    expect(
      (await deliver(fake.event('checkout.session.completed', fake.sessions.get(sessionId) ?? {}))).status,
    ).toBe(200);
    const boards = await api<{ id: string }[]>(u, 'GET', '/api/boards');
    expect(boards.body.filter((b) => b.id === boardId)).toHaveLength(1);
    expect((await overview(u)).entitlements.limits.boards).toBe(100);
    expect(sub.metadata).toEqual({ userId: u.id });
  });

  it('refuses webhooks with a bad or missing signature (400)', async () => {
    const event = fake.event('customer.subscription.updated', { id: 'sub_x', object: 'subscription' });
    expect((await deliver(event, 'whsec_wrong')).status).toBe(400);
    const unsigned = await call(t.app, {
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
  });

  it('applies the same event delivered five times once', async () => {
    const u = await createTestUser(t.app);
    const { sessionId } = await checkout(u);
    const sub = fake.pay(sessionId);
    const event = fake.event('customer.subscription.created', sub);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await deliver(event)).body);
    expect(answers.map((a) => a.duplicate)).toEqual([false, true, true, true, true]);
    const stored = await t.app.ctx.database.db
      .selectFrom('billingEvents')
      .selectAll()
      .where('eventId', '=', String(event.id))
      .execute();
    expect(stored).toHaveLength(1);
    expect((await overview(u)).subscription.status).toBe('trialing');
  });

  it('converges to the right state whatever order created, updated and deleted arrive in', async () => {
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    for (const order of orders) {
      const u = await createTestUser(t.app);
      const { sessionId } = await checkout(u);
      const sub = fake.pay(sessionId);
      const created = fake.event('customer.subscription.created', sub);
      const updated = fake.event(
        'customer.subscription.updated',
        fake.setStatus(String(sub.id), { status: 'active' }),
      );
      const deleted = fake.event(
        'customer.subscription.deleted',
        fake.setStatus(String(sub.id), { status: 'canceled' }),
      );
      const events = [created, updated, deleted];
      for (const i of order) expect((await deliver(events[i] ?? {})).status).toBe(200);
      const o = await overview(u);
      expect({ order, status: o.subscription.status, tier: o.entitlements.tier }).toEqual({
        order,
        status: 'canceled',
        tier: 'basic',
      });
    }
  });

  it('cancels at period end and reactivates at Stripe, opens the portal, lists invoices', async () => {
    const u = await createTestUser(t.app);
    const { sessionId } = await checkout(u);
    const sub = fake.pay(sessionId);
    await api(u, 'POST', '/api/subscription/verify', { sessionId });
    const cancelled = await api<Subscription>(u, 'POST', '/api/subscription/cancel');
    expect(cancelled.body.cancelAtPeriodEnd).toBe(true);
    expect(fake.subscriptions.get(String(sub.id))?.cancel_at_period_end).toBe(true);
    const back = await api<Subscription>(u, 'POST', '/api/subscription/reactivate');
    expect(back.body.cancelAtPeriodEnd).toBe(false);
    expect(fake.subscriptions.get(String(sub.id))?.cancel_at_period_end).toBe(false);
    const portal = await api<{ url: string }>(u, 'POST', '/api/subscription/portal');
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/cus_/);
    const invoices = await api<Invoice[]>(u, 'GET', '/api/subscription/invoices');
    expect(invoices.body[0]).toMatchObject({
      status: 'paid',
      currency: 'USD',
      hosted_invoice_url: 'https://invoice.stripe.test/i/1',
    });
  });

  it('ends the subscription at Stripe when the account is deleted, before anything is deleted', async () => {
    const u = await createTestUser(t.app);
    const { sessionId } = await checkout(u);
    const sub = fake.pay(sessionId);
    await api(u, 'POST', '/api/subscription/verify', { sessionId });
    const gone = await call(t.app, {
      method: 'DELETE',
      url: '/api/me',
      headers: u.headers,
      payload: { confirmation: u.email },
    });
    expect(gone.status).toBe(200);
    expect(fake.subscriptions.get(String(sub.id))?.status).toBe('canceled');
    expect(fake.calls).toContain(`DELETE /v1/subscriptions/${String(sub.id)}`);
  });
});
