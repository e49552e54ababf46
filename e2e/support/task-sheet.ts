/**
 * The task sheet as a person perceives it, by accessible names: a dialog "Task: <title>" with a
 * "Title" field, a "Description" editor and its "Formatting" toolbar, radio groups for colour and
 * quadrant, "Add to board", the checklist's "New checklist item" field and "Attach files".
 */
import { expect, type Locator, type Page } from '@playwright/test';

export function taskSheet(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: `Task: ${title}`, exact: true });
}

/** The id in `?task=` of the current URL. */
export function openTaskId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('task');
  if (!id) throw new Error(`No ?task= in ${page.url()}`);
  return id;
}

/** Adds checklist items one after the other: Enter adds and leaves the field ready for the next. */
export async function addChecklistItems(sheet: Locator, texts: readonly string[]): Promise<void> {
  const field = sheet.getByRole('textbox', { name: 'New checklist item', exact: true });
  for (const text of texts) {
    await field.fill(text);
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
  }
}

export function checklistTexts(sheet: Locator): Promise<string[]> {
  return sheet
    .getByRole('textbox', { name: 'Item text', exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input instanceof HTMLInputElement ? input.value : '')));
}
