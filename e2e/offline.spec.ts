/**
 * Issue 10, offline-first (ADR 0026): with the network off, twenty edits (adds, moves, field
 * edits, deletes) show at once, survive a reload and a closed tab while still offline, and once
 * back online reach the server exactly once each, so a second device signed in as the same person
 * finds exactly those changes; two devices offline editing different fields of one task both keep
 * their change. The header's sync status says offline, how many changes wait, and all saved.
 * Needs the pwa branch's service worker: an offline reload is served the app from its precache.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { TaskSchema } from '../src/shared/contracts/tasks.ts';
import { accessToken, newAccount, newDevice, signIn, signUp } from './support/accounts.ts';
import { json, listTasks, send } from './support/api.ts';
import { addTask, quadrant, taskCard, type QuadrantNumber } from './support/board.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

// These journeys are about the service worker, which the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

function syncStatus(page: Page) {
  return page.locator('header [role="status"][data-sync-state]');
}

/** Resolves once an activated service worker controls the page (the app then loads offline). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

async function allSaved(page: Page): Promise<void> {
  await expect(syncStatus(page)).toHaveAttribute('data-sync-state', 'saved', { timeout: 20_000 });
}

/** How many writes this device's outbox holds in IndexedDB (features/workspace/outbox-storage.ts). */
function storedWrites(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('quadrant-outbox')) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('quadrant-outbox');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    try {
      const store = db.transaction('entries').objectStore('entries');
      return await new Promise<number>((resolve, reject) => {
        const count = store.count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error ?? new Error('count failed'));
      });
    } finally {
      db.close();
    }
  });
}

/**
 * Online, "All saved" holds while a write is still on its way (ADR 0037: stored and sent after the
 * frame that shows it). Before cutting the network, wait until the server has the person's `tasks`
 * tasks and this device's outbox is empty (every write answered), so none is left waiting.
 */
async function allSent(page: Page, request: APIRequestContext, tasks: number): Promise<void> {
  await allSaved(page);
  const token = await accessToken(page);
  await expect
    .poll(async () => (await listTasks({ request, token })).length, { timeout: 20_000 })
    .toBe(tasks);
  await expect.poll(() => storedWrites(page), { timeout: 20_000 }).toBe(0);
}

const SEEDED = Array.from({ length: 14 }, (_, i) => `Seeded task ${String(i + 1).padStart(2, '0')}`);
/** Seeded tasks go round the quadrants, so no list grows past what the board draws at once. */
const seededQuadrant = (i: number) => ((i % 4) + 1) as QuadrantNumber;
/** Tall enough that every note of a quadrant is drawn (the board renders what is visible). */
const TALL = { width: 1280, height: 2000 };
const ADDED: [QuadrantNumber, string][] = [
  [1, 'Offline add one'],
  [2, 'Offline add two'],
  [3, 'Offline add three'],
  [4, 'Offline add four'],
  [1, 'Offline add five'],
  [2, 'Offline add six'],
];
/** Seeded 1–5 move one quadrant on. */
const MOVED: [string, QuadrantNumber][] = SEEDED.slice(0, 5).map((t, i) => [t, seededQuadrant(i + 1)]);
const RENAMED: [string, string][] = [
  [SEEDED[5]!, 'Renamed offline A'],
  [SEEDED[6]!, 'Renamed offline B'],
  [SEEDED[7]!, 'Renamed offline C'],
];
const COMPLETED = [SEEDED[8]!, SEEDED[9]!];
const DELETED = [SEEDED[10]!, SEEDED[11]!, SEEDED[12]!, SEEDED[13]!];

