/**
 * The landing page's figures are the deployment's own (SPEC-NOTES "Marketing claims"): none until
 * configured, so the public pages claim nothing by default; each set one is handed to clients; a
 * figure that cannot be true (a share over 100 %) stops the server at start.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the marketing figures', () => {
  it('are none until configured', async () => {
    t = await createTestApp();
    const config = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.json()).toMatchObject({
      marketingFigures: { users: null, years: null, organizations: null, freePlanPercent: null },
    });
  });

  it('are what the operator set, each on its own', async () => {
    t = await createTestApp({ MARKETING_USERS: '12000', MARKETING_FREE_PLAN_PERCENT: '85' });
    const config = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.json()).toMatchObject({
      marketingFigures: { users: 12000, years: null, organizations: null, freePlanPercent: 85 },
    });
  });

  it('refuse a figure that cannot be true', () => {
    expect(() => loadConfig({ MARKETING_FREE_PLAN_PERCENT: '180' })).toThrow(/MARKETING_FREE_PLAN_PERCENT/);
    expect(() => loadConfig({ MARKETING_USERS: 'lots' })).toThrow(/MARKETING_USERS/);
  });
});
