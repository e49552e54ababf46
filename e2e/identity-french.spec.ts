/**
 * The identity provider's pages in French, chosen on their own language switcher (issue 12): from
 * the app's sign-in page to the provider's, "Français" in the header's switcher, a wrong password,
 * "Mot de passe oublié ?", then a new account; signed out, the next sign-in opens in French again
 * (the choice is remembered) and succeeds. axe runs on each identity page (the sign-in page in both
 * themes); screenshots at 1280 and 390 px, light and dark, go to $IDENTITY_SHOTS
 * (default /tmp/identity-shots).
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BOARD_URL, newAccount, signOut } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

const SHOTS = process.env.IDENTITY_SHOTS ?? '/tmp/identity-shots';
const PROVIDER_URL = /\/realms\/[^/]+\//;

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function toProviderSignIn(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page).toHaveURL(PROVIDER_URL);
}

test('sign-up and sign-in on the identity pages in French, chosen on their language switcher', async ({
  page,
}, testInfo) => {
  // Twenty full-page screenshots and six axe runs: longer than the default minute on a busy machine.
  test.setTimeout(180_000);
  const account = newAccount('Amelie');

  await test.step('the sign-in page has the header, the switcher, and turns French', async () => {
    await toProviderSignIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Quadrant' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quadrant home' })).toBeVisible();
    await page.getByLabel('Language: English').click();
    await shoot(page, 'switcher-open');
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connectez-vous à Quadrant' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await shoot(page, 'sign-in-fr');
  });

  await test.step('a wrong password is explained in French', async () => {
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('E-mail ou mot de passe incorrect.');
    await expectNoAxeViolations(page);
    await shoot(page, 'sign-in-error-fr');
  });

  await test.step('"Mot de passe oublié ?" stays in French', async () => {
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Réinitialisez votre mot de passe' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'reset-request-fr');
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connectez-vous à Quadrant' })).toBeVisible();
  });

  await test.step('create the account in French', async () => {
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte Quadrant' })).toBeVisible();
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByRole('alert')).toContainText('Saisissez votre nom');
    await expectNoAxeViolations(page);
    await shoot(page, 'register-errors-fr');
    await page.getByLabel('Nom', { exact: true }).fill(account.name);
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page).toHaveURL(BOARD_URL, { timeout: 20_000 });
  });

  await test.step('signed out, the next sign-in opens in French and succeeds', async () => {
    await signOut(page);
    await toProviderSignIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Connectez-vous à Quadrant' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(BOARD_URL, { timeout: 20_000 });
    await expect(page.getByRole('region', { name: '1 Do First', exact: true })).toBeVisible();
  });

  testInfo.annotations.push({ type: 'screenshots', description: SHOTS });
});
