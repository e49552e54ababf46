/**
 * One app for the Apple tests: App Store purchases on, in Sandbox, trusting only a root made by a
 * stand-in App Store (apple-signing.test-support.ts), online checks off; and the calls they share.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BillingOverview } from '../../../shared/contracts/billing.ts';
import type { ErrorBody } from '../../../shared/errors.ts';
import { call, createTestApp, type TestApp, type TestUser } from '../../test/helpers.ts';
import { fakeAppStore, type FakeAppStore, type Purchase } from './apple-signing.test-support.ts';

export const BUNDLE = 'com.quadrant.test';
export const MONTHLY = `${BUNDLE}.pro.monthly`;
export const DAY = 86_400_000;

export function appleTestApp() {
  const ctx = {} as { t: TestApp; store: FakeAppStore };
  beforeAll(async () => {
    ctx.store = fakeAppStore();
    ctx.t = await createTestApp({
      APP_STORE_BUNDLE_ID: BUNDLE,
      APP_STORE_ENVIRONMENT: 'Sandbox',
      APP_STORE_ROOT_CERTS: ctx.store.rootFile,
      APP_STORE_ONLINE_CHECKS: 'false',
    });
  });
  afterAll(() => ctx.t.close());

  const api = <T>(u: TestUser, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    call<T>(ctx.t.app, {
      method,
      url,
      headers: { ...u.headers, ...headers },
      ...(payload ? { payload } : {}),
    });
  const overview = async (u: TestUser) => (await api<BillingOverview>(u, 'GET', '/api/subscription')).body;
  const deliver = (signedPayload: string) =>
    call<{ received: boolean; duplicate: boolean } & ErrorBody>(ctx.t.app, {
      method: 'POST',
      url: '/api/billing/apple/notifications',
      payload: { signedPayload },
    });
  /** A purchase of Pro monthly carrying the person's appAccountToken (from the server). */
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
  return { ctx, api, overview, deliver, purchaseOf };
}