async function makeTwentyEdits(page: Page): Promise<void> {
  for (const [n, title] of ADDED) await addTask(page, n, title);
  for (const [title, to] of MOVED) {
    await taskCard(page, title).focus();
    await page.keyboard.press(String(to));
    await expect(taskCard(quadrant(page, to), title)).toBeVisible();
  }
  for (const [title, next] of RENAMED) {
    await taskCard(page, title).focus();
    await page.keyboard.press('F2');
    const editor = page.getByRole('textbox', { name: 'Edit task title', exact: true });
    await editor.fill(next);
    await editor.press('Enter');
    await expect(taskCard(page, next)).toBeVisible();
  }
  for (const title of COMPLETED) {
    await page.getByRole('checkbox', { name: `Complete ${title}`, exact: true }).check();
  }
  for (const title of DELETED) {
    await taskCard(page, title).focus();
    await page.keyboard.press('Delete');
    await expect(taskCard(page, title)).toHaveCount(0);
  }
}

/** Every one of the twenty edits, as the board shows it. */
async function expectTheEdits(page: Page): Promise<void> {
  for (const [n, title] of ADDED) await expect(taskCard(quadrant(page, n), title)).toHaveCount(1);
  for (const [title, to] of MOVED) await expect(taskCard(quadrant(page, to), title)).toHaveCount(1);
  for (const [title, next] of RENAMED) {
    await expect(taskCard(page, next)).toHaveCount(1);
    await expect(taskCard(page, title)).toHaveCount(0);
  }
  for (const title of COMPLETED)
    await expect(page.getByRole('checkbox', { name: `Complete ${title}`, exact: true })).toBeChecked();
  for (const title of DELETED) await expect(taskCard(page, title)).toHaveCount(0);
}

test('twenty edits offline survive a reload and a closed tab, then reach another device once each', async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const account = newAccount('Nadia');
  await page.setViewportSize(TALL);
  await signUp(page, account);
  await controlledByWorker(page);
  const boardUrl = page.url();
  for (const [i, title] of SEEDED.entries()) await addTask(page, seededQuadrant(i), title);
  await allSent(page, request, SEEDED.length);

  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveAttribute('data-sync-state', 'offline');
  await expect(syncStatus(page)).toHaveText('Offline');
  await test.step('twenty edits while offline', () => makeTwentyEdits(page));
  // No wait for IndexedDB: a write it has not committed yet is journaled as the page goes (ADR 0043).
  await expect(syncStatus(page)).toContainText('Offline · 20 changes waiting');

  await test.step('a reload while still offline shows every edit', async () => {
    await page.reload();
    await expect(quadrant(page, 1)).toBeVisible();
    await expectTheEdits(page);
    await expect(syncStatus(page)).toContainText('Offline · 20 changes waiting');
  });

  let reopened: Page;
  await test.step('the tab closed and opened again, still offline: every edit is there', async () => {
    await page.close();
    reopened = await context.newPage();
    await reopened.setViewportSize(TALL);
    await reopened.goto(boardUrl);
    await expectTheEdits(reopened);
  });

  await test.step('back online the changes are sent, and the status says all saved', async () => {
    await context.setOffline(false);
    await allSaved(reopened);
    await expect(syncStatus(reopened)).toHaveText('All changes saved');
  });

  await test.step('a second device finds exactly those changes, once each', async () => {
    const other = await newDevice(browser, baseURL);
    try {
      const second = await other.newPage();
      await second.setViewportSize(TALL);
      await signIn(second, account);
      await second.goto(boardUrl);
      await expectTheEdits(second);
      const tasks = await listTasks({ request, token: await accessToken(second) });
      const titles = tasks.map((t) => t.title).sort();
      const expected = [
        ...ADDED.map(([, t]) => t),
        ...MOVED.map(([t]) => t),
        ...RENAMED.map(([, t]) => t),
        ...COMPLETED,
      ].sort();
      expect(titles).toEqual(expected);
      const byTitle = new Map(tasks.map((t) => [t.title, t]));
      for (const [title, to] of MOVED) expect(byTitle.get(title)?.quadrant).toBe(to);
      for (const [n, title] of ADDED) expect(byTitle.get(title)?.quadrant).toBe(n);
      for (const title of COMPLETED) expect(byTitle.get(title)?.completed).toBe(true);
    } finally {
      await other.close();
    }
  });
});

/**
 * Hold the outbox's IndexedDB store with a read-write transaction of this test's for `ms`: the
 * app's next write to it waits behind it, as a slow commit would, so a reload in that time aborts
 * the app's transaction before it ran (ADR 0043).
 */
