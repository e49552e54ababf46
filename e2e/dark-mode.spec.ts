/**
 * Issue 10, dark mode: with the system set to dark, the landing page, the board and the task sheet
 * render dark and axe finds nothing; "Light" chosen in the account menu overrides the system,
 * survives a reload, and is on the page before any of the app's JavaScript has run (no flash).
 * Screenshots at 1280 and 390 px in both themes go to $DARK_MODE_SHOTS (default: /tmp/dark-shots).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.ts';
import { addTask, taskCard } from './support/board.ts';
import { expectNoAxeViolations, WCAG_TAGS } from './support/public-axe.ts';
import { taskSheet } from './support/task-sheet.ts';

const SHOTS = process.env.DARK_MODE_SHOTS ?? '/tmp/dark-shots';
/** The dark page background (app.css, `--color-slate-50` under `[data-theme='dark']`). */
const DARK_PAGE = 'rgb(10, 16, 32)';

async function pageTheme(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

/** The whole page at 1280 and 390 px, in slices a person (or a reviewer) can look at. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    const height = width === 390 ? 844 : 900;
    await page.setViewportSize({ width, height });
    const full = await page.evaluate(() => document.documentElement.scrollHeight);
    const slice = height * 2;
    for (let y = 0, n = 0; y < full && n < 8; y += slice, n++) {
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}${n ? `-${n}` : ''}.png`,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(slice, full - y) },
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('with the system in dark mode', () => {
  // No service worker: "before any script" refuses the page's script files with page.route, and
  // files the worker serves from its precache never reach page.route (ADR 0027).
  test.use({ colorScheme: 'dark', serviceWorkers: 'block' });

  test('the landing page renders dark and passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageTheme(page)).toEqual({ theme: 'dark', colorScheme: 'dark', background: DARK_PAGE });
    await expectNoAxeViolations(page);
    await shoot(page, 'landing-dark');
  });

  test('board and task sheet dark; Light in the account menu overrides it, before any script', async ({
    page,
  }) => {
    await signUp(page, newAccount('Noor'));
    expect(await pageTheme(page)).toEqual({ theme: 'dark', colorScheme: 'dark', background: DARK_PAGE });
    await addTask(page, 1, 'Call the plumber');
    await addTask(page, 2, 'Plan the garden');
    await addTask(page, 3, 'Answer the school');
    await addTask(page, 4, 'Sort old photos');

    await test.step('the board, dark, passes axe', async () => {
      await expectNoAxeViolations(page);
      await shoot(page, 'board-dark');
    });

    await test.step('the task sheet, dark, passes axe', async () => {
      await taskCard(page, 'Call the plumber').click();
      const sheet = taskSheet(page, 'Call the plumber');
      await expect(sheet).toBeVisible();
      await sheet.getByRole('radio', { name: 'Pink', exact: true }).check({ force: true });
      await expectNoAxeViolations(page);
      await shoot(page, 'sheet-dark');
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
    });

    await test.step('the list view and the quick add with its chips, dark, pass axe', async () => {
      await page.getByRole('link', { name: 'List' }).first().click();
      await expect(page).toHaveURL(/\/list([?#]|$)/);
      await expect(page.getByText('Call the plumber')).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, 'list-dark');
      await page.getByRole('link', { name: 'Matrix' }).first().click();
      await page.getByRole('button', { name: 'Quick add' }).click();
      const dialog = page.getByRole('dialog', { name: 'Quick add' });
      await dialog
        .getByRole('textbox', { name: 'Task', exact: true })
        .fill('Book the dentist tomorrow at 5pm !1');
      await expect(dialog.getByText(/Tomorrow/).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, 'quick-add-dark');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    await test.step('the account menu offers the theme; Light applies at once', async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      const group = page.getByRole('group', { name: 'Appearance' });
      await expect(group.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      // The open menu alone: Radix hides the rest of the page from assistive technology meanwhile.
      const menu = await new AxeBuilder({ page }).include('[role=menu]').withTags(WCAG_TAGS).analyze();
      expect(menu.violations.map((v) => v.id)).toEqual([]);
      await shoot(page, 'menu-dark');
      await group.getByRole('menuitemradio', { name: 'Light' }).click();
      await expect(group.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      expect((await pageTheme(page)).theme).toBe('light');
      await page.keyboard.press('Escape');
    });

    await test.step('after a reload, Light holds before the app’s JavaScript runs', async () => {
      // Refuse every script file: only the page's inline scripts can run.
      await page.route('**/*.js', (route) => route.abort());
      await page.reload();
      const early = await pageTheme(page);
      expect(early.theme).toBe('light');
      expect(early.colorScheme).toBe('light');
      expect(early.background).not.toBe(DARK_PAGE);
      await page.unroute('**/*.js');
    });

    await test.step('and with it, the board and the sheet are light and pass axe', async () => {
      await page.reload();
      await expect(taskCard(page, 'Call the plumber')).toBeVisible();
      expect((await pageTheme(page)).theme).toBe('light');
      await expectNoAxeViolations(page);
      await shoot(page, 'board-light');
      await taskCard(page, 'Call the plumber').click();
      await expect(taskSheet(page, 'Call the plumber')).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, 'sheet-light');
    });
  });
});

test.describe('with the system in dark mode, the other public pages', () => {
  test.use({ colorScheme: 'dark' });

  for (const path of ['/auth/login', '/templates', '/about', '/contact', '/privacy', '/es/']) {
    test(`${path} renders dark and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pageTheme(page)).toEqual({ theme: 'dark', colorScheme: 'dark', background: DARK_PAGE });
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('with the system in light mode', () => {
  test.use({ colorScheme: 'light' });

  test('the landing page renders light', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await pageTheme(page)).theme).toBe('light');
    await shoot(page, 'landing-light');
  });
});
