/**
 * Issue 9, the calendar view: a person reschedules tasks by dragging them (real pointer drags in
 * Chromium) and by keyboard in the month and week, gives an undated task a date from the tray,
 * uses the phone's week strip and day list at 390 px, sees another device's change live, and axe
 * finds nothing in light and dark. Screenshots go to $CALENDAR_SHOTS (default /tmp/calendar-shots).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, newAccount, newDevice, signIn, signUp } from './support/accounts.ts';
import { createTask, listTasks, type Caller } from './support/api.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';
import { waitForSyncReady } from './support/sync.ts';

const SHOTS = process.env.CALENDAR_SHOTS ?? '/tmp/calendar-shots';
const CALENDAR = '/app/board/pool/calendar';

async function caller(page: Page): Promise<Caller> {
  return { request: page.request, token: await accessToken(page) };
}

function chip(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^${title},`) });
}
function day(page: Page, date: string): Locator {
  return page.locator(`td[data-date="${date}"]:not([data-time])`);
}
function slot(page: Page, date: string, time: string): Locator {
  return page.locator(`td[data-date="${date}"][data-time="${time}"]`);
}
async function dueOf(c: Caller, title: string) {
  const task = (await listTasks(c)).find((t) => t.title === title);
  return task ? `${task.dueDate ?? '-'} ${task.dueTime ?? '-'}` : 'missing';
}
const status = (page: Page) => page.getByRole('status').filter({ hasText: /moved to/ });

test('reschedule in the month and the week, by drag and by keyboard; the tray gives dates', async ({
  page,
}) => {
  await signUp(page, newAccount('Cleo'));
  const api = await caller(page);
  await createTask(api, { title: 'Pay rent', quadrant: 1, color: 'red', dueDate: '2030-03-10' });
  await createTask(api, {
    title: 'Call Sam',
    quadrant: 2,
    color: 'blue',
    dueDate: '2030-03-11',
    dueTime: '09:00',
  });
  await createTask(api, { title: 'Read a book', quadrant: 3, color: 'green' });
  await createTask(api, { title: 'Water plants', quadrant: 4 });
  await page.goto(`${CALENDAR}?date=2030-03-15`);

  await test.step('the month in the person’s language, weeks from Sunday (en-US)', async () => {
    await expect(page.getByRole('heading', { name: 'March 2030' })).toBeVisible();
    await expect(page.getByRole('columnheader').first()).toHaveText('Sun');
    await expect(chip(day(page, '2030-03-10'), 'Pay rent')).toHaveAccessibleName(
      'Pay rent, quadrant 1, Do First',
    );
    await expect(chip(day(page, '2030-03-11'), 'Call Sam')).toContainText('9:00');
  });

  await test.step('drag a task to another day', async () => {
    await chip(page, 'Pay rent').dragTo(day(page, '2030-03-12'));
    await expect(chip(day(page, '2030-03-12'), 'Pay rent')).toBeVisible();
    await expect.poll(() => dueOf(api, 'Pay rent')).toBe('2030-03-12 -');
  });

  await test.step('Alt+arrows move it a day and a week, focus follows, the move is spoken', async () => {
    await chip(page, 'Pay rent').focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect(chip(day(page, '2030-03-13'), 'Pay rent')).toBeFocused();
    await expect(status(page)).toHaveText(/“Pay rent” moved to Wednesday, March 13, 2030/);
    await page.keyboard.press('Alt+ArrowDown');
    await expect(chip(day(page, '2030-03-20'), 'Pay rent')).toBeFocused();
    await expect.poll(() => dueOf(api, 'Pay rent')).toBe('2030-03-20 -');
  });

  await test.step('the tray: drag one undated task onto a day, give another a date by keyboard', async () => {
    const tray = page.getByRole('region', { name: /Unscheduled \(2\)/ });
    await chip(tray, 'Read a book').dragTo(day(page, '2030-03-14'));
    await expect(chip(day(page, '2030-03-14'), 'Read a book')).toBeVisible();
    await page.getByRole('button', { name: 'Move “Water plants” to a date' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move “Water plants”' });
    await dialog.getByLabel('Date').fill('2030-03-16');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(chip(day(page, '2030-03-16'), 'Water plants')).toBeVisible();
    await expect(page.getByRole('region', { name: /Unscheduled \(0\)/ })).toContainText(
      'Every open task has a date.',
    );
    await expect.poll(() => dueOf(api, 'Water plants')).toBe('2030-03-16 -');
  });

  await test.step('axe finds nothing in the month; a reload keeps the month', async () => {
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/month-light-1280.png` });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'March 2030' })).toBeVisible();
  });

  await test.step('the week: drag to a time slot, then Alt+Down moves half an hour', async () => {
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page).toHaveURL(/cal=week/);
    await expect(chip(slot(page, '2030-03-11', '09:00'), 'Call Sam')).toBeVisible();
    await slot(page, '2030-03-12', '14:30').scrollIntoViewIfNeeded();
    await chip(page, 'Call Sam').dragTo(slot(page, '2030-03-12', '14:30'));
    await expect(chip(slot(page, '2030-03-12', '14:30'), 'Call Sam')).toBeVisible();
    await expect.poll(() => dueOf(api, 'Call Sam')).toBe('2030-03-12 14:30');
    await chip(page, 'Call Sam').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(chip(slot(page, '2030-03-12', '15:00'), 'Call Sam')).toBeFocused();
    await expect(status(page)).toHaveText(/moved to Tuesday, March 12, 2030 at 3:00 PM/);
    await expect.poll(() => dueOf(api, 'Call Sam')).toBe('2030-03-12 15:00');
    await chip(page, 'Call Sam').dragTo(slot(page, '2030-03-13', 'all-day'));
    await expect.poll(() => dueOf(api, 'Call Sam')).toBe('2030-03-13 -');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/week-light-1280.png` });
  });
});

test('today is marked, a crowded day opens in full, and a click on a task opens its sheet', async ({
  page,
}) => {
  await signUp(page, newAccount('Ravi'));
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  const api = await caller(page);
  for (const [i, title] of ['Today’s task', 'Second errand', 'Third errand', 'Fourth errand'].entries()) {
    await createTask(api, { title, quadrant: ((i % 4) + 1) as 1 | 2 | 3 | 4, dueDate: today });
  }
  await page.goto(CALENDAR);
  const current = page.locator('[aria-current="date"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName(/4 tasks$/);
  await page.getByRole('button', { name: /^1 more task on / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /errand,/ })).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/day-dialog-light-1280.png` });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/today-light-1280.png` });
  await chip(page, 'Today’s task').click();
  await expect(page).toHaveURL(/task=/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a week strip and the day’s list; "Move to date" reschedules; the tray is there', async ({ page }) => {
    await signUp(page, newAccount('Ines'));
    const api = await caller(page);
    await createTask(api, { title: 'Pay rent', quadrant: 1, color: 'red', dueDate: '2030-03-10' });
    await createTask(api, { title: 'Call Sam', quadrant: 2, dueDate: '2030-03-11', dueTime: '09:00' });
    await createTask(api, { title: 'Read a book', quadrant: 3 });
    await page.goto(`${CALENDAR}?date=2030-03-11`);
    await expect(page.getByRole('heading', { name: 'Monday, March 11, 2030' })).toBeVisible();
    await expect(chip(page, 'Call Sam')).toBeVisible();
    const strip = page.getByRole('list', { name: 'Days of the week' });
    await expect(strip.getByRole('button')).toHaveCount(7);

    await strip.getByRole('button', { name: /^Sunday, March 10, 2030, 1 task$/ }).tap();
    await expect(chip(page, 'Pay rent')).toBeVisible();
    await page.getByRole('button', { name: 'Move “Pay rent” to a date' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Move “Pay rent”' });
    await dialog.getByLabel('Date').fill('2030-03-12');
    await dialog.getByRole('button', { name: 'Move', exact: true }).tap();
    await expect(chip(page, 'Pay rent')).toHaveCount(0);
    await expect.poll(() => dueOf(api, 'Pay rent')).toBe('2030-03-12 -');
    await strip.getByRole('button', { name: /^Tuesday, March 12, 2030, 1 task$/ }).tap();
    await expect(chip(page, 'Pay rent')).toBeVisible();

    await page.getByRole('button', { name: 'Next week' }).tap();
    await expect(page.getByRole('heading', { name: 'Tuesday, March 19, 2030' })).toBeVisible();
    await page.getByText('Unscheduled tasks (1)').tap();
    await expect(chip(page, 'Read a book')).toBeVisible();
    const box = await chip(page, 'Read a book').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/phone-light-390.png`, fullPage: true });
  });
});

test('a move on another device reaches the calendar live', async ({ page, browser, baseURL }) => {
  const account = newAccount('Lena');
  await signUp(page, account);
  await createTask(await caller(page), { title: 'Pay rent', quadrant: 1, dueDate: '2030-03-10' });
  const ready = waitForSyncReady(page);
  await page.goto(`${CALENDAR}?date=2030-03-15`);
  await ready;
  await expect(chip(day(page, '2030-03-10'), 'Pay rent')).toBeVisible();

  const other = await newDevice(browser, baseURL);
  try {
    const second = await other.newPage();
    await signIn(second, account);
    await second.goto(`${CALENDAR}?date=2030-03-15`);
    await chip(second, 'Pay rent').focus();
    await second.keyboard.press('Alt+ArrowRight');
    await expect(chip(day(second, '2030-03-11'), 'Pay rent')).toBeFocused();
    await expect(chip(day(page, '2030-03-11'), 'Pay rent')).toBeVisible();
    await expect(chip(day(page, '2030-03-10'), 'Pay rent')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('month, week and phone pass axe', async ({ page }) => {
    await signUp(page, newAccount('Omar'));
    const api = await caller(page);
    await createTask(api, { title: 'Pay rent', quadrant: 1, color: 'red', dueDate: '2030-03-10' });
    await createTask(api, {
      title: 'Call Sam',
      quadrant: 2,
      color: 'blue',
      dueDate: '2030-03-11',
      dueTime: '09:00',
    });
    await createTask(api, { title: 'Read a book', quadrant: 3, color: 'green' });
    await page.goto(`${CALENDAR}?date=2030-03-11`);
    await expect(chip(page, 'Pay rent')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/month-dark-1280.png` });
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(chip(slot(page, '2030-03-11', '09:00'), 'Call Sam')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/week-dark-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: 'Days of the week' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/phone-dark-390.png`, fullPage: true });
  });
});
