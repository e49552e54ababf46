import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview, Subscription } from '../../../shared/contracts/billing.ts';
import type { ErrorBody } from '../../../shared/errors.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { userWrite } from '../sync/write.ts';
import {
  fakeAppStore,
  notification,
  transaction,
  type FakeAppStore,
  type Purchase,
} from './apple-signing.test-support.ts';
import { applyStripeSubscription } from './stripe-state.ts';

const BUNDLE = 'com.quadrant.test';
const MONTHLY = `${BUNDLE}.pro.monthly`;
const DAY = 86_400_000;
let store: FakeAppStore;
let t: TestApp;

beforeAll(async () => {
  store = fakeAppStore();
  t = await createTestApp({
    APP_STORE_BUNDLE_ID: BUNDLE,
    APP_STORE_ENVIRONMENT: 'Sandbox',
    APP_STORE_ROOT_CERTS: store.rootFile,
    APP_STORE_ONLINE_CHECKS: 'false',
  });
});
afterAll(() => t.close());

const api = <T>(u: TestUser, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
  call<T>(t.app, { method, url, headers: { ...u.headers, ...headers }, ...(payload ? { payload } : {}) });
const overview = async (u: TestUser) => (await api<BillingOverview>(u, 'GET', '/api/subscription')).body;

const deliver = (signedPayload: string) =>
  call<{ received: boolean; duplicate: boolean } & ErrorBody>(t.app, {
    method: 'POST',
    url: '/api/billing/apple/notifications',
    payload: { signedPayload },
  });

async function purchaseOf(u: TestUser, extra: Partial<Purchase> = {}): Promise<Purchase> {
  const token = await api<{ appAccountToken: string }>(u, 'GET', '/api/subscription/apple/account-token');
  expect(token.status).toBe(200);
  return {
    bundleId: BUNDLE,
    environment: 'Sandbox',
    originalTransactionId: String(crypto.randomInt(1e9, 9e9)),
    productId: MONTHLY,
    appAccountToken: token.body.appAccountToken,
    ...extra,
  };
}

describe('App Store Server Notifications V2, verified with Apple’s library', () => {
  it('applies a notification signed through the configured root: Pro, billed by the App Store', async () => {
    const u = await createTestUser(t.app);
    const p = await purchaseOf(u);
    const now = Date.now();
    const res = await deliver(
      notification(store, p, {
        type: 'SUBSCRIBED',
        subtype: 'INITIAL_BUY',
        status: 1,
        signedDate: now,
        periodStart: now,
      }),
    );
    expect(res.status).toBe(200);
    const o = await overview(u);
    expect(o.subscription).toMatchObject({
      provider: 'apple',
      tier: 'pro',
      status: 'active',
      interval: 'monthly',
      externalBilling: true,
      cancelAtPeriodEnd: false,
    });
    expect(o.entitlements.limits.boards).toBe(100);
  });

  it('refuses a notification whose certificate chain does not end at the configured root (400)', async () => {
    const u = await createTestUser(t.app);
    const p = await purchaseOf(u);
    const forger = fakeAppStore('Forged');
    const now = Date.now();
    const forged = notification(forger, p, {
      type: 'SUBSCRIBED',
      status: 1,
      signedDate: now,
      periodStart: now,
    });
    const res = await deliver(forged);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    // A genuine envelope around a forged transaction is refused as well.
    const inner = transaction(forger, p, now);
    const wrapped = store.sign({
      notificationType: 'SUBSCRIBED',
      notificationUUID: crypto.randomUUID(),
      signedDate: now,
      data: { bundleId: BUNDLE, environment: 'Sandbox', signedTransactionInfo: inner, status: 1 },
    });
    expect((await deliver(wrapped)).status).toBe(400);
    // Unsigned, another app's, or not a JWS at all.
    const unsigned = jwt.sign({ notificationType: 'SUBSCRIBED' }, 'x', { algorithm: 'HS256' });
    expect((await deliver(unsigned)).status).toBe(400);
    expect(
      (
        await deliver(
          notification(
            store,
            { ...p, bundleId: 'com.other' },
            { type: 'SUBSCRIBED', status: 1, signedDate: now, periodStart: now },
          ),
        )
      ).status,
    ).toBe(400);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/billing/apple/notifications', payload: {} })).status,
    ).toBe(400);
    expect((await overview(u)).subscription).toMatchObject({ provider: null, tier: 'basic' });
  });

  it('applies the same notification delivered five times once', async () => {
    const u = await createTestUser(t.app);
    const p = await purchaseOf(u);
    const now = Date.now();
    const signed = notification(store, p, {
      type: 'SUBSCRIBED',
      status: 1,
      signedDate: now,
      periodStart: now,
    });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await deliver(signed)).body.duplicate);
    expect(answers).toEqual([false, true, true, true, true]);
    const uuid = (jwt.decode(signed) as { notificationUUID: string }).notificationUUID;
    const stored = await t.app.ctx.database.db
      .selectFrom('billingEvents')
      .selectAll()
      .where('provider', '=', 'apple')
      .where('eventId', '=', uuid)
      .execute();
    expect(stored).toHaveLength(1);
    expect((await overview(u)).subscription.status).toBe('active');
  });

  it('converges whatever order subscribed, renewed and expired arrive in', async () => {
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
      const p = await purchaseOf(u);
      const start = Date.now() - 70 * DAY;
      const renewed = start + 30 * DAY;
      const events = [
        notification(store, p, { type: 'SUBSCRIBED', status: 1, signedDate: start, periodStart: start }),
        notification(store, p, { type: 'DID_RENEW', status: 1, signedDate: renewed, periodStart: renewed }),
        notification(
          store,
          p,
          {
            type: 'EXPIRED',
            subtype: 'VOLUNTARY',
            status: 2,
            signedDate: renewed + 30 * DAY,
            periodStart: renewed,
          },
          0,
        ),
      ];
      for (const i of order) expect((await deliver(events[i] ?? '')).status).toBe(200);
      const o = await overview(u);
      expect({ order, status: o.subscription.status, tier: o.entitlements.tier }).toEqual({
        order,
        status: 'canceled',
        tier: 'basic',
      });
      expect(o.subscription.currentPeriodStart).toBe(new Date(renewed).toISOString());
    }
  });

  it('follows renewal status, the trial, refunds, and names the person by their id as token', async () => {
    const u = await createTestUser(t.app);
    const p = await purchaseOf(u, { appAccountToken: u.id, trial: true });
    const now = Date.now() - 1000;
    await deliver(
      notification(store, p, { type: 'SUBSCRIBED', status: 1, signedDate: now, periodStart: now }),
    );
    expect((await overview(u)).subscription).toMatchObject({ status: 'trialing', provider: 'apple' });
    await deliver(
      notification(
        store,
        p,
        {
          type: 'DID_CHANGE_RENEWAL_STATUS',
          subtype: 'AUTO_RENEW_DISABLED',
          status: 1,
          signedDate: now + 10,
          periodStart: now,
        },
        0,
      ),
    );
    expect((await overview(u)).subscription.cancelAtPeriodEnd).toBe(true);
    await deliver(
      notification(store, p, { type: 'REFUND', status: 5, signedDate: now + 20, periodStart: now }),
    );
    const o = await overview(u);
    expect(o.subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(o.entitlements.tier).toBe('basic');
  });

  it('acknowledges a notification for nobody of ours without changing anything', async () => {
    const stranger: Purchase = {
      bundleId: BUNDLE,
      environment: 'Sandbox',
      originalTransactionId: '1000000001',
      productId: MONTHLY,
      appAccountToken: crypto.randomUUID(),
    };
    const now = Date.now();
    const res = await deliver(
      notification(store, stranger, { type: 'SUBSCRIBED', status: 1, signedDate: now, periodStart: now }),
    );
    expect(res.status).toBe(200);
  });
});

