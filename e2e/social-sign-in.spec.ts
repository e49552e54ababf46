/**
 * Social sign-in in the browser (issue 12): a second OpenID Connect provider started locally plays
 * Google, and a Quadrant server of its own is configured with its client (support/social-server.ts).
 * "Continue with Google" goes there and back and lands on the board of a new account; a person who
 * already has an account with the same verified e-mail signs in to that account, which then lists
 * Google among its sign-in methods. The login page with Google offered passes axe at phone size.
 */
import { expect, test, type Page } from '@playwright/test';
import { BOARD_URL, newAccount, signOut, signUp } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';
import { startSocialServer, type SocialServer } from './support/social-server.ts';

let server: SocialServer;
test.beforeAll(async () => {
  server = await startSocialServer();
});
test.afterAll(async () => {
  await server.close();
});

async function continueWithGoogle(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(BOARD_URL, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: '1 Do First', exact: true })).toBeVisible();
}

async function signInMethods(page: Page) {
  await page.goto('/app/profile');
  const section = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(section).toBeVisible();
  return section;
}

test('a new person signs up with Google and lands on their board', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  const person = newAccount('Gina');
  server.google.nextAccount = {
    sub: `g-${person.email}`,
    email: person.email,
    email_verified: true,
    name: person.name,
  };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  // Only the configured provider is offered: no dead ends.
  await expect(page.getByRole('button', { name: 'Continue with Microsoft' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with Apple' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await continueWithGoogle(page);
  const methods = await signInMethods(page);
  await expect(methods.getByText('Signs in with your Google account')).toBeVisible();
  await expect(methods.getByText('E-mail and password')).toHaveCount(0);
  // Settings holds another Name field (a personal API token's): the profile's is the one.
  await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Name')).toHaveValue(person.name);
  await context.close();
});

test('signing in with Google links to the existing account with the same verified e-mail', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  const person = newAccount('Lena');
  await signUp(page, person);
  await page.getByRole('button', { name: /^Board: / }).click();
  await page.getByRole('menuitem', { name: 'New board' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Board name' }).fill('Made with a password');
  await page.getByRole('dialog').getByRole('button', { name: 'Create board' }).click();
  await expect(page.getByRole('button', { name: 'Board: Made with a password' })).toBeVisible();
  await signOut(page);

  server.google.nextAccount = {
    sub: `g-${person.email}`,
    email: person.email.toUpperCase(),
    email_verified: true,
    name: 'Lena at Google',
  };
  await continueWithGoogle(page);
  // The same account: its board is there, and it now signs in both ways.
  await page.getByRole('button', { name: /^Board: / }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Made with a password' })).toBeVisible();
  await page.keyboard.press('Escape');
  const methods = await signInMethods(page);
  await expect(methods.getByText(`Signs in as ${person.email}`)).toBeVisible();
  await expect(methods.getByText('Signs in with your Google account')).toBeVisible();
  await context.close();
});
