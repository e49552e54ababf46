/**
 * Issue 30, the operator's console in Chromium: an admin (an address in ADMIN_EMAILS, set in
 * playwright.config.ts) finds a person by e-mail, grants a 30-day Pro trial with a reason, sees it
 * on the person's subscription tab and in the activity log, signs a person out of every device (their
 * open board says an administrator did), and pages the log with Load More; a
 * plain user who opens /app/admin is sent to / (and the API refuses them); the console's pages at
 * 390 px and in dark pass axe. Screenshots go to test-results/admin-shots/ for a person to look at.
 */
import crypto from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AdminUsersPageSchema } from '../src/shared/contracts/admin.ts';
import { accessToken, newAccount, newDevice, signIn, signUp, type Account } from './support/accounts.ts';
import { json, send } from './support/api.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

const SHOTS = 'test-results/admin-shots';

/** The address playwright.config.ts lists in ADMIN_EMAILS. */
const OPERATOR: Account = {
  name: 'Olga Operator',
  email: 'operator-e2e@example.test',
  password: `pw-${crypto.randomBytes(9).toString('base64url')}`,
};

// One operator account for the file: the first journey creates it, the others sign in.
test.describe.configure({ mode: 'serial' });
let operatorExists = false;

async function signInOperator(page: Page): Promise<void> {
  if (operatorExists) return signIn(page, OPERATOR);
  await signUp(page, OPERATOR);
  operatorExists = true;
}

/** A person who signed up on a device of their own (so the operator's session is untouched). */
async function somebody(browser: Browser, baseURL: string | undefined, name: string): Promise<Account> {
  const person = newAccount(name);
  const device = await newDevice(browser, baseURL);
  await signUp(await device.newPage(), person);
  await device.close();
  return person;
}

async function userIdOf(page: Page, email: string): Promise<string> {
  const caller = { request: page.request, token: await accessToken(page) };
  const found = await json(
    await send(caller, 'GET', `/api/admin/users?search=${encodeURIComponent(email)}`),
    AdminUsersPageSchema,
  );
  const id = found.users.find((u) => u.email === email)?.userId;
  if (!id) throw new Error(`${email} is not in the admin's user list`);
  return id;
}

function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin' });
}

