/**
 * Issue 10, the PWA (ADR 0027): the manifest and its icons are served and Chromium finds the app
 * installable (CDP `Page.getInstallabilityErrors` lists nothing: Lighthouse 12 no longer has a PWA
 * category); the service worker controls /app pages; after one online visit, a reload without a
 * network shows the app shell, not the browser's error page, and the landing page still renders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { BOARD_URL, newAccount, signUp } from './support/accounts.ts';

/** Resolves once an activated worker controls the page (its precache is then complete). */
async function controlledByWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

test('the manifest and its icons are served, and Chromium finds the app installable', async ({
  request,
  baseURL,
}, testInfo) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    id: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ id: '/app', start_url: '/app', scope: '/', display: 'standalone' });
  for (const icon of manifest.icons.filter((i) => i.src.endsWith('.png'))) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    const bytes = await png.body();
    const [width] = icon.sizes.split('x').map(Number);
    expect(bytes.readUInt32BE(16), `${icon.src} width`).toBe(width);
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  expect(manifest.icons.some((i) => i.sizes === '192x192')).toBe(true);

  // Chromium never offers to install from an incognito profile (Playwright's contexts are): a
  // profile on disk, launched as the configuration launches Chromium.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signUp(page, newAccount('Ines'));
    expect(await controlledByWorker(page)).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('after one online visit, /app reloads offline into the app shell and the landing page renders', async ({
  page,
  context,
}) => {
  await signUp(page, newAccount('Olu'));
  await controlledByWorker(page);
  const boardUrl = page.url();
  // A public page seen online once, while the worker is there.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.goto(boardUrl);
  await expect(page).toHaveURL(BOARD_URL);
  // The app's own frame, drawn by its code from the precache: the header and its account menu.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
