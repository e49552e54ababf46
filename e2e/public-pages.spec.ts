/**
 * Issue 3, the public pages themselves: every page kind renders in Chromium in English and in a
 * prefixed language (heading, `<html lang>`, no console errors) with no axe violations; the
 * prerendered HTML carries the main content with JavaScript off; unknown templates and paths are
 * real 404s.
 */
import { expect, test } from '@playwright/test';
import type { Language } from '../src/shared/languages.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';
import {
  KIND_NAMES,
  OTHER_LANGUAGES,
  expectPageInLanguage,
  landingHeadline,
  legalDocuments,
  mainHeading,
  pathFor,
  rotatedLanguage,
  templateGuide,
  templateStrings,
  waitForHydration,
  watchPageErrors,
  type PageKind,
} from './support/public-pages.ts';

// Independent page visits: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

/** Every kind in English and one rotated language; the landing page in all seven. */
const VISITS: { kind: PageKind; lng: Language }[] = [
  ...KIND_NAMES.flatMap((kind) => [
    { kind, lng: 'en' as const },
    ...(kind === 'landing' ? OTHER_LANGUAGES : [rotatedLanguage(kind)]).map((lng) => ({ kind, lng })),
  ]),
];

test.describe('each public page renders with JavaScript and passes axe', () => {
  for (const { kind, lng } of VISITS) {
    const path = pathFor(kind, lng);
    test(`${path} (${kind}, ${lng})`, async ({ page }) => {
      const watched = watchPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expectPageInLanguage(page, mainHeading(kind, lng), lng);
      // The desktop widget mounts once the browser is idle; wait for it so axe sees the final page.
      await expect(page.locator('#desktop-widget-title')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(watched.errors, `errors reported by ${path}`).toEqual([]);
    });
  }
});

test.describe('prerendered pages show their content without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('landing: headline and the Pro prices', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: landingHeadline('en') })).toBeVisible();
    const pricing = page.locator('#pricing');
    await expect(pricing).toBeVisible();
    await expect(pricing.getByText('$9', { exact: true })).toBeVisible();
    await expect(pricing.getByText('$79', { exact: true })).toBeVisible();
  });

  test('a prefixed landing page is prerendered in its language', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1, name: landingHeadline('de') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('privacy and EULA headings', async ({ page }) => {
    await page.goto('/privacy');
    await expect(
      page.getByRole('heading', { level: 1, name: legalDocuments('en').privacy.title }),
    ).toBeVisible();
    await page.goto('/fr/eula');
    await expect(
      page.getByRole('heading', { level: 1, name: legalDocuments('fr').eula.title }),
    ).toBeVisible();
  });

  test("a template guide's four quadrant sections", async ({ page }) => {
    const guide = templateGuide('en');
    await page.goto('/templates/nurses');
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    for (const [q, label] of [
      ['1', 'Do First'],
      ['2', 'Schedule'],
      ['3', 'Delegate'],
      ['4', 'Delete'],
    ] as const) {
      const section = page.getByRole('region', { name: new RegExp(`^${label}\\b`) });
      await expect(section).toBeVisible();
      await expect(section.getByText(guide.quadrants[q]?.focus ?? '', { exact: true })).toBeVisible();
    }
    // Offered at the top and again under the starter board; without JavaScript it links to sign-in.
    const useTemplate = page.getByRole('link', { name: 'Use this template', exact: true });
    await expect(useTemplate).toHaveCount(2);
    await expect(useTemplate.first()).toHaveAttribute('href', '/auth/login?template=nurses');
  });

  test('templates index cards', async ({ page }) => {
    await page.goto('/templates');
    await expect(
      page.getByRole('heading', { level: 1, name: templateStrings('en').index.title }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^For / })).toHaveCount(20);
    await expect(page.getByRole('heading', { level: 2, name: 'For Nurses', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View guide to using Quadrant for / })).toHaveCount(20);
  });
});

test.describe('not found', () => {
  test('an unknown template slug is a 404 "Template Not Found" with noindex and two ways on', async ({
    page,
  }) => {
    const response = await page.goto('/templates/astronauts');
    expect(response?.status()).toBe(404);
    const strings = templateStrings('en');
    await expect(page.getByRole('heading', { level: 1, name: strings.notFound.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: strings.notFound.browse, exact: true })).toHaveAttribute(
      'href',
      '/templates',
    );
    await expect(page.getByRole('link', { name: strings.notFound.home, exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await page.getByRole('link', { name: strings.notFound.browse, exact: true }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByRole('heading', { level: 1, name: strings.index.title })).toBeVisible();
  });

  test('an unknown template slug in Spanish says so in Spanish', async ({ page }) => {
    const response = await page.goto('/es/templates/astronauts');
    expect(response?.status()).toBe(404);
    const strings = templateStrings('es');
    await expect(page.getByRole('heading', { level: 1, name: strings.notFound.title })).toBeVisible();
    await expect(page.getByRole('link', { name: strings.notFound.home, exact: true })).toHaveAttribute(
      'href',
      '/es',
    );
  });

  test('an unknown path is a 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page?from=test');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
