/**
 * Issue 33, "A newcomer's first day", signing up: what a new person met, tried again at 1280 × 800
 * with a mouse and at 390 × 844 with touch, light and dark, in English, German and Japanese:
 * - "Get started free" opens the create-account form, not sign-in;
 * - each Pro card's "Start free trial" goes through sign-up to that plan's trial checkout (test
 *   mode), and Back from the checkout shows the plans rather than opening another;
 * - the identity provider's pages look like the app's sign-in page and take the theme chosen in
 *   the app (dark while the system is light), which the new account keeps;
 * - Back right after signing up leads on into the app, never to "This page has expired";
 * - the landing page claims no figure this deployment has not configured.
 * axe on each page met; screenshots in test-results/first-day-signup/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, type Account } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';
import { waitForHydration } from './support/public-pages.ts';

test.describe.configure({ mode: 'parallel' });
// Each journey creates an account through the real provider: generous on a busy machine.
test.setTimeout(120_000);

type Lng = 'en' | 'de' | 'ja';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.QUADRANT_E2E_SHOTS ?? path.join('test-results', 'first-day-signup');
const PROVIDER_URL = /\/realms\/[^/]+\//;
const BOARD_URL = /\/app\/board\/[^/?#]+\/(matrix|lanes|list|calendar)/;

type Catalogue = { [key: string]: unknown };

/** `t('landing:hero.cta')` from the app's own catalogues, so each journey reads its language. */
function strings(lng: Lng) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const [ns = '', dotted = ''] = key.split(':');
    const file = path.join(import.meta.dirname, '../src/web/locales', lng, `${ns}.json`);
    let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const part of dotted.split('.'))
      node = typeof node === 'object' && node !== null ? (node as Catalogue)[part] : undefined;
    if (typeof node !== 'string') throw new Error(`No ${lng} string for ${key}`);
    return node.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
type T = ReturnType<typeof strings>;

function home(lng: Lng): string {
  return lng === 'en' ? '/' : `/${lng}`;
}

/** The theme chosen in the app (account menu), before any page of the journey loads. */
async function chooseTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('userTheme', value);
    // The app-store widget and the cookie banner have journeys of their own.
    window.localStorage.setItem('desktop-widget-dismissed', 'true');
  }, theme);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The sign-in card's colours: the heading, the card under it, and the page around it. */
function cardLook(page: Page) {
  return page.evaluate(() => {
    const heading = document.querySelector('h1');
    let card = heading?.parentElement ?? null;
    while (card && getComputedStyle(card).backgroundColor === 'rgba(0, 0, 0, 0)') card = card.parentElement;
    return {
      heading: heading ? getComputedStyle(heading).color : '',
      card: card ? getComputedStyle(card).backgroundColor : '',
    };
  });
}

