/**
 * Issue "Tasks in depth", the board side: notes show their due date in the person's own time zone,
 * filters narrow the board and survive a reload (they live in the URL), search finds a task by a
 * word of its title (and of its description) and opens it with `?task=`, and at the Free plan's
 * board limit "New board" offers Pro instead (billing.spec.ts follows the upgrade), creating
 * nothing and leaving the person where they were if they change their mind. (A refusal the menu
 * could not foresee still ends in one toast naming Pro: board-details.test.tsx.)
 * Search needs the server's /api/search; its steps come last so the others report on their own.
 */
import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { BoardSchema } from '../src/shared/contracts/boards.ts';
import { TaskSchema } from '../src/shared/contracts/tasks.ts';
import { addDays, wallClock } from '../src/web/features/board/due-dates.ts';
import { TASK_COLORS } from '../src/shared/colors.ts';
import { accessToken, newAccount, signUp } from './support/accounts.ts';
import { createTask, json, send, type Caller } from './support/api.ts';
import { quadrant, taskCard } from './support/board.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

// Far from UTC, so "today" on a note is the person's today, not the server's.
const TIME_ZONE = 'Pacific/Auckland';
test.use({ timezoneId: TIME_ZONE });

async function openFilter(page: Page) {
  await page.getByRole('button', { name: /^Filter/ }).click();
}

test('notes, filters, search and the Free board limit', async ({ page, request }) => {
  await signUp(page, newAccount('Robin'));
  const caller: Caller = { request, token: await accessToken(page) };
  const today = wallClock(new Date(), TIME_ZONE).date;

  const rent = await createTask(caller, {
    title: 'Pay the rent',
    quadrant: 1,
    color: 'red',
    dueDate: addDays(today, -1),
  });
  await createTask(caller, {
    title: 'Plan the offsite',
    quadrant: 1,
    color: 'blue',
    dueDate: addDays(today, 1),
  });
  const contract = await createTask(caller, { title: 'Read the contract', quadrant: 2, color: 'red' });
  await page.reload();

  await test.step('notes say when they are due, overdue in words', async () => {
    await expect(taskCard(page, 'Pay the rent')).toHaveAccessibleDescription(/^Overdue: Due Yesterday/);
    await expect(taskCard(page, 'Plan the offsite')).toHaveAccessibleDescription(/^Due Tomorrow/);
    await expect(quadrant(page, 1).getByText('2 open', { exact: true })).toBeVisible();
  });

  await test.step('notes of every colour, overdue and completed, pass axe (WCAG AA) in both views', async () => {
    // Five to a quadrant, so all ten are in view (the lists render only what is visible).
    for (const [i, color] of TASK_COLORS.entries())
      await createTask(caller, { title: `A ${color} note`, quadrant: i < 5 ? 3 : 4, color });
    const done = await createTask(caller, { title: 'Done already', quadrant: 2, color: 'gray' });
    await json(await send(caller, 'PATCH', `/api/tasks/${done.id}`, { completed: true }), TaskSchema);
    await page.reload();
    await expect(taskCard(page, 'Done already')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/app/board/pool/list');
    await expect(taskCard(page, 'Done already')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/app/board/pool/matrix');
  });

  await test.step('filters narrow the board, live in the URL and survive a reload', async () => {
    await openFilter(page);
    await page.getByRole('menuitemcheckbox', { name: 'Red' }).click();
    await page.getByRole('menuitemradio', { name: 'Overdue' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]color=red/);
    await expect(page).toHaveURL(/[?&]due=overdue/);
    await expect(taskCard(page, 'Pay the rent')).toBeVisible();
    await expect(taskCard(page, 'Plan the offsite')).toHaveCount(0);
    await expect(taskCard(page, 'Read the contract')).toHaveCount(0);
    await expect(quadrant(page, 1).getByText('1 of 2', { exact: true })).toBeVisible();

    await page.reload();
    await expect(taskCard(page, 'Pay the rent')).toBeVisible();
    await expect(taskCard(page, 'Plan the offsite')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filter, 2 on' })).toBeVisible();

    await openFilter(page);
    await page.getByRole('menuitem', { name: 'Clear filters' }).click();
    await expect(taskCard(page, 'Plan the offsite')).toBeVisible();
    await expect(page).not.toHaveURL(/color=|due=/);
  });

  await test.step('at the Free limit "New board" offers Pro, and leaves you on your board', async () => {
    // Fill the Free plan's boards through the API, until it refuses.
    for (let i = 1; ; i++) {
      const res = await send(caller, 'POST', '/api/boards', { name: `Board ${i}` });
      if (res.status() === 402) break;
      await json(res, BoardSchema);
      expect(i).toBeLessThan(20);
    }
    await page.goto('/app/board/pool/matrix?color=red');
    await expect(taskCard(page, 'Pay the rent')).toBeVisible();
    await page.getByRole('button', { name: /^Board: / }).click();
    await page.getByRole('menuitem', { name: 'New board (with Pro)' }).click();
    const dialog = page.getByRole('dialog', { name: 'A new board with Pro' });
    await expect(dialog).toContainText('Your plan includes 5 boards');
    await dialog.getByRole('textbox', { name: 'Board name', exact: true }).fill('One too many');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/board\/pool\/matrix\?color=red$/);
    await expect(page.getByRole('heading', { name: 'Board not found' })).toHaveCount(0);
    // The refused board is not remembered: /app/board still lands on a board that exists.
    await page.goto('/app/board');
    await expect(quadrant(page, 1)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Board not found' })).toHaveCount(0);
    const boards = z.array(BoardSchema).parse(await (await send(caller, 'GET', '/api/boards')).json());
    expect(boards.some((b) => b.name === 'One too many')).toBe(false);
  });
  await test.step('/ then a word of a title finds the task; Enter opens it', async () => {
    await taskCard(page, 'Pay the rent').focus();
    await page.keyboard.press('/');
    const search = page.getByRole('combobox', { name: 'Search tasks' });
    await expect(search).toBeFocused();
    await page.keyboard.type('rent');
    await expect(page.getByRole('option', { name: /Pay the rent/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/app/board/pool/matrix\\?task=${rent.id}$`));
    // The URL opens the task's sheet; closing it returns to the board.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('a word of a description finds its task too', async () => {
    const res = await send(caller, 'PATCH', `/api/tasks/${contract.id}`, {
      description: '<p>Check the clause about the deposit</p>',
    });
    await json(res, TaskSchema);
    const search = page.getByRole('combobox', { name: 'Search tasks' });
    await search.fill('deposit');
    const option = page.getByRole('option', { name: /Read the contract/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText('deposit');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`\\?task=${contract.id}$`));
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Read the contract',
    );
  });
});