describe('restore purchases and the App Store’s own billing', () => {
  it('links a restored purchase to the person; later notifications find them without a token', async () => {
    const u = await createTestUser(t.app);
    const p = await purchaseOf(u, { appAccountToken: undefined });
    const start = Date.now() - DAY;
    const restored = await api<Subscription>(u, 'POST', '/api/subscription/apple/restore', {
      signedTransaction: transaction(store, p, start),
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      provider: 'apple',
      tier: 'pro',
      status: 'active',
      externalBilling: true,
    });
    const renewedAt = start + 30 * DAY;
    await deliver(
      notification(store, p, { type: 'DID_RENEW', status: 1, signedDate: renewedAt, periodStart: renewedAt }),
    );
    expect((await overview(u)).subscription.currentPeriodStart).toBe(new Date(renewedAt).toISOString());
    // The same purchase restored on another account is refused: one purchase, one person.
    const other = await createTestUser(t.app);
    const stolen = await api<ErrorBody>(other, 'POST', '/api/subscription/apple/restore', {
      signedTransaction: transaction(store, p, start),
    });
    expect(stolen.status).toBe(409);
    expect((await overview(other)).subscription.tier).toBe('basic');
  });

  it('refuses a restore signed outside the App Store, or made for another account', async () => {
    const u = await createTestUser(t.app);
    const p = await purchaseOf(u);
    const forged = transaction(fakeAppStore('Forged'), p, Date.now());
    expect(
      (await api(u, 'POST', '/api/subscription/apple/restore', { signedTransaction: forged })).status,
    ).toBe(400);
    const other = await createTestUser(t.app);
    const theirs = transaction(store, p, Date.now());
    expect(
      (await api(other, 'POST', '/api/subscription/apple/restore', { signedTransaction: theirs })).status,
    ).toBe(409);
    expect(
      (await api(u, 'POST', '/api/subscription/apple/restore', { signedTransaction: 'nope' })).status,
    ).toBe(400);
  });

  it('refuses cancel, reactivate and the portal of an App Store subscription (BILLED_EXTERNALLY)', async () => {
    const u = await createTestUser(t.app);
    const p = await purchaseOf(u);
    const now = Date.now();
    await deliver(
      notification(store, p, { type: 'SUBSCRIBED', status: 1, signedDate: now, periodStart: now }),
    );
    for (const path of ['cancel', 'reactivate', 'portal']) {
      const res = await api<ErrorBody>(u, 'POST', `/api/subscription/${path}`);
      expect({ path, status: res.status, code: res.body.error.code }).toEqual({
        path,
        status: 409,
        code: 'BILLED_EXTERNALLY',
      });
    }
    expect((await overview(u)).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });
});

describe('platform rules (spec §6), from the platform the client reports', () => {
  const on = (platform: string) => ({ 'x-quadrant-platform': platform });

  it('refuses a web checkout in the iOS app, on Android and inside Teams; the web and desktop may', async () => {
    for (const platform of ['ios', 'android', 'teams']) {
      const u = await createTestUser(t.app);
      const res = await api<ErrorBody>(
        u,
        'POST',
        '/api/subscription/checkout',
        { interval: 'monthly' },
        on(platform),
      );
      expect({ platform, status: res.status, code: res.body.error.code }).toEqual({
        platform,
        status: 403,
        code: 'NOT_AVAILABLE_ON_PLATFORM',
      });
    }
    for (const platform of ['web', 'desktop']) {
      const u = await createTestUser(t.app);
      const res = await api(u, 'POST', '/api/subscription/checkout', { interval: 'monthly' }, on(platform));
      expect({ platform, status: res.status }).toEqual({ platform, status: 200 });
    }
  });

  it('shows Android the plan read-only: cancel refused there, allowed on the web', async () => {
    const u = await createTestUser(t.app);
    const started = await api<{ url: string }>(u, 'POST', '/api/subscription/checkout', {
      interval: 'monthly',
    });
    const session = new URL(started.body.url).searchParams.get('session') ?? '';
    await api(u, 'POST', `/api/subscription/test-checkout/${session}`, { outcome: 'pay' });
    expect((await api(u, 'POST', '/api/subscription/cancel', undefined, on('android'))).status).toBe(403);
    expect((await api(u, 'GET', '/api/subscription', undefined, on('android'))).status).toBe(200);
    expect((await api(u, 'POST', '/api/subscription/cancel', undefined, on('web'))).status).toBe(200);
  });

  it('refuses a platform it does not know (400)', async () => {
    const u = await createTestUser(t.app);
    const res = await api(u, 'POST', '/api/subscription/checkout', { interval: 'monthly' }, on('symbian'));
    expect(res.status).toBe(400);
  });
});

describe('beside the other providers', () => {
  it('a late event of an old Stripe subscription never ends a plan the App Store bills', async () => {
    const u = await createTestUser(t.app);
    const p = await purchaseOf(u);
    const now = Date.now();
    await deliver(
      notification(store, p, { type: 'SUBSCRIBED', status: 1, signedDate: now, periodStart: now }),
    );
    const late = {
      id: 'sub_old',
      status: 'canceled',
      customer: 'cus_old',
      cancel_at_period_end: false,
      trial_end: null,
      items: { data: [{ price: { id: 'price_monthly' }, current_period_start: 1, current_period_end: 2 }] },
    } as unknown as Stripe.Subscription;
    const deps = { db: t.app.ctx.database.db, bus: t.app.ctx.bus };
    await userWrite(deps, u.id, undefined, (w) =>
      applyStripeSubscription(w, late, { monthly: 'price_monthly', yearly: 'price_yearly' }),
    );
    const o = await overview(u);
    expect(o.subscription).toMatchObject({ provider: 'apple', status: 'active' });
    expect(o.entitlements.tier).toBe('pro');
  });
});