/** The provider's create-account form, in the page's language and the chosen theme; then submitted. */
async function createAccount(
  page: Page,
  t: T,
  account: Account,
  theme: 'light' | 'dark',
  name: string,
  appLook?: Awaited<ReturnType<typeof cardLook>>,
) {
  await expect(page).toHaveURL(PROVIDER_URL, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: t('identity:register.heading') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The app's dark palette (slate-50 #0a1020 under the indigo-50 gradient), not the light one.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundImage);
  if (theme === 'dark') expect(background).toContain('rgb(10, 16, 32)');
  else expect(background).not.toContain('rgb(10, 16, 32)');
  // The same card as the app's own sign-in page: its colours in this theme.
  if (appLook) expect(await cardLook(page)).toEqual(appLook);
  await expectNoAxeViolations(page);
  await shot(page, `${name}-sign-up`);
  await page.getByLabel(t('identity:fields.name'), { exact: true }).fill(account.name);
  await page.getByLabel(t('identity:fields.email'), { exact: true }).fill(account.email);
  await page.getByLabel(t('identity:fields.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('identity:register.createButton') }).click();
}

/** The landing page claims no figure the deployment has not configured (none is, here). */
async function expectNoUnbackedClaims(page: Page, t: T): Promise<void> {
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByRole('link', { name: t('landing:hero.cta') })).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/million|Million|100万|50[,.  ]?000|15 (years|Jahre)|15年|80 ?%/);
  await expect(page.locator('[data-hero-figures] dl')).toHaveCount(0);
}

test.describe('at 1280 px with a mouse, light, in English', () => {
  test.use({ viewport: DESKTOP, colorScheme: 'light' });

  test('"Get started free" creates an account; Back right after it stays in the app', async ({ page }) => {
    const t = strings('en');
    await chooseTheme(page, 'light');
    await page.goto('/');
    await waitForHydration(page);
    await expectNoUnbackedClaims(page, t);
    await expectNoAxeViolations(page);
    await page
      .getByRole('link', { name: t('landing:hero.cta') })
      .first()
      .click();
    await createAccount(page, t, newAccount('Start'), 'light', 'desktop-light-en');
    await expect(page).toHaveURL(BOARD_URL, { timeout: 30_000 });
    await expect(page.getByRole('region', { name: '1 Do First', exact: true })).toBeVisible();

    await page.goBack();
    // Not "This sign-in page has expired… valid for one hour": the person is still in the app.
    await expect(page).toHaveURL(BOARD_URL, { timeout: 30_000 });
    await expect(page.getByRole('region', { name: '1 Do First', exact: true })).toBeVisible();
    await expect(page.getByText(t('identity:message.expiredHeading'))).toHaveCount(0);
  });
});

test.describe('at 390 px with touch, dark while the system is light, in German', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, colorScheme: 'light', locale: 'de-DE' });

  test('the Pro card\'s "Start free trial" signs up and opens the monthly trial checkout', async ({
    page,
  }) => {
    const t = strings('de');
    await chooseTheme(page, 'dark');
    await page.goto(home('de'));
    await waitForHydration(page);
    await expectNoUnbackedClaims(page, t);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await shot(page, 'phone-dark-de-landing');
    const pro = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
    const trial = pro.getByRole('link', { name: t('landing:pricing.pro.cta') });
    await trial.scrollIntoViewIfNeeded();
    await trial.tap();
    await createAccount(page, t, newAccount('Probe'), 'dark', 'phone-dark-de');

    // Straight on to the checkout of the plan the card offered: monthly, with its 14-day trial.
    await expect(page).toHaveURL(/\/app\/subscription\/checkout\?session=/, { timeout: 30_000 });
    const plan = page.getByRole('region', { name: t('billing:checkout.plan') });
    await expect(plan.getByText(/^9\s\$ pro Monat$/)).toBeVisible();
    // The new account kept the theme chosen before it existed: the app stays dark.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(plan.getByText(/^14 Tage kostenlos, danach 9\s\$ pro Monat/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'phone-dark-de-checkout');
    await page.getByRole('button', { name: t('billing:checkout.startTrial') }).tap();
    await expect(page.getByText(t('billing:success.welcome'))).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('at 1280 px with a mouse, dark, in Japanese', () => {
  test.use({ viewport: DESKTOP, colorScheme: 'dark', locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });

  test('the yearly card leads to the yearly trial; Back from the checkout shows the plans', async ({
    page,
  }) => {
    const t = strings('ja');
    await chooseTheme(page, 'dark');
    // The app's own sign-in page, to hold the provider's against.
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: t('auth:login.title') })).toBeVisible({
      timeout: 30_000,
    });
    const appLook = await cardLook(page);
    await shot(page, 'desktop-dark-ja-app-sign-in');
    await page.goto(home('ja'));
    await waitForHydration(page);
    await expectNoUnbackedClaims(page, t);
    await expectNoAxeViolations(page);
    await shot(page, 'desktop-dark-ja-landing');
    const yearly = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t('landing:pricing.proYearly.name'), exact: true }) });
    await yearly.getByRole('link', { name: t('landing:pricing.pro.cta') }).click();
    await createAccount(page, t, newAccount('Jahr'), 'dark', 'desktop-dark-ja', appLook);

    await expect(page).toHaveURL(/\/app\/subscription\/checkout\?session=/, { timeout: 30_000 });
    const plan = page.getByRole('region', { name: t('billing:checkout.plan') });
    await expect(plan.getByText(/\$79/).first()).toBeVisible();
    await page.goBack();
    // The plans, once: the intent was used and dropped from the address.
    await expect(page).toHaveURL(/\/app\/subscription$/);
    await expect(page.getByRole('button', { name: t('billing:plans.startTrialYearly') })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(/\/app\/subscription$/);
    await expectNoAxeViolations(page);
  });
});
