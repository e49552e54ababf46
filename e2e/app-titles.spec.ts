/**
 * The tab says where a person is (app pages are not prerendered, so their titles come from the
 * page itself), the browser's default /favicon.ico exists, and a signed-in person's public header
 * offers the dashboard (its session reader loads only for browsers that have a saved session).
 */
import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.ts';

test('app pages name themselves in the tab', async ({ page }) => {
  await signUp(page, newAccount('Tess'));
  await expect(page).toHaveTitle('Inbox · Matrix · Quadrant');
  await page.getByRole('link', { name: 'List' }).first().click();
  await expect(page).toHaveTitle('Inbox · List · Quadrant');

  // A reload on the board once this browser keeps the workspace (ADR 0038): it is drawn from the
  // device and nothing asks for it again (core-loop.spec.ts covers the HTML's one pull without).
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('quadrant-cached-workspace:'))),
    )
    .toBe(true);
  const pulls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/sync?since=0')) pulls.push(r.url());
  });
  await page.reload();
  await expect(page.getByRole('region', { name: '1 Do First', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Inbox · List · Quadrant');
  expect(pulls).toHaveLength(0);

  await page.goto('/app/support');
  await expect(page).toHaveTitle('Support · Quadrant');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · Quadrant');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' }).first()).toBeVisible();
});

test('/favicon.ico is an icon', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/x-icon');
});
