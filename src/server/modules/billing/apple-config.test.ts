import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview } from '../../../shared/contracts/billing.ts';
import { loadConfig } from '../../config.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';

const BUNDLE = 'com.quadrant.local';

describe('App Store configuration', () => {
  it("trusts Apple Root CA - G3 by default, Apple's own root (from the library's package)", () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_STORE_BUNDLE_ID: BUNDLE,
      APP_STORE_APP_APPLE_ID: '123',
    });
    const roots = config.billing.appStore?.rootCertificates ?? [];
    expect(roots).toHaveLength(1);
    const root = new crypto.X509Certificate(roots[0] ?? Buffer.alloc(0));
    expect(root.subject).toContain('CN=Apple Root CA - G3');
    expect(root.fingerprint256).toBe(
      '63:34:3A:BF:B8:9A:6A:03:EB:B5:7E:9B:3F:5F:A7:BE:7C:4F:5C:75:6F:30:17:B3:A8:C4:88:C3:65:3E:91:79',
    );
    expect(config.billing.appStore).toMatchObject({
      environment: 'Production',
      onlineChecks: true,
      products: { monthly: `${BUNDLE}.pro.monthly`, yearly: `${BUNDLE}.pro.yearly` },
    });
  });

  it('is off without a bundle id, and refuses settings that would trust too much or too little', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).billing.appStore).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', APP_STORE_BUNDLE_ID: BUNDLE })).toThrow(
      /APP_STORE_APP_APPLE_ID/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_STORE_BUNDLE_ID: BUNDLE,
        APP_STORE_ENVIRONMENT: 'LocalTesting',
      }),
    ).toThrow(/LocalTesting/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        APP_STORE_BUNDLE_ID: BUNDLE,
        APP_STORE_ENVIRONMENT: 'Sandbox',
        APP_STORE_ROOT_CERTS: '/nonexistent.cer',
      }),
    ).toThrow(/APP_STORE_ROOT_CERTS/);
  });
});

describe('Environment.LOCAL_TESTING (StoreKit testing in Xcode), online checks off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      APP_STORE_BUNDLE_ID: BUNDLE,
      APP_STORE_ENVIRONMENT: 'LocalTesting',
      APP_STORE_ONLINE_CHECKS: 'false',
    });
  });
  afterAll(() => t.close());

  it('applies a notification signed with a generated key', async () => {
    const u = await createTestUser(t.app);
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const sign = (payload: object) => jwt.sign(payload, privateKey, { algorithm: 'ES256' });
    const now = Date.now();
    const signedTransactionInfo = sign({
      originalTransactionId: '2000000001',
      transactionId: '2000000001',
      bundleId: BUNDLE,
      productId: `${BUNDLE}.pro.yearly`,
      purchaseDate: now,
      expiresDate: now + 365 * 86_400_000,
      type: 'Auto-Renewable Subscription',
      signedDate: now,
      environment: 'LocalTesting',
      appAccountToken: u.id,
    });
    const signedPayload = sign({
      notificationType: 'SUBSCRIBED',
      notificationUUID: crypto.randomUUID(),
      signedDate: now,
      data: { bundleId: BUNDLE, environment: 'LocalTesting', signedTransactionInfo, status: 1 },
    });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/billing/apple/notifications',
      payload: { signedPayload },
    });
    expect(res.status).toBe(200);
    const o = await call<BillingOverview>(t.app, {
      method: 'GET',
      url: '/api/subscription',
      headers: u.headers,
    });
    expect(o.body.subscription).toMatchObject({ provider: 'apple', tier: 'pro', interval: 'yearly' });
  });
});
