/**
 * The landing page without React on load (ADR 0033): what its small bootstrap does at once
 * (menu, language, section links, account link, the way into the app) and the islands that
 * hydrate when seen or used. The demo matrix's own journeys are in public-behaviour.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration, waitForIsland, watchPageErrors } from './support/public-pages.ts';

/** What the app stores for a signed-in browser (features/auth/stored-session.ts reads it). */
const SIGNED_IN = {
  state: {
    isAuthenticated: true,
    user: { id: 'user-1', email: 'ada@example.com', name: 'Ada', firstName: 'Ada', lastName: '' },
    tokens: { accessToken: 'a.b.c', refreshToken: null, idToken: null, expiresAt: 2, receivedAt: 1 },
  },
  version: 1,
};

test.beforeEach(async ({ page }) => {
  // The app-store widget would cover the page's corner; it has journeys of its own.
  await page.addInitScript(() => window.localStorage.setItem('desktop-widget-dismissed', 'true'));
});

test('the page loads one small script, and React only when an island is scrolled to', async ({ page }) => {
  const watched = watchPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForHydration(page);
  expect(scripts[0]).toMatch(/^\/assets\/landing-boot-[\w-]+\.js$/);
  const lanes = page.locator('[data-island="swim-lanes"]');
  await expect(lanes).not.toHaveAttribute('data-island-state', /./);

  await page.getByRole('heading', { name: 'Swim lanes in your pocket' }).scrollIntoViewIfNeeded();
  await waitForIsland(page, 'swim-lanes');
  const picker = page.getByRole('group', { name: 'Choose a lane' });
  await picker.getByRole('button', { name: /^3 / }).click();
  await expect(picker.getByRole('button', { name: /^3 / })).toHaveAttribute('aria-pressed', 'true');
  expect(watched.errors).toEqual([]);
});

test('the voice demo hydrates on first use and plays', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const watch = page.getByRole('button', { name: 'Watch Demo' });
  // Focus is a first use: it starts the hydration; the button then works as before.
  await watch.focus();
  await waitForIsland(page, 'voice-demo');
  await expect(watch).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Replay the demo' })).toBeVisible();
});

test.describe('on a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and closes, and its section link scrolls to the section', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#public-mobile-menu');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Simple pricing' })).toBeInViewport();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test('choosing a language opens that copy and is remembered for the next visit to /', async ({ page }) => {
  await page.goto('/?ref=mail');
  await waitForHydration(page);
  await page.locator('details[data-language-switcher] summary').first().click();
  await page
    .locator('details[data-language-switcher]')
    .first()
    .getByRole('link', { name: 'Español' })
    .click();
  await expect(page).toHaveURL(/\/es\?ref=mail$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => window.localStorage.getItem('userLanguage'))).toBe('es');

  await page.goto('/#pricing');
  await expect(page).toHaveURL(/\/es#pricing$/);
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});

test('Sign In leads into the app; a signed-in browser is offered its dashboard', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/login([?#]|$)/);
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();

  await page.evaluate(
    (session) => window.localStorage.setItem('auth-storage', JSON.stringify(session)),
    SIGNED_IN,
  );
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/app/board',
  );
  // The Pro card's trial, straight to its checkout (issue 33), for a browser that is signed in.
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' }).first()).toHaveAttribute(
    'href',
    '/app/subscription?start=trial&interval=monthly',
  );
});
