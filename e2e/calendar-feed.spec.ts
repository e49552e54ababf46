/**
 * The calendar feed journey: from the account menu to the calendar settings page, create the
 * private feed, copy its address, and find a dated task in the ICS the address serves (fetched
 * with no credentials, as a calendar app would); revoking it makes the address answer 404.
 */
import { expect, test } from '@playwright/test';
import { accessToken, newAccount, signUp } from './support/accounts.ts';
import { createTask } from './support/api.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

test('a person subscribes to their tasks from any calendar', async ({ page, request, context }) => {
  await signUp(page, newAccount('Cal'));
  await createTask(
    { request, token: await accessToken(page) },
    {
      title: 'Dentist, 2nd floor',
      quadrant: 2,
      dueDate: '2026-12-03',
      dueTime: '09:30',
    },
  );

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Calendar feed' }).click();
  await expect(page).toHaveURL(/\/app\/calendar-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar feed' })).toBeVisible();

  await page.getByRole('button', { name: 'Create feed' }).click();
  const field = page.getByRole('textbox', { name: "Your feed's address" });
  await expect(field).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();

  await expectNoAxeViolations(page);

  const url = await field.inputValue();
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('SUMMARY:Dentist\\, 2nd floor');
  expect(ics).toContain('DTSTART:20261203T093000');

  await page.reload();
  await expect(page.getByText(/A feed is active, created on/)).toBeVisible();
  await expect(field).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the feed?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('The feed is revoked.')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

test('the settings page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, newAccount('Phon'));
  await page.goto('/app/calendar-settings');
  await page.getByRole('button', { name: 'Create feed' }).click();
  await expect(page.getByRole('textbox', { name: "Your feed's address" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});
