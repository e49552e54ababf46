import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { call, createTestUser } from '../../test/helpers.ts';
import { BUNDLE, DAY, MONTHLY, appleTestApp } from './apple-app.test-support.ts';
import { fakeAppStore, notification, transaction, type Purchase } from './apple-signing.test-support.ts';

const { ctx, overview, deliver, purchaseOf } = appleTestApp();

describe('App Store Server Notifications V2, verified with Apple’s library', () => {
  it('applies a notification signed through the configured root: Pro, billed by the App Store', async () => {
    const u = await createTestUser(ctx.t.app);
    const p = await purchaseOf(u);
    const now = Date.now();
    const res = await deliver(
      notification(ctx.store, p, {
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
    const u = await createTestUser(ctx.t.app);
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
    const wrapped = ctx.store.sign({
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
            ctx.store,
            { ...p, bundleId: 'com.other' },
            { type: 'SUBSCRIBED', status: 1, signedDate: now, periodStart: now },
          ),
        )
      ).status,
    ).toBe(400);
    expect(
      (await call(ctx.t.app, { method: 'POST', url: '/api/billing/apple/notifications', payload: {} }))
        .status,
    ).toBe(400);
    expect((await overview(u)).subscription).toMatchObject({ provider: null, tier: 'basic' });
  });

  it('applies the same notification delivered five times once', async () => {
    const u = await createTestUser(ctx.t.app);
    const p = await purchaseOf(u);
    const now = Date.now();
    const signed = notification(ctx.store, p, {
      type: 'SUBSCRIBED',
      status: 1,
      signedDate: now,
      periodStart: now,
    });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await deliver(signed)).body.duplicate);
    expect(answers).toEqual([false, true, true, true, true]);
    const uuid = (jwt.decode(signed) as { notificationUUID: string }).notificationUUID;
    const stored = await ctx.t.app.ctx.database.db
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
      const u = await createTestUser(ctx.t.app);
      const p = await purchaseOf(u);
      const start = Date.now() - 70 * DAY;
      const renewed = start + 30 * DAY;
      const events = [
        notification(ctx.store, p, { type: 'SUBSCRIBED', status: 1, signedDate: start, periodStart: start }),
        notification(ctx.store, p, {
          type: 'DID_RENEW',
          status: 1,
          signedDate: renewed,
          periodStart: renewed,
        }),
        notification(
          ctx.store,
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
    const u = await createTestUser(ctx.t.app);
    const p = await purchaseOf(u, { appAccountToken: u.id, trial: true });
    const now = Date.now() - 1000;
    await deliver(
      notification(ctx.store, p, { type: 'SUBSCRIBED', status: 1, signedDate: now, periodStart: now }),
    );
    expect((await overview(u)).subscription).toMatchObject({ status: 'trialing', provider: 'apple' });
    await deliver(
      notification(
        ctx.store,
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
      notification(ctx.store, p, { type: 'REFUND', status: 5, signedDate: now + 20, periodStart: now }),
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
      notification(ctx.store, stranger, { type: 'SUBSCRIBED', status: 1, signedDate: now, periodStart: now }),
    );
    expect(res.status).toBe(200);
  });
});
