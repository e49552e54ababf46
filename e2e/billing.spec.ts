/**
 * Plans and payments with the embedded test-mode provider: a free person at the board limit is
 * offered the upgrade, pays through the local checkout (which says no real payment is taken),
 * lands on 'Welcome to Pro!', finds the refused board created, cancels, sees the scheduled end,
 * and reactivates. Then the pages at phone size, and axe on each.
 */
import { expect, test } from '@playwright/test';
import { accessToken, newAccount, signUp } from './support/accounts.ts';
import { send } from './support/api.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

test('a free person at the limit upgrades, gets the refused board, cancels and reactivates', async ({
  page,
  request,
}) => {
  await signUp(page, newAccount('Pay'));
  const caller = { request, token: await accessToken(page) };
  for (let i = 1; i <= 5; i++)
    expect((await send(caller, 'POST', '/api/boards', { name: `Board ${i}` })).status()).toBe(201);
  await page.reload();

  await page.getByRole('button', { name: /^Board: / }).click();
  await page.getByRole('menuitem', { name: 'New board' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Board name', exact: true }).fill('Launch plan');
  await dialog.getByRole('textbox', { name: 'Board name', exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();

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

  await page.goto('/app/subscription');
  await expect(page.getByText(/^Free trial until /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText(/^Cancellation scheduled: Pro ends on /)).toBeVisible();
  await page.getByRole('button', { name: 'Keep Pro (reactivate)' }).click();
  await expect(page.getByText(/^Free trial until /)).toBeVisible();

  await page.goto('/app/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$0' })).toBeVisible();
  await expectNoAxeViolations(page);
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
