/**
 * Issue 29, "also": a Stripe event signed with a timestamp an hour ahead was accepted. The SDK's
 * check bounds only the age of a signature; a future one, however far, passed. Clock skew is now
 * tolerated both ways and bounded (STRIPE_WEBHOOK_TOLERANCE_S). Every delivery here is signed by
 * the official SDK's `generateTestHeaderString`.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_TOLERANCE_S } from '../modules/billing/stripe-webhook.ts';
import { startFakeStripe, type FakeStripe } from '../modules/billing/fake-stripe.test-support.ts';
import { call, createTestApp, type TestApp } from '../test/helpers.ts';

const SECRET = 'whsec_skew_secret';
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

/** An event of another product on the same Stripe account: recorded, nothing else to do. */
async function deliverSignedAt(offsetSeconds: number) {
  const payload = JSON.stringify(fake.event('customer.created', { id: 'cus_elsewhere', object: 'customer' }));
  const timestamp = Math.floor(Date.now() / 1000) + offsetSeconds;
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
  return call<{ received?: boolean; error?: { code: string } }>(t.app, {
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('the Stripe webhook’s timestamp', () => {
  it('tolerates a few minutes of clock skew either way', async () => {
    expect(STRIPE_WEBHOOK_TOLERANCE_S).toBeGreaterThan(60);
    expect(STRIPE_WEBHOOK_TOLERANCE_S).toBeLessThanOrEqual(600);
    for (const offset of [0, -60, 60, -(STRIPE_WEBHOOK_TOLERANCE_S - 30), STRIPE_WEBHOOK_TOLERANCE_S - 30]) {
      const res = await deliverSignedAt(offset);
      expect(res.status, `signed ${offset} s from now`).toBe(200);
      expect(res.body.received).toBe(true);
    }
  });

  it('refuses a signature from beyond the tolerance, ahead as well as behind', async () => {
    for (const offset of [3600, STRIPE_WEBHOOK_TOLERANCE_S + 60, -(STRIPE_WEBHOOK_TOLERANCE_S + 60), -3600]) {
      const res = await deliverSignedAt(offset);
      expect(res.status, `signed ${offset} s from now`).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    }
  });
});
