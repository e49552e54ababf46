import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../shared/contracts/billing.ts';
import type { ErrorBody } from '../../../shared/errors.ts';
import { createTestUser } from '../../test/helpers.ts';
import { userWrite } from '../sync/write.ts';
import { DAY, appleTestApp } from './apple-app.test-support.ts';
import { fakeAppStore, notification, transaction } from './apple-signing.test-support.ts';
import { applyStripeSubscription } from './stripe-state.ts';

const { ctx, api, overview, deliver, purchaseOf } = appleTestApp();

describe('restore purchases and the App Store’s own billing', () => {
  it('links a restored purchase to the person; later notifications find them without a token', async () => {
    const u = await createTestUser(ctx.t.app);
    const p = await purchaseOf(u, { appAccountToken: undefined });
    const start = Date.now() - DAY;
    const restored = await api<Subscription>(u, 'POST', '/api/subscription/apple/restore', {
      signedTransaction: transaction(ctx.store, p, start),
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
      notification(ctx.store, p, {
        type: 'DID_RENEW',
        status: 1,
        signedDate: renewedAt,
        periodStart: renewedAt,
      }),
    );
    expect((await overview(u)).subscription.currentPeriodStart).toBe(new Date(renewedAt).toISOString());
    // The same purchase restored on another account is refused: one purchase, one person.
    const other = await createTestUser(ctx.t.app);
    const stolen = await api<ErrorBody>(other, 'POST', '/api/subscription/apple/restore', {
      signedTransaction: transaction(ctx.store, p, start),
    });
    expect(stolen.status).toBe(409);
    expect((await overview(other)).subscription.tier).toBe('basic');
  });

  it('refuses a restore signed outside the App Store, or made for another account', async () => {
    const u = await createTestUser(ctx.t.app);
    const p = await purchaseOf(u);
    const forged = transaction(fakeAppStore('Forged'), p, Date.now());
    expect(
      (await api(u, 'POST', '/api/subscription/apple/restore', { signedTransaction: forged })).status,
    ).toBe(400);
    const other = await createTestUser(ctx.t.app);
    const theirs = transaction(ctx.store, p, Date.now());
    expect(
      (await api(other, 'POST', '/api/subscription/apple/restore', { signedTransaction: theirs })).status,
    ).toBe(409);
    expect(
      (await api(u, 'POST', '/api/subscription/apple/restore', { signedTransaction: 'nope' })).status,
    ).toBe(400);
  });

  it('refuses cancel, reactivate and the portal of an App Store subscription (BILLED_EXTERNALLY)', async () => {
    const u = await createTestUser(ctx.t.app);
    const p = await purchaseOf(u);
    const now = Date.now();
    await deliver(
      notification(ctx.store, p, { type: 'SUBSCRIBED', status: 1, signedDate: now, periodStart: now }),
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
      const u = await createTestUser(ctx.t.app);
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
      const u = await createTestUser(ctx.t.app);
      const res = await api(u, 'POST', '/api/subscription/checkout', { interval: 'monthly' }, on(platform));
      expect({ platform, status: res.status }).toEqual({ platform, status: 200 });
    }
  });

  it('shows Android the plan read-only: cancel refused there, allowed on the web', async () => {
    const u = await createTestUser(ctx.t.app);
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
    const u = await createTestUser(ctx.t.app);
    const res = await api(u, 'POST', '/api/subscription/checkout', { interval: 'monthly' }, on('symbian'));
    expect(res.status).toBe(400);
  });
});

describe('beside the other providers', () => {
  it('a late event of an old Stripe subscription never ends a plan the App Store bills', async () => {
    const u = await createTestUser(ctx.t.app);
    const p = await purchaseOf(u);
    const now = Date.now();
    await deliver(
      notification(ctx.store, p, { type: 'SUBSCRIBED', status: 1, signedDate: now, periodStart: now }),
    );
    const late = {
      id: 'sub_old',
      status: 'canceled',
      customer: 'cus_old',
      cancel_at_period_end: false,
      trial_end: null,
      items: { data: [{ price: { id: 'price_monthly' }, current_period_start: 1, current_period_end: 2 }] },
    } as unknown as Stripe.Subscription;
    const deps = { db: ctx.t.app.ctx.database.db, bus: ctx.t.app.ctx.bus };
    await userWrite(deps, u.id, undefined, (w) =>
      applyStripeSubscription(
        w,
        late,
        { monthly: 'price_monthly', yearly: 'price_yearly' },
        { actor: 'system' },
      ),
    );
    const o = await overview(u);
    expect(o.subscription).toMatchObject({ provider: 'apple', status: 'active' });
    expect(o.entitlements.tier).toBe('pro');
  });
});
