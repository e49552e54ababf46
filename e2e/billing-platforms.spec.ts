/**
 * The platform rules on /app/subscription (spec §6, ADR 0029), in Chromium: opened from Teams, the
 * page offers no purchase and names the website; in the Android app (Capacitor's real bridge) the
 * plan is read-only; in the iOS app Pro is bought in the App Store at the store's price ("Monthly
 * billing only" when the store sells no yearly plan), with "Restore purchases". At phone size,
 * light and dark, axe on each.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.ts';
import { NativeShell, type NativePlatform } from './support/native-shell.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

/** The page inside the app: Capacitor's real bridge, the native side scripted (support/native-shell.ts). */
async function inApp(page: Page, platform: NativePlatform): Promise<NativeShell> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const shell = new NativeShell(page, platform, browser);
  await shell.install();
  return shell;
}

/** This server sells nothing through the App Store: the products a deployment with it names. */
async function sellOnAppStore(page: Page): Promise<void> {
  await page.route('**/api/client-config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    const appStoreProducts = {
      monthly: 'app.quadrant.mobile.pro.monthly',
      yearly: 'app.quadrant.mobile.pro.yearly',
    };
    await route.fulfill({ response, json: { ...config, appStoreProducts } });
  });
  await page.route('**/api/subscription/apple/account-token', (route) =>
    route.fulfill({ json: { appAccountToken: '0193b6a8-4a8e-7c1a-9f0e-3b5c7d9e1f2a' } }),
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme, viewport: { width: 390, height: 844 } });

    test('inside Teams: no purchase, the website instead', async ({ page }) => {
      await signUp(page, newAccount('Teams'));
      await page.goto('/app?isTeams=true');
      await expect(page).toHaveURL(/\/app\/board/);
      await page.goto('/app/subscription');
      await expect(page.getByRole('heading', { name: 'Not available on this platform' })).toBeVisible();
      await expect(page.getByText(/Plans can't be bought inside Teams/)).toBeVisible();
      await expect(page.getByRole('link', { name: /Visit the website/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /free trial/ })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });

    test('in the Android and iOS shells', async ({ page }) => {
      await signUp(page, newAccount('Shell'));
      await inApp(page, 'android');
      await page.goto('/app/subscription');
      await expect(page.getByText(/In the Android app your plan is shown but not changed/)).toBeVisible();
      await expect(page.getByRole('link', { name: /Manage on the website/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /free trial/ })).toHaveCount(0);
      await expectNoAxeViolations(page);

      const ios = await page.context().newPage();
      const shell = await inApp(ios, 'ios');
      await sellOnAppStore(ios);
      // The App Store sells the monthly plan only, at its own price.
      shell.storeProducts = [{ identifier: 'app.quadrant.mobile.pro.monthly', priceString: '$8.99' }];
      await ios.goto('/app/subscription');
      await expect(ios.getByRole('heading', { name: 'App Store purchases' })).toBeVisible();
      await expect(ios.getByText('Monthly billing only')).toBeVisible();
      await ios.getByRole('button', { name: 'Subscribe monthly · $8.99' }).click();
      await expect
        .poll(() => shell.calls.find((c) => c.methodName === 'purchaseProduct')?.options)
        .toMatchObject({
          productIdentifier: 'app.quadrant.mobile.pro.monthly',
          appAccountToken: '0193b6a8-4a8e-7c1a-9f0e-3b5c7d9e1f2a',
        });
      // Cancelled in Apple's sheet: nothing bought, nothing wrong.
      await expect(ios.getByRole('button', { name: 'Subscribe monthly · $8.99' })).toBeEnabled();
      await expect(ios.getByRole('alert')).toHaveCount(0);
      await ios.getByRole('button', { name: 'Restore purchases' }).click();
      await expect(ios.getByText('No App Store purchases were found for this Apple ID.')).toBeVisible();
      await expect(ios.getByRole('button', { name: /free trial/ })).toHaveCount(0);
      await expectNoAxeViolations(ios);
    });
  });
}