test('an admin finds a person, grants a 30-day Pro trial with a reason, and finds it on their subscription tab and in the log', async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await somebody(browser, baseURL, 'Ada');
  await signInOperator(page);

  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Total users', { exact: true })).toBeVisible();

  await test.step('find the person by e-mail on Users', async () => {
    await adminNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/users$/);
    await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill(person.email);
    await expect(page).toHaveURL(
      new RegExp(`search=${encodeURIComponent(person.email).replace(/\./g, '\\.')}`),
    );
    await expect(page.getByRole('rowheader')).toHaveCount(1);
    await expect(page.getByRole('link', { name: person.name })).toBeVisible();
  });

  await test.step('grant a 30-day Pro trial, with a reason', async () => {
    await page.getByRole('button', { name: `Actions for ${person.email}` }).click();
    await page.getByRole('menuitem', { name: 'Manage Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Subscription' });
    await expect(dialog.getByRole('radio', { name: 'Grant trial' })).toBeChecked();
    await expect(dialog.getByRole('spinbutton', { name: /Trial length/ })).toHaveValue('30');
    await expect(dialog.getByRole('combobox', { name: 'Trial tier' })).toHaveValue('pro');
    // A blank reason is refused before anything is sent.
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please provide a reason for this action');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Speaker at our spring conference');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Subscription updated for ${person.email}`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(person.name) });
    await expect(row.getByText('Pro', { exact: true })).toBeVisible();
    await expect(row.getByText('Trial', { exact: true })).toBeVisible();
    // Focus is back on the row's actions button.
    await expect(page.getByRole('button', { name: `Actions for ${person.email}` })).toBeFocused();
  });

  await test.step("the person's subscription tab says Pro, on trial for 30 days", async () => {
    await page.getByRole('link', { name: person.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\?tab=subscription$/);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Pro', { exact: true })).toBeVisible();
    await expect(panel.getByText('Trial', { exact: true })).toBeVisible();
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    const in30Days = day.format(new Date(Date.now() + 30 * 86_400_000));
    const trialEnds = panel
      .getByText('Trial ends', { exact: true })
      .locator('xpath=following-sibling::dd[1]');
    await expect(trialEnds).toContainText(in30Days);
  });

  await test.step("and on the person's activity tab, with the admin who acted and the reason", async () => {
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\?tab=activity$/);
    const entry = page.getByRole('article', { name: 'Subscription changed by an admin' }).first();
    await expect(entry).toBeVisible();
    await expect(entry.getByText(`By ${OPERATOR.email}`)).toBeVisible();
    await expect(entry.getByText('"Speaker at our spring conference"')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Account created' })).toBeVisible();
  });

  await test.step('and in the activity log, found by the e-mail filter', async () => {
    await adminNav(page).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Logs' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'User Email' }).fill(person.email);
    await expect(page).toHaveURL(/email=/);
    const entry = page.getByRole('article', { name: 'Subscription changed by an admin' }).first();
    await expect(entry).toBeVisible();
    await expect(entry.getByText(`About ${person.email}`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Authentication' });
    await expect(page.getByRole('article', { name: 'Subscription changed by an admin' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Account created' })).toBeVisible();
  });
});

test('an admin signs a person out everywhere: their open board goes to sign-in and says why', async ({
  page,
  browser,
  baseURL,
}) => {
  const person = newAccount('Lena');
  const device = await newDevice(browser, baseURL);
  const phone = await device.newPage();
  await signUp(phone, person);
  await signInOperator(page);
  await page.goto(`/app/admin/users/${await userIdOf(page, person.email)}`);
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Phone reported lost');
  await page.screenshot({ path: `${SHOTS}/end-sessions-dialog-light-1280.png` });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${person.email} was signed out on every device`)).toBeVisible();

  await test.step("the person's open board signs out at once, saying an administrator did it", async () => {
    await expect(phone).toHaveURL(/\/auth\/login/, { timeout: 30_000 });
    await expect(phone.getByText(/An administrator signed you out on every device/)).toBeVisible();
    await phone.screenshot({ path: `${SHOTS}/signed-out-by-admin-light-1280.png` });
    await device.close();
  });

  await test.step("and the person's activity tab shows it, with the admin and the reason", async () => {
    await page.getByRole('tab', { name: 'Activity' }).click();
    const entry = page.getByRole('article', { name: 'Account changed by an admin' }).first();
    await expect(entry.getByText(`By ${OPERATOR.email}`)).toBeVisible();
    await expect(entry.getByText('"Phone reported lost"')).toBeVisible();
  });
});

