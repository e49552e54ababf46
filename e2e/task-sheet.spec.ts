/**
 * Issue "Tasks in depth": a person opens a task from the board (click and Enter), fills every field
 * of its sheet, attaches a file and downloads it back byte for byte, finds it all after a reload,
 * and opens the task from a pasted /app/task/{id} link, signed in and signed out. Back closes the
 * sheet; axe finds nothing with the sheet open on a laptop and on a phone.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, newDevice, signUp } from './support/accounts.ts';
import { addTask, createBoard, quadrant, taskCard } from './support/board.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';
import { addChecklistItems, checklistTexts, openTaskId, taskSheet } from './support/task-sheet.ts';

const FILE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Quadrant notes: 1, 2, 3.\n') };
const TITLE = 'Write the annual report';

async function fillDescription(page: Page) {
  const sheet = taskSheet(page, TITLE);
  const editor = sheet.getByRole('textbox', { name: 'Description', exact: true });
  await editor.click();
  await page.keyboard.type('Start with ');
  await sheet.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('the numbers');
  await sheet.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type(', see ');
  await sheet.getByRole('button', { name: 'Link', exact: true }).click();
  await sheet.getByRole('textbox', { name: 'Link address', exact: true }).fill('example.com/report');
  await sheet.getByRole('textbox', { name: 'Link address', exact: true }).press('Enter');
  await expect(editor.locator('strong')).toHaveText('the numbers');
  await expect(editor.getByRole('link', { name: 'example.com/report' })).toHaveAttribute(
    'href',
    'https://example.com/report',
  );
}

async function expectEverythingKept(page: Page) {
  const sheet = taskSheet(page, TITLE);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(TITLE);
  const editor = sheet.getByRole('textbox', { name: 'Description', exact: true });
  await expect(editor.locator('strong')).toHaveText('the numbers');
  await expect(editor.getByRole('link')).toHaveAttribute('href', 'https://example.com/report');
  await expect(sheet.getByLabel('Date', { exact: true })).toHaveValue('2026-12-24');
  await expect(sheet.getByLabel('Time (optional)', { exact: true })).toHaveValue('14:30');
  await expect(sheet.getByRole('radio', { name: 'Blue', exact: true })).toBeChecked();
  await expect(sheet.getByRole('radio', { name: /Schedule/ })).toBeChecked();
  const chips = sheet.getByRole('list', { name: 'On these boards' });
  // Chips follow the boards' own order (the switcher's), not the order they were added in.
  await expect(chips.getByRole('listitem')).toHaveText(['Home', 'Launch']);
  expect(await checklistTexts(sheet)).toEqual(['Outline', 'Draft', 'Review']);
  await expect(sheet.getByRole('checkbox', { name: 'Done: Draft' })).toBeChecked();
  await expect(sheet.getByRole('checkbox', { name: 'Done: Outline' })).not.toBeChecked();
  await expect(sheet.getByText('1 of 3 done')).toBeAttached();
  await expect(sheet.getByRole('button', { name: `Download ${FILE.name}`, exact: true })).toBeVisible();
}

test('open a task, fill its sheet, keep it all, and share its link', async ({ page, browser, baseURL }) => {
  const account = newAccount('Robin');
  await signUp(page, account);
  const homeId = await createBoard(page, 'Home');
  const launchId = await createBoard(page, 'Launch');
  await addTask(page, 1, 'Write the report');

  const taskId = await test.step('a click opens the sheet, Escape closes it, Enter opens it', async () => {
    await taskCard(page, 'Write the report').click();
    await expect(taskSheet(page, 'Write the report')).toBeVisible();
    await expect(page).toHaveURL(/\?task=[0-9a-f-]{36}$/);
    const id = openTaskId(page);
    await page.keyboard.press('Escape');
    await expect(taskSheet(page, 'Write the report')).toHaveCount(0);
    await expect(taskCard(page, 'Write the report')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(taskSheet(page, 'Write the report')).toBeVisible();
    return id;
  });

  await test.step('title, description, due date and time, colour, quadrant, second board', async () => {
    const title = taskSheet(page, 'Write the report').getByRole('textbox', { name: 'Title', exact: true });
    await title.fill(TITLE);
    await title.press('Enter');
    const sheet = taskSheet(page, TITLE);
    await expect(sheet).toBeVisible();
    await fillDescription(page);
    await sheet.getByLabel('Date', { exact: true }).fill('2026-12-24');
    await sheet.getByLabel('Time (optional)', { exact: true }).fill('14:30');
    // The radios are drawn by their labels (swatches, tiles): a click lands on the label.
    await sheet.getByRole('radio', { name: 'Blue', exact: true }).check({ force: true });
    await sheet.getByRole('radio', { name: /Schedule/ }).check({ force: true });
    await sheet.getByRole('button', { name: 'Add to board', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Home', exact: true }).click();
    await expect(sheet.getByRole('button', { name: 'Remove from Home', exact: true })).toBeVisible();
  });

  await test.step('a checklist of three with one ticked', async () => {
    const sheet = taskSheet(page, TITLE);
    await addChecklistItems(sheet, ['Outline', 'Draft', 'Review']);
    await sheet.getByRole('checkbox', { name: 'Done: Draft' }).check();
    await expect(sheet.getByText('1 of 3 done')).toBeAttached();
  });

  await test.step('attach a file (with progress) and download the same bytes', async () => {
    const sheet = taskSheet(page, TITLE);
    // Hold the upload's answer back a little, so its progress bar can be seen.
    await page.route('**/api/tasks/*/attachments**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await sheet.locator('input[type=file]').setInputFiles(FILE);
    await expect(sheet.getByRole('progressbar', { name: `Uploading ${FILE.name}` })).toBeVisible();
    const downloadButton = sheet.getByRole('button', { name: `Download ${FILE.name}`, exact: true });
    await expect(downloadButton).toBeVisible();
    await expect(sheet.getByRole('progressbar')).toHaveCount(0);
    await page.unroute('**/api/tasks/*/attachments**');
    const downloading = page.waitForEvent('download');
    await downloadButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(FILE.name);
    expect(await readFile(await download.path())).toEqual(FILE.buffer);
  });

  await test.step('a second file is refused by the Free plan, and the sheet says so plainly', async () => {
    const sheet = taskSheet(page, TITLE);
    await sheet.locator('input[type=file]').setInputFiles({ ...FILE, name: 'second.txt' });
    await expect(sheet.getByRole('alert')).toHaveText(
      'second.txt: The Free plan includes 1 file per task. Pro includes 5. Upgrade to Pro',
    );
    // The upgrade comes back to this task once the payment is through (billing.spec.ts follows it).
    await expect(sheet.getByRole('alert').getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      `/app/subscription?return_to=${encodeURIComponent(`/app/task/${openTaskId(page)}`)}`,
    );
    await sheet.getByRole('button', { name: 'Dismiss the error about second.txt', exact: true }).click();
    await expect(sheet.getByRole('alert')).toHaveCount(0);
  });

  await test.step('after a reload the sheet is open again with everything kept', async () => {
    // Let the debounced text saves land before reloading.
    await page.waitForTimeout(600);
    await page.reload();
    await expectEverythingKept(page);
  });

  await test.step('axe finds nothing with the sheet open, on a laptop and on a phone', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('Back closes the sheet and leaves the board', async () => {
    await page.goBack();
    await expect(taskSheet(page, TITLE)).toHaveCount(0);
    await expect(page).not.toHaveURL(/task=/);
    await expect(quadrant(page, 2)).toBeVisible();
  });

  await test.step('a pasted /app/task/{id} link opens the task on its first board', async () => {
    await page.goto(`/app/task/${taskId}`);
    // One of the task's own boards (the first the server lists), never the pool.
    await expect(page).toHaveURL(new RegExp(`/app/board/(${launchId}|${homeId})/matrix\\?task=${taskId}$`));
    await expectEverythingKept(page);
  });

  await test.step('signed out, the link asks for sign-in and then opens the task', async () => {
    const context = await newDevice(browser, baseURL);
    const other = await context.newPage();
    await other.goto(`/app/task/${taskId}`);
    await expect(other).toHaveURL(/\/auth\/login/);
    await other.getByRole('button', { name: 'Continue with email' }).click();
    await other.getByLabel('Email', { exact: true }).fill(account.email);
    await other.getByLabel('Password', { exact: true }).fill(account.password);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(other).toHaveURL(new RegExp(`/matrix\\?task=${taskId}$`), { timeout: 20_000 });
    await expect(taskSheet(other, TITLE)).toBeVisible();
    await context.close();
  });
});
