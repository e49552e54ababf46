/**
 * Issue 3, who sees which banner: the app-store banners by user agent (desktop widget or the iOS
 * top banner) and the cookie banner by time zone, each dismissed or answered once for good. Both
 * mount after the browser is idle, inside one Suspense boundary: when one of them is on screen the
 * other has had its chance, which is how "does not show" is told apart from "not yet".
 */
import {
  test as base,
  devices,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { z } from 'zod';
import { expectNoAxeViolations } from './support/public-axe.ts';
import { consentStrings, waitForHydration } from './support/public-pages.ts';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// Safari on an iPhone, in the browser (not added to the home screen).
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
const IPHONE: BrowserContextOptions = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };

/** A fresh browser profile with these options (user agent, time zone) on a hydrated page. */
type OpenIn = (options: BrowserContextOptions, path?: string) => Promise<Page>;

const test = base.extend<{ openIn: OpenIn }>({
  openIn: async ({ browser, baseURL }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options, path = '/') => {
      const context = await browser.newContext({ baseURL, locale: 'en-US', ...options });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(path);
      await waitForHydration(page);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

test.describe.configure({ mode: 'parallel' });

function desktopWidget(page: Page) {
  return page.getByRole('complementary', { name: 'Get our iOS App' });
}
function iosBanner(page: Page) {
  return page.getByRole('complementary', { name: 'Quadrant for iOS' });
}
function cookieBanner(page: Page) {
  return page.getByRole('region', { name: 'Cookies and analytics' });
}

test.describe('app-store banners by user agent', () => {
  test('desktop: the QR widget, not the iOS banner; dismissed for good', async ({ openIn }) => {
    // A European time zone, so the cookie banner shows too and marks the moment both have mounted.
    const page = await openIn({ userAgent: DESKTOP_UA, timezoneId: 'Europe/Paris' }, '/about');
    const widget = desktopWidget(page);
    await expect(widget).toBeVisible();
    await expect(widget.getByText('Get our iOS App')).toBeVisible();
    const qr = widget.getByRole('img', { name: 'QR code linking to Quadrant on the App Store' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '140');
    // Loaded, not only laid out: visible comes first, and the decoded image can follow it by a moment.
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The deployment's own listing (APP_STORE_APP_APPLE_ID in playwright.config.ts), never a placeholder.
    await expect(widget.getByRole('link', { name: /View in App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id1234567890?ct=desktop_button',
    );
    await expect(iosBanner(page)).toHaveCount(0);
    await expect(cookieBanner(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await widget.getByRole('button', { name: 'Dismiss the iOS app offer' }).click();
    await expect(widget).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('desktop-widget-dismissed'))).toBe('true');

    await page.reload();
    await waitForHydration(page);
    await expect(cookieBanner(page)).toBeVisible();
    await expect(desktopWidget(page)).toHaveCount(0);
    // Another page of the site, same browser: still dismissed.
    await page.goto('/templates');
    await waitForHydration(page);
    await expect(cookieBanner(page)).toBeVisible();
    await expect(desktopWidget(page)).toHaveCount(0);
  });

  test('iPhone Safari: the 72 px iOS banner, not the widget; dismissed for good', async ({ openIn }) => {
    const page = await openIn({ ...IPHONE, timezoneId: 'Europe/London' });
    const banner = iosBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Get App', exact: true })).toHaveAttribute(
      'href',
      /apps\.apple\.com/,
    );
    const box = await banner.boundingBox();
    expect(box?.height).toBe(72);
    expect(box?.y).toBe(0);
    await expect(desktopWidget(page)).toHaveCount(0);
    await expect(cookieBanner(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Dismiss the app banner' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('ios-banner-dismissed'))).toBe('true');

    await page.reload();
    await waitForHydration(page);
    await expect(cookieBanner(page)).toBeVisible();
    await expect(iosBanner(page)).toHaveCount(0);
    await expect(desktopWidget(page)).toHaveCount(0);
  });
});

const StoredConsentSchema = z.object({ value: z.enum(['accepted', 'rejected']), date: z.iso.datetime() });

async function storedConsent(page: Page): Promise<z.output<typeof StoredConsentSchema>> {
  const raw = await page.evaluate(() => window.localStorage.getItem('landing-cookie-consent'));
  return StoredConsentSchema.parse(JSON.parse(raw ?? 'null'));
}

test.describe('cookie consent by time zone', () => {
  for (const timezoneId of ['Europe/Paris', 'Europe/London']) {
    test(`${timezoneId}: asked; Accept is stored with its date and not asked again`, async ({ openIn }) => {
      const page = await openIn({ userAgent: DESKTOP_UA, timezoneId });
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const banner = cookieBanner(page);
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
      const before = Date.now();
      await banner.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(banner).toHaveCount(0);
      const stored = await storedConsent(page);
      expect(stored.value).toBe('accepted');
      expect(Date.parse(stored.date)).toBeGreaterThanOrEqual(before - 60_000);

      await page.reload();
      await waitForHydration(page);
      // The widget on screen means the idle extras have mounted: the cookie banner stayed away.
      await expect(desktopWidget(page)).toBeVisible();
      await expect(cookieBanner(page)).toHaveCount(0);
    });
  }

  test('Europe/Berlin: Reject is stored as "rejected" and not asked again', async ({ openIn }) => {
    const page = await openIn({ userAgent: DESKTOP_UA, timezoneId: 'Europe/Berlin' }, '/de');
    // Asked in the page's language.
    const strings = consentStrings('de');
    const banner = page.getByRole('region', { name: strings.title });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: strings.reject, exact: true }).click();
    await expect(banner).toHaveCount(0);
    expect((await storedConsent(page)).value).toBe('rejected');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('#desktop-widget-title')).toBeVisible();
    await expect(page.locator('#cookie-banner-title')).toHaveCount(0);
  });

  test('America/New_York: not asked', async ({ openIn }) => {
    const page = await openIn({ userAgent: DESKTOP_UA, timezoneId: 'America/New_York' });
    await expect(desktopWidget(page)).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('landing-cookie-consent'))).toBeNull();
    await page.goto('/privacy');
    await waitForHydration(page);
    await expect(desktopWidget(page)).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
  });
});