async function holdOutboxStore(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    (holdMs) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('quadrant-outbox');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const store = open.result.transaction('entries', 'readwrite').objectStore('entries');
          const until = performance.now() + holdMs;
          const keepBusy = () => {
            if (performance.now() < until) store.count().onsuccess = keepBusy;
          };
          keepBusy();
          resolve();
        };
      }),
    ms,
  );
}

test('a write made as the page reloads, before IndexedDB has stored it, is kept and sent once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(TALL);
  await signUp(page, newAccount('Rhea'));
  await controlledByWorker(page);
  await addTask(page, 1, 'Written before');
  await allSent(page, request, 1);

  await context.setOffline(true);
  await holdOutboxStore(page, 5_000);
  await addTask(page, 2, 'Added as the page reloads');
  // The app's write to IndexedDB is still waiting behind the hold: only the journal can keep it.
  await page.reload();
  await expect(taskCard(quadrant(page, 2), 'Added as the page reloads')).toHaveCount(1);
  await expect(syncStatus(page)).toContainText('Offline · 1 change waiting');

  await context.setOffline(false);
  await allSaved(page);
  const titles = (await listTasks({ request, token: await accessToken(page) })).map((t) => t.title);
  expect(titles.sort()).toEqual(['Added as the page reloads', 'Written before']);
});

async function renameOffline(page: Page, title: string, next: string): Promise<void> {
  await taskCard(page, title).focus();
  await page.keyboard.press('F2');
  const editor = page.getByRole('textbox', { name: 'Edit task title', exact: true });
  await editor.fill(next);
  await editor.press('Enter');
}

test('two devices offline edit different fields of one task, and both edits survive', async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Tomas');
  await signUp(page, account);
  await controlledByWorker(page);
  const boardUrl = page.url();
  await addTask(page, 1, 'Shared task');
  await allSent(page, request, 1);

  let other: BrowserContext | undefined;
  try {
    other = await newDevice(browser, baseURL);
    const second = await other.newPage();
    await signIn(second, account);
    await second.goto(boardUrl);
    await expect(taskCard(quadrant(second, 1), 'Shared task')).toBeVisible();

    await context.setOffline(true);
    await other.setOffline(true);
    // Device one renames it; device two moves it to Schedule (its quadrant).
    await renameOffline(page, 'Shared task', 'Shared task, renamed');
    await taskCard(second, 'Shared task').focus();
    await second.keyboard.press('2');
    await expect(taskCard(quadrant(second, 2), 'Shared task')).toBeVisible();

    await context.setOffline(false);
    await allSaved(page);
    await other.setOffline(false);
    await allSaved(second);

    // Both devices converge on both changes, with no dialog asking anyone anything.
    for (const device of [page, second]) {
      await expect(taskCard(quadrant(device, 2), 'Shared task, renamed')).toBeVisible({ timeout: 10_000 });
      await expect(device.getByRole('dialog')).toHaveCount(0);
    }
    const token = await accessToken(page);
    const [task] = await listTasks({ request, token });
    expect(task).toMatchObject({ title: 'Shared task, renamed', quadrant: 2 });
    const res = await send({ request, token }, 'GET', `/api/tasks/${task?.id ?? ''}`);
    expect((await json(res, TaskSchema)).title).toBe('Shared task, renamed');
  } finally {
    await other?.close();
  }
});

test('the sync status at 1280 and 390 px, light and dark, axe clean', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await signUp(page, newAccount('Lena'));
  await controlledByWorker(page);
  await addTask(page, 1, 'Water the plants');
  await allSent(page, request, 1);
  await context.setOffline(true);
  await renameOffline(page, 'Water the plants', 'Water the plants today');
  await expect(syncStatus(page)).toContainText('Offline · 1 change waiting');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(syncStatus(page)).toBeVisible();
      await page.getByRole('banner').screenshot({ path: `test-results/sync-status-${width}-${theme}.png` });
      await expectNoAxeViolations(page);
    }
  }
  await context.setOffline(false);
  await allSaved(page);
});
