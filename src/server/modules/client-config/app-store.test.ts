/**
 * The App Store listing is the deployment's own: named to clients only when configured, and its QR
 * code drawn for that id; with none, no id and no code (so no page links to a placeholder).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the App Store listing', () => {
  it('is absent until configured', async () => {
    t = await createTestApp();
    const config = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.json()).toMatchObject({ appStoreId: null, appStoreProducts: null });
    const qr = await t.app.inject({ method: 'GET', url: '/api/app-store/qr.svg' });
    expect(qr.statusCode).toBe(404);
    expect(qr.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('is the configured app, with a 140 px QR code of its own, and its products once purchases are on', async () => {
    t = await createTestApp({
      APP_STORE_APP_APPLE_ID: '1234567890',
      APP_STORE_BUNDLE_ID: 'app.quadrant.mobile',
      APP_STORE_ENVIRONMENT: 'Sandbox',
    });
    const config = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.json()).toMatchObject({
      appStoreId: 1234567890,
      appStoreProducts: {
        monthly: 'app.quadrant.mobile.pro.monthly',
        yearly: 'app.quadrant.mobile.pro.yearly',
      },
    });
    const qr = await t.app.inject({ method: 'GET', url: '/api/app-store/qr.svg' });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('width="140" height="140"');
    await t.close();

    t = await createTestApp({ APP_STORE_APP_APPLE_ID: '987654321' });
    const other = await t.app.inject({ method: 'GET', url: '/api/app-store/qr.svg' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toBe(qr.body);
  });
});