test('the activity log pages with Load More', async ({ page }) => {
  await signInOperator(page);
  // Reading the log's first page is itself recorded (admin.activity_viewed): 60 reads make sure
  // the log holds more than one page of 50, whatever else this run recorded.
  const caller = { request: page.request, token: await accessToken(page) };
  for (let i = 0; i < 60; i++)
    expect((await send(caller, 'GET', '/api/admin/activity?limit=1')).status()).toBe(200);

  await page.goto('/app/admin/activity');
  await expect(page.getByText('Showing 50 activity logs')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(50);
  const before = await page.getByRole('article').allTextContents();
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(page.getByText(/^Showing (5[1-9]|[6-9]\d|\d{3,}) activity logs$/)).toBeVisible();
  const after = await page.getByRole('article').allTextContents();
  expect(after.slice(0, 50)).toEqual(before);
  expect(after.length).toBeGreaterThan(50);
  // Refresh reads from the start again.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Showing 50 activity logs')).toBeVisible();
});

test('a plain user who opens /app/admin is sent to /, and the admin API refuses them', async ({
  page,
  baseURL,
}) => {
  await signUp(page, newAccount('Plain'));
  const board = page.url();
  await page.goto('/app/admin');
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await expect(adminNav(page)).toHaveCount(0);
  // Replaced, not pushed: Back does not return to the console.
  await page.goBack();
  await expect(page).toHaveURL(board);
  const caller = { request: page.request, token: await accessToken(page) };
  expect((await send(caller, 'GET', '/api/admin/stats')).status()).toBe(403);
});

/** Light at 1280 px, then dark at 390 px: axe on each, and a screenshot of each to look at. */
async function checkPage(page: Page, name: string, ready: () => Promise<void>) {
  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ready();
    await expectNoAxeViolations(page);
    // Nothing wider than the phone: the tables scroll inside their cards, the page does not.
    if (width === 390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${width}.png`, fullPage: true });
  }
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('the admin pages at 390 px and in dark pass axe', async ({ page, browser, baseURL }) => {
    // Twelve pages and states, each checked by axe twice: more than the 60 s a journey usually takes.
    test.setTimeout(240_000);
    const person = await somebody(browser, baseURL, 'Grace');
    await signInOperator(page);
    const userId = await userIdOf(page, person.email);
    const caller = { request: page.request, token: await accessToken(page) };
    const granted = await send(caller, 'POST', `/api/admin/users/${userId}/subscription`, {
      action: 'grant_trial',
      tier: 'enterprise',
      trialDays: 14,
      reason: 'Pilot for the design team',
    });
    expect(granted.status()).toBe(200);

    await page.goto('/app/admin');
    await checkPage(page, 'dashboard', () =>
      expect(page.getByRole('link', { name: person.name })).toBeVisible(),
    );
    await page.goto('/app/admin/users');
    await checkPage(page, 'users', () => expect(page.getByRole('link', { name: person.name })).toBeVisible());
    await page.goto('/app/admin/subscriptions');
    await checkPage(page, 'subscriptions', () =>
      expect(page.getByRole('rowheader', { name: new RegExp(person.name) })).toBeVisible(),
    );
    await page.goto('/app/admin/activity');
    await checkPage(page, 'activity', () => expect(page.getByRole('article').first()).toBeVisible());

    // Links of the form /admin/users/{id} land on the console's page for that person.
    await page.goto(`/admin/users/${userId}?tab=subscription`);
    await expect(page).toHaveURL(new RegExp(`/app/admin/users/${userId}\\?tab=subscription$`));
    await checkPage(page, 'user-subscription', () =>
      expect(page.getByRole('tabpanel').getByText('Enterprise', { exact: true })).toBeVisible(),
    );
    await page.goto(`/app/admin/users/${userId}`);
    await checkPage(page, 'user-overview', () =>
      expect(page.getByRole('region', { name: 'Sessions' })).toBeVisible(),
    );

    await test.step('the row menu and the manage dialog, on a phone in dark', async () => {
      await page.goto('/app/admin/subscriptions');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: `Actions for ${person.email}` }).click();
      await expect(page.getByRole('menuitem', { name: 'Manage Subscription' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/row-menu-dark-390.png` });
      await page.getByRole('menuitem', { name: 'Manage Subscription' }).click();
      const dialog = page.getByRole('dialog', { name: 'Manage Subscription' });
      await dialog.getByRole('radio', { name: 'Change tier' }).check();
      await expect(dialog.getByRole('combobox', { name: 'New tier' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/manage-dialog-dark-390.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('the navigation on a phone: every page one tap away', async () => {
      for (const name of ['Dashboard', 'Users', 'Subscriptions', 'Activity'])
        await expect(adminNav(page).getByRole('link', { name })).toBeVisible();
      await adminNav(page).getByRole('link', { name: 'Users' }).tap();
      await expect(page).toHaveURL(/\/app\/admin\/users$/);
    });
  });
});
