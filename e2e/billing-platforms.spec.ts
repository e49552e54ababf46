/**
 * The platform rules on /app/subscription (spec §6, ADR 0029), in Chromium: opened from Teams, the
 * page offers no purchase and names the website; in the Android shell the plan is read-only; in
 * the iOS shell Pro is bought in the App Store, with "Restore purchases". At phone size, light and
 * dark, axe on each.
 */
import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

const shell = (platform: string) => {
  // What the native shell puts on the page: Capacitor's platform, and on iOS the purchases bridge.
  const w = window as unknown as Record<string, unknown>;
  w.Capacitor = { getPlatform: () => platform };
  if (platform === 'ios') w.quadrantPurchases = { restore: () => Promise.resolve([]) };
};

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
      await page.addInitScript(shell, 'android');
      await page.goto('/app/subscription');
      await expect(page.getByText(/In the Android app your plan is shown but not changed/)).toBeVisible();
      await expect(page.getByRole('link', { name: /Manage on the website/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /free trial/ })).toHaveCount(0);
      await expectNoAxeViolations(page);

      const ios = await page.context().newPage();
      await ios.addInitScript(shell, 'ios');
      await ios.goto('/app/subscription');
      await expect(ios.getByRole('heading', { name: 'App Store purchases' })).toBeVisible();
      await ios.getByRole('button', { name: 'Restore purchases' }).click();
      await expect(ios.getByText('No App Store purchases were found for this Apple ID.')).toBeVisible();
      await expect(ios.getByRole('button', { name: /free trial/ })).toHaveCount(0);
      await expectNoAxeViolations(ios);
    });
  });
}
