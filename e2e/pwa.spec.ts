/**
 * Issue 10, the PWA (ADR 0027): the manifest and its icons are served and Chromium finds the app
 * installable (CDP `Page.getInstallabilityErrors` lists nothing: Lighthouse 12 no longer has a PWA
 * category); the service worker controls /app pages; after one online visit, a reload without a
 * network shows the app shell, not the browser's error page, and the landing page still renders;
 * signing out leaves no database, no cache of theirs and no key of theirs, and the next person on
 * the same browser finds nothing of the last.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { BOARD_URL, newAccount, signOut, signUp } from './support/accounts.ts';
import { addTask } from './support/board.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

// These journeys are about the service worker, which the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** localStorage keys that belong to the device, not to a person (browser-wipe.ts). */
const DEVICE_KEYS = [
  'userLanguage',
  'userTheme',
  'landing-cookie-consent',
  'cookie-consent-region',
  'desktop-widget-dismissed',
  'ios-banner-dismissed',
];

/** Resolves once an activated worker controls the page (its precache is then complete). */
async function controlledByWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
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

/** What this origin still holds: database names, caches and their URLs, localStorage keys. */
function browserStorage(page: Page, secret: string) {
  return page.evaluate(async (needle) => {
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '');
    const cacheNames = await caches.keys();
    let cachedBytesWithSecret = 0;
    for (const name of cacheNames) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request))?.text();
        if (body?.includes(needle)) cachedBytesWithSecret += 1;
      }
    }
    const local = Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''] as const);
    // Every value of every object store, as text: the offline cache and outbox hold the person's data.
    let storedText = '';
    for (const name of databases) {
      storedText += await new Promise<string>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          const stores = [...db.objectStoreNames];
          if (stores.length === 0) {
            db.close();
            return resolve('');
          }
          const tx = db.transaction(stores, 'readonly');
          const parts: unknown[] = [];
          for (const store of stores) {
            const all = tx.objectStore(store).getAll();
            all.onsuccess = () => parts.push(all.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(JSON.stringify(parts));
          };
        };
      });
    }
    return {
      databases,
      storedText,
      cacheNames,
      cachedBytesWithSecret,
      localKeys: local.map(([k]) => k).sort(),
      localValues: local.map(([, v]) => v).join('\n'),
    };
  }, secret);
}

test("signing out leaves none of the person's data in the browser, and the next person sees none", async ({
  page,
}) => {
  const secret = `Ada's secret plan ${Date.now()}`;
  const ada = newAccount('Ada');
  await signUp(page, ada);
  await controlledByWorker(page);
  await addTask(page, 1, secret);

  await test.step('the app stores data as the offline cache and queue would', async () => {
    await page.evaluate(async (title) => {
      // A persisted query cache, its connection left open as idb-keyval leaves it.
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('quadrant-query-cache', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put({ tasks: [{ title }] }, 'workspace');
          tx.oncomplete = () => resolve();
        };
      });
      // A queue of writes, closed after use (beside the app's own outbox, ADR 0026).
      await new Promise<void>((resolve) => {
        const open = indexedDB.open('quadrant-test-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('writes', { autoIncrement: true });
        open.onsuccess = () => {
          const tx = open.result.transaction('writes', 'readwrite');
          tx.objectStore('writes').add({ op: 'task.update', title });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      });
      const cache = await caches.open('quadrant-attachments');
      await cache.put('/api/attachments/a1', new Response(title));
      localStorage.setItem('quadrant-outbox-cursor', title);
      sessionStorage.setItem('quadrant-draft', title);
    }, secret);
    const before = await browserStorage(page, secret);
    // With the app's own persisted workspace and outbox (ADR 0026), which hold the task too.
    await expect
      .poll(async () => (await browserStorage(page, secret)).databases.sort())
      .toEqual(['quadrant-cache', 'quadrant-outbox', 'quadrant-query-cache', 'quadrant-test-outbox']);
    await expect.poll(async () => (await browserStorage(page, secret)).storedText).toContain(secret);
    expect(before.cachedBytesWithSecret).toBe(1);
    expect(before.localKeys).toContain('auth-storage');
  });

  await signOut(page);

  await test.step('after sign-out: no database, no cache with their data, no key of theirs', async () => {
    await expect.poll(async () => (await browserStorage(page, secret)).databases).toEqual([]);
    const after = await browserStorage(page, secret);
    expect(after.cachedBytesWithSecret).toBe(0);
    // What stays is the build's code and the public pages, the same bytes for everyone.
    expect(
      after.cacheNames.every((n) => n.startsWith('workbox-precache-') || n === 'quadrant-public-pages'),
    ).toBe(true);
    expect(after.cacheNames.some((n) => n.startsWith('workbox-precache-'))).toBe(true);
    // The session store writes itself back signed out; nothing else but the device's choices.
    expect(after.localKeys.filter((k) => !DEVICE_KEYS.includes(k))).toEqual(['auth-storage']);
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as unknown,
    );
    expect(session).toMatchObject({ state: { isAuthenticated: false, user: null, tokens: null } });
    for (const trace of [secret, ada.email, 'eyJ']) expect(after.localValues).not.toContain(trace);
    expect(await page.evaluate(() => sessionStorage.getItem('quadrant-draft'))).toBeNull();
  });

  await test.step('the next person on this browser finds nothing of the last', async () => {
    await signUp(page, newAccount('Bea'));
    await expect(page.getByText(secret)).toHaveCount(0);
    const theirs = await browserStorage(page, secret);
    expect(theirs.cachedBytesWithSecret).toBe(0);
    // Only the next person's own offline stores, and nothing of the last person in them.
    expect(theirs.databases.every((d) => d === 'quadrant-cache' || d === 'quadrant-outbox')).toBe(true);
    expect(theirs.storedText).not.toContain(secret);
  });
});

test('a new version waits for the person: "Update available", then Reload hands over', async ({ page }) => {
  await signUp(page, newAccount('Uma'));
  const first = await controlledByWorker(page);
  // A new deploy, as the browser sees one: a worker script it has not installed yet. (The browser
  // fetches the script itself, out of Playwright's reach; another URL for the same scope is
  // installed as a new version whatever its bytes.)
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?version=next', { scope: '/' });
  });
  const toast = page.getByRole('status').filter({ hasText: 'A new version of Quadrant is available.' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  // Still the old worker: nothing changed under the page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
  await expectNoAxeViolations(page);

  // The tab reloads once the new worker has taken over.
  await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page).toHaveURL(BOARD_URL);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js\?version=next$/,
  );
});
