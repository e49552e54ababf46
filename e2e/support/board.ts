/**
 * The board as a person perceives it, by accessible names only (the board UI contract): quadrants
 * are regions "1 Do First" … "4 Delete", each with a field "Add a task to <label>"; tasks are list
 * items, each a focusable card named by the task's title.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type QuadrantNumber = 1 | 2 | 3 | 4;

export const QUADRANT_LABELS: Record<QuadrantNumber, string> = {
  1: 'Do First',
  2: 'Schedule',
  3: 'Delegate',
  4: 'Delete',
};

export function quadrant(page: Page, n: QuadrantNumber): Locator {
  return page.getByRole('region', { name: `${n} ${QUADRANT_LABELS[n]}`, exact: true });
}

/**
 * The task titled `title` inside `scope` (a quadrant, or the whole page): its list item, which is
 * also its focusable card, named by the title.
 */
export function taskCard(scope: Locator | Page, title: string): Locator {
  return scope.getByRole('listitem', { name: title, exact: true });
}

/** Types a title into the quadrant's quick-add field and presses Enter; the card then shows there. */
export async function addTask(page: Page, n: QuadrantNumber, title: string): Promise<void> {
  const field = quadrant(page, n).getByRole('textbox', {
    name: `Add a task to ${QUADRANT_LABELS[n]}`,
    exact: true,
  });
  await field.fill(title);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(taskCard(quadrant(page, n), title)).toBeVisible();
}

/** Board switcher → "New board" → dialog "Board name" → Enter: lands on the new board. */
export async function createBoard(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: /^Board: / }).click();
  await page.getByRole('menuitem', { name: 'New board' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Board name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Board name', exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: `Board: ${name}`, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/board\/[0-9a-f-]{36}\/(matrix|lanes|list)([?#]|$)/);
  return boardIdFromUrl(page.url());
}

export function boardIdFromUrl(url: string): string {
  const match = /\/app\/board\/([0-9a-f-]{36})\//.exec(new URL(url).pathname);
  if (!match?.[1]) throw new Error(`No board id in ${url}`);
  return match[1];
}
