/**
 * Plans and payments with the embedded test-mode provider: a free person at the board limit is
 * offered the upgrade by the board menu ("New board" comes with Pro), pays through the local
 * checkout (which says no real payment is taken), lands on 'Welcome to Pro!', finds the board the
 * limit refused created, cancels, sees the scheduled end, and reactivates — while a second device
 * left open on the subscription page follows each change live, without a reload. Then the pages at
 * phone size, and axe on each.
 */
import { expect, test } from '@playwright/test';
import { accessToken, newAccount, signUp } from './support/accounts.ts';
import { send } from './support/api.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';
import { addTask, taskCard, quadrant } from './support/board.ts';
import { openTaskId, taskSheet } from './support/task-sheet.ts';

const FILE = { name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('The brief.\n') };

test('a free person at the limit upgrades, gets the refused board, cancels and reactivates', async ({
  page,
  request,
  context,
}) => {
  await signUp(page, newAccount('Pay'));
  const caller = { request, token: await accessToken(page) };
  for (let i = 1; i <= 5; i++)
    expect((await send(caller, 'POST', '/api/boards', { name: `Board ${i}` })).status()).toBe(201);
  // Another device (a second tab of the same session) stays on the subscription page throughout.
  const other = await context.newPage();
  await other.goto('/app/subscription');
  await expect(other.getByRole('progressbar', { name: 'Boards' })).toHaveAttribute(
    'aria-valuetext',
    '5 of 5',
  );
  await page.reload();

  await page.getByRole('button', { name: /^Board: / }).click();
  await page.getByRole('menuitem', { name: 'New board (with Pro)' }).click();
  const dialog = page.getByRole('dialog', { name: 'A new board with Pro' });
  await expect(dialog.getByText(/Your plan includes 5 boards/)).toBeVisible();
  await expectNoAxeViolations(page);
  // At phone size and in dark too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(dialog.getByRole('button', { name: 'Upgrade to Pro' })).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('textbox', { name: 'Board name', exact: true }).fill('Launch plan');
  await dialog.getByRole('button', { name: 'Upgrade to Pro' }).click();

  await expect(page).toHaveURL(
    /\/app\/subscription\?action=create-board&board_id=[\w-]+&board_name=Launch\+plan$/,
  );
  await expect(page.getByText(/Test mode: no real payment is taken/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Boards' })).toHaveAttribute('aria-valuetext', '5 of 5');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start free trial, monthly' }).click();

  await expect(page).toHaveURL(/\/app\/subscription\/checkout\?session=/);
  await expect(page.getByText(/Test mode: no real payment is taken/)).toBeVisible();
  await expect(page.getByText(/Free for 14 days, then \$9 per month/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start free trial (test)' }).click();

  await expect(page.getByText('Welcome to Pro!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/board\/[\w-]+\/matrix/);
  await expect(page.getByRole('button', { name: 'Board: Launch plan', exact: true })).toBeVisible();
  // The other device heard of it: Pro's limits and the new board, with no reload.
  await expect(other.getByText(/^Free trial until /)).toBeVisible();
  await expect(other.getByRole('progressbar', { name: 'Boards' })).toHaveAttribute(
    'aria-valuetext',
    '6 of 100',
  );
  // And the board menu offers a plain "New board" again.
  await page.getByRole('button', { name: 'Board: Launch plan', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'New board', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/app/subscription');
  await expect(page.getByText(/^Free trial until /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText(/^Cancellation scheduled: Pro ends on /)).toBeVisible();
  await expect(other.getByText(/^Cancellation scheduled: Pro ends on /)).toBeVisible();
  await page.getByRole('button', { name: 'Keep Pro (reactivate)' }).click();
  await expect(page.getByText(/^Free trial until /)).toBeVisible();
  await expect(other.getByText(/^Free trial until /)).toBeVisible();
  await other.close();

  await page.goto('/app/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$0' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a file the Free plan refuses offers Pro, and the payment comes back to the task', async ({ page }) => {
  await signUp(page, newAccount('Files'));
  await addTask(page, 1, 'Send the brief');
  await taskCard(quadrant(page, 1), 'Send the brief').click();
  const sheet = taskSheet(page, 'Send the brief');
  await sheet.locator('input[type=file]').setInputFiles(FILE);
  await expect(sheet.getByRole('button', { name: `Download ${FILE.name}`, exact: true })).toBeVisible();
  const taskId = openTaskId(page);
  await sheet.locator('input[type=file]').setInputFiles({ ...FILE, name: 'second.txt' });
  await expect(sheet.getByRole('alert')).toContainText('The Free plan includes 1 file per task.');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const upgrade = sheet.getByRole('alert').getByRole('link', { name: 'Upgrade to Pro' });
  await upgrade.scrollIntoViewIfNeeded();
  await expect(upgrade).toBeInViewport();
  await expectNoAxeViolations(page);
  await sheet.getByRole('alert').getByRole('link', { name: 'Upgrade to Pro' }).click();

  await expect(page).toHaveURL(new RegExp(`/app/subscription\\?return_to=%2Fapp%2Ftask%2F${taskId}$`));
  await page.getByRole('button', { name: 'Start free trial, monthly' }).click();
  await page.getByRole('button', { name: 'Start free trial (test)' }).click();
  await expect(page.getByText('Welcome to Pro!')).toBeVisible();
  // Back on the task, where the second file now fits.
  await expect(taskSheet(page, 'Send the brief')).toBeVisible();
  expect(openTaskId(page)).toBe(taskId);
  await taskSheet(page, 'Send the brief')
    .locator('input[type=file]')
    .setInputFiles({ ...FILE, name: 'second.txt' });
  await expect(
    taskSheet(page, 'Send the brief').getByRole('button', { name: 'Download second.txt', exact: true }),
  ).toBeVisible();
});

test('the payment pages fit a phone and say what went wrong', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, newAccount('Tiny'));
  await page.goto('/app/subscription');
  await expect(page.getByRole('button', { name: 'Start free trial, yearly' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/app/subscription/success');
  await expect(page.getByRole('alert')).toHaveText('No session ID found');
  await page.goto('/app/subscription/success?session_id=not-a-real-session-id');
  await expect(page.getByRole('alert')).toHaveText('Failed to verify payment. Please contact support.');
  await expectNoAxeViolations(page);
});
