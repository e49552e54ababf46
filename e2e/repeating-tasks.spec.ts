/**
 * Issue 9, repeating tasks: a person makes a task repeat in words (a custom "every 2 weeks on Mon
 * and Thu" with weekday toggles), sees it on the note, completes it and sees the next occurrence
 * in the same quadrant and board with its checklist reset; reopening and completing again makes
 * no second one; "Skip this one" moves the date; "Stop repeating" ends it; the quick add
 * understands "every Mon and Thu". axe finds nothing on
 * the sheet; screenshots at 1280 and 390 px, light and dark, go to $REPEAT_SHOTS.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.ts';
import { addTask, createBoard, quadrant } from './support/board.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';
import { addChecklistItems, taskSheet } from './support/task-sheet.ts';

const SHOTS = process.env.REPEAT_SHOTS ?? '/tmp/repeat-shots';
const TITLE = 'Team stand-up notes';
/** A Monday far enough ahead that "never before today" does not move the dates. */
const MONDAY = '2030-01-07';

function cards(page: Page): Locator {
  return quadrant(page, 1).getByRole('listitem', { name: TITLE, exact: true });
}
function openCard(page: Page): Locator {
  return cards(page).filter({ has: page.getByRole('checkbox', { checked: false }) });
}
function doneCard(page: Page): Locator {
  return cards(page).filter({ has: page.getByRole('checkbox', { checked: true }) });
}

/** The page at 1280 and 390 px; `focus`, when given, scrolled into view first. */
async function shoot(page: Page, name: string, focus?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('repeat a task, complete it and see the next one; skip and stop', async ({ page }) => {
  await signUp(page, newAccount('Sam'));
  await createBoard(page, 'Team');
  await addTask(page, 1, TITLE);

  await test.step('a custom rule in words, with weekday toggles', async () => {
    await cards(page).click();
    const sheet = taskSheet(page, TITLE);
    await sheet.getByLabel('Date', { exact: true }).fill(MONDAY);
    await sheet.getByLabel('How often', { exact: true }).selectOption({ label: 'Every week on Monday' });
    await sheet.getByLabel('How often', { exact: true }).selectOption({ label: 'Custom…' });
    await sheet.getByLabel('Interval', { exact: true }).fill('2');
    const thursday = sheet.getByRole('button', { name: 'Thursday', exact: true });
    await expect(thursday).toHaveAttribute('aria-pressed', 'false');
    await thursday.click();
    await expect(thursday).toHaveAttribute('aria-pressed', 'true');
    await expect(sheet.getByRole('button', { name: 'Monday', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(sheet.getByText('Every 2 weeks on Mon, Thu')).toBeVisible();
    await addChecklistItems(sheet, ['Agenda']);
    await sheet.getByRole('checkbox', { name: 'Done: Agenda' }).check();
    await expectNoAxeViolations(page);
    await shoot(page, 'sheet-light', sheet.getByText('Every 2 weeks on Mon, Thu'));
    await page.keyboard.press('Escape');
    await expect(cards(page)).toContainText('Every 2 weeks on Mon, Thu');
  });

  await test.step('completing it shows the next one, checklist reset', async () => {
    await quadrant(page, 1)
      .getByRole('checkbox', { name: `Complete ${TITLE}` })
      .check();
    await expect(cards(page)).toHaveCount(2);
    await expect(openCard(page)).toContainText('Every 2 weeks on Mon, Thu');
    await shoot(page, 'board-light');
    await openCard(page).click();
    const sheet = taskSheet(page, TITLE);
    await expect(sheet.getByLabel('Date', { exact: true })).toHaveValue('2030-01-10');
    await expect(sheet.getByRole('checkbox', { name: 'Done: Agenda' })).not.toBeChecked();
    await page.keyboard.press('Escape');
  });

  await test.step('reopening and completing again makes no second one, even after a reload', async () => {
    await doneCard(page).getByRole('checkbox').uncheck();
    await expect(openCard(page)).toHaveCount(2);
    await openCard(page).filter({ hasNotText: 'Every 2 weeks' }).getByRole('checkbox').check();
    await expect(doneCard(page)).toHaveCount(1);
    await page.reload();
    await expect(openCard(page)).toHaveCount(1);
    await expect(cards(page)).toHaveCount(2);
  });

  await test.step('skip this one, then stop repeating', async () => {
    await openCard(page).click();
    const sheet = taskSheet(page, TITLE);
    await expect(sheet.getByLabel('Date', { exact: true })).toHaveValue('2030-01-10');
    await sheet.getByRole('button', { name: 'Skip this one', exact: true }).click();
    await expect(sheet.getByLabel('Date', { exact: true })).toHaveValue('2030-01-21');
    await sheet.getByRole('button', { name: 'Stop repeating', exact: true }).click();
    await expect(sheet.getByLabel('How often', { exact: true })).toHaveValue('none');
    await page.keyboard.press('Escape');
    await expect(cards(page).filter({ hasText: 'Every 2 weeks' })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(2);
  });
});

test.describe('dark', () => {
  test.use({ colorScheme: 'dark' });
  test('the repeat picker and the note, dark, pass axe', async ({ page }) => {
    await signUp(page, newAccount('Dana'));
    await addTask(page, 1, TITLE);
    await cards(page).click();
    const sheet = taskSheet(page, TITLE);
    await sheet.getByLabel('How often', { exact: true }).selectOption({ label: 'Every weekday' });
    await expect(sheet.getByLabel('Date', { exact: true })).not.toHaveValue('');
    await sheet.getByLabel('How often', { exact: true }).selectOption({ label: 'Custom…' });
    await expect(sheet.getByRole('button', { name: 'Friday', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoAxeViolations(page);
    await shoot(page, 'sheet-dark', sheet.getByRole('button', { name: 'Friday', exact: true }));
    await page.keyboard.press('Escape');
    await expect(cards(page)).toContainText('Every weekday');

    // Quick add understands repeat words: the note repeats and is dated on its first day.
    const field = quadrant(page, 2).getByRole('textbox', { name: 'Add a task to Schedule', exact: true });
    await field.fill('Water the plants every Mon and Thu');
    await expect(quadrant(page, 2).getByRole('list', { name: 'Understood' })).toContainText(
      'Every week on Mon, Thu',
    );
    await field.press('Enter');
    const plants = quadrant(page, 2).getByRole('listitem', { name: 'Water the plants', exact: true });
    await expect(plants).toContainText('Every week on Mon, Thu');
    await shoot(page, 'board-dark');
  });
});
