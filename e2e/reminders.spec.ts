/**
 * Issue 9, reminders: a reminder set on the task sheet fires about a minute later and arrives live
 * in the notification centre (unread count, then the task opens from it); a push message delivered
 * to the service worker (through CDP: this Chromium has no push service to reach) is shown as a
 * notification, and the worker's click handler brings the open tab to the task. axe finds nothing
 * on the notification centre or the settings. Screenshots at 1280 and 390 px, light and dark, go
 * to $REMINDER_SHOTS (default: /tmp/reminder-shots).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.ts';
import { addTask, quadrant, taskCard } from './support/board.ts';
import { WCAG_TAGS } from './support/public-axe.ts';
import { openTaskId, taskSheet } from './support/task-sheet.ts';

// These journeys are about the service worker, which the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SHOTS = process.env.REMINDER_SHOTS ?? '/tmp/reminder-shots';

async function axe(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The next whole minute at least 20 s away, as a datetime-local value (the page runs in UTC). */
function nextMinute(): { value: string; at: number } {
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  return { value: new Date(at).toISOString().slice(0, 16), at };
}

test('a reminder arrives live in the notification centre, and a push opens the task', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page, newAccount('Robin'));
  await addTask(page, 1, 'Water the plants');
  await taskCard(page, 'Water the plants').click();
  const taskId = openTaskId(page);
  const sheet = taskSheet(page, 'Water the plants');
  const when = nextMinute();

  await test.step('a reminder at a chosen moment, about a minute ahead', async () => {
    await sheet.getByLabel('Remind me', { exact: true }).selectOption({ label: 'At a date and time…' });
    await sheet.getByLabel('Date and time', { exact: true }).fill(when.value);
    await sheet.getByRole('button', { name: 'Add reminder' }).click();
    await expect(sheet.getByRole('button', { name: /^Remove reminder: / })).toHaveCount(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await sheet.getByRole('group', { name: 'Reminders' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/sheet-390-light.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(taskCard(quadrant(page, 1), 'Water the plants')).toHaveAccessibleDescription(/1 reminder/);
  });

  await test.step('a push message reaches the service worker and shows a notification', async () => {
    await context.grantPermissions(['notifications']);
    // The old address still leads there: the settings live on the settings page.
    await page.goto('/app/notification-settings');
    await expect(page).toHaveURL(/\/app\/profile#notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
    await axe(page, 'main');
    await page.getByRole('button', { name: 'Turn on push on this device' }).click();
    // No push service is reachable here: the subscription fails, the worker is registered.
    await expect(page.getByRole('alert')).toHaveText(/could not be turned on/);
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const own = registrations.find((r) => r.scopeURL.endsWith('/') && !r.isDeleted);
        if (own) resolve(own.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    const origin = new URL(page.url()).origin;
    // A push reaches only an activated worker: wait for it, and deliver again until it shows (the
    // notification's tag makes a repeat replace, not add).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId,
        data: JSON.stringify({
          title: 'Water the plants',
          body: 'Reminder',
          url: `/app/task/${taskId}`,
          tag: 'reminder:e2e',
          snoozeToken: 'x',
          actions: [],
        }),
      });
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.ready;
              return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body }));
            }),
          { timeout: 3_000 },
        )
        .toEqual([{ title: 'Water the plants', body: 'Reminder' }]);
    }).toPass({ timeout: 20_000 });

    // Chromium cannot click a notification here: the worker's own click handler is run on it.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker?.evaluate(async () => {
      const sw = self as unknown as {
        registration: ServiceWorkerRegistration;
        quadrantPush: { handleClick(n: Notification, action: string): Promise<void> };
      };
      const [shown] = await sw.registration.getNotifications();
      if (shown) await sw.quadrantPush.handleClick(shown, '');
    });
    await expect(page).toHaveURL(new RegExp(`[?&]task=${taskId}`));
    await expect(taskSheet(page, 'Water the plants')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the reminder arrives live: unread count, then the task opens from the centre', async () => {
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible({ timeout: Math.max(10_000, when.at - Date.now() + 30_000) });
    await expect(page.getByTestId('unread-count')).toHaveText('1');
    await bell.click();
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    await expect(centre.getByRole('link', { name: /Water the plants/ })).toBeVisible();
    await axe(page, '[role=dialog]');
    for (const [width, scheme] of [
      [1280, 'light'],
      [390, 'light'],
      [390, 'dark'],
      [1280, 'dark'],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/centre-${width}-${scheme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await centre.getByRole('link', { name: /Water the plants/ }).click();
    await expect(taskSheet(page, 'Water the plants')).toBeVisible();
    // Opening it marked it read: the count is gone.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveCount(0);
  });

  await test.step('settings at 390 px in both themes', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/profile#notifications');
    await expect(page.getByRole('switch', { name: 'E-mail' })).toBeChecked();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/settings-390-${scheme}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/settings-1280-dark.png`, fullPage: true });
    await axe(page, 'main');
    testInfo.annotations.push({ type: 'screenshots', description: SHOTS });
  });
});
