/**
 * Issue "Tasks in depth": what one device sets on a task's sheet reaches the person's other device
 * live — the note's details on the board, and the same task's sheet when it is open there too —
 * and what a note shows (due date, checklist progress, paperclip, description) survives a reload.
 */
import { expect, test } from '@playwright/test';
import { newAccount, newDevice, signIn, signUp } from './support/accounts.ts';
import { addTask, quadrant, taskCard } from './support/board.ts';
import { waitForSyncReady } from './support/sync.ts';
import { addChecklistItems, checklistTexts, openTaskId, taskSheet } from './support/task-sheet.ts';

test('a second device sees a task’s details change live, and the note shows them', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = newAccount('Morgan');
  await signUp(page, account);
  await addTask(page, 1, 'Renew the passport');
  await taskCard(page, 'Renew the passport').click();
  const taskId = openTaskId(page);

  const other = await newDevice(browser, baseURL);
  try {
    const second = await other.newPage();
    await signIn(second, account);
    const ready = waitForSyncReady(second);
    await second.goto(`/app/board/pool/matrix?task=${taskId}`);
    await ready;
    const secondSheet = taskSheet(second, 'Renew the passport');
    await expect(secondSheet).toBeVisible();

    await test.step('a checklist and a due date set here appear on the other device’s sheet and note', async () => {
      const sheet = taskSheet(page, 'Renew the passport');
      await addChecklistItems(sheet, ['Photo', 'Form']);
      await sheet.getByRole('checkbox', { name: 'Done: Photo' }).check();
      await sheet.getByLabel('Date', { exact: true }).fill('2020-01-02');
      await expect.poll(() => checklistTexts(secondSheet)).toEqual(['Photo', 'Form']);
      await expect(secondSheet.getByRole('checkbox', { name: 'Done: Photo' })).toBeChecked();
      await expect(secondSheet.getByLabel('Date', { exact: true })).toHaveValue('2020-01-02');
      await second.keyboard.press('Escape');
      const note = taskCard(quadrant(second, 1), 'Renew the passport');
      await expect(note).toHaveAccessibleDescription(/1 of 2 checklist items done/);
      await expect(note).toHaveAccessibleDescription(/Overdue/);
    });

    await test.step('a new title and quadrant move the note on the other device', async () => {
      const sheet = taskSheet(page, 'Renew the passport');
      const title = sheet.getByRole('textbox', { name: 'Title', exact: true });
      await title.fill('Renew the passport before May');
      // The sheet's heading (its name) follows the title as it is typed: Enter goes to the field
      // that has the focus rather than to a locator named after the old title.
      await page.keyboard.press('Enter');
      await taskSheet(page, 'Renew the passport before May')
        .getByRole('radio', { name: /Schedule/ })
        .check({ force: true });
      await expect(taskCard(quadrant(second, 2), 'Renew the passport before May')).toBeVisible();
      await expect(taskCard(quadrant(second, 1), 'Renew the passport')).toHaveCount(0);
    });

    await test.step('after a reload the note still shows its details', async () => {
      await second.reload();
      const note = taskCard(quadrant(second, 2), 'Renew the passport before May');
      await expect(note).toHaveAccessibleDescription(/1 of 2 checklist items done/);
      await expect(note).toContainText('1/2');
    });
  } finally {
    await other.close();
  }
});
