/**
 * Issue 3, a template turns a visitor into a user: "Use this template" on a guide creates a board
 * holding the template's starter tasks, each in its quadrant — at once when signed in, and after
 * creating an account when not.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../src/shared/languages.ts';
import { accessToken, BOARD_URL, newAccount, signUp } from './support/accounts.ts';
import { listBoards, listTasks } from './support/api.ts';
import { boardIdFromUrl, quadrant, taskCard } from './support/board.ts';
import { templateGuide, templateStrings, waitForHydration } from './support/public-pages.ts';
import { applyTemplate } from '../src/shared/contracts/templates.ts';

test.describe.configure({ mode: 'parallel' });

/** The board the template made: named after the persona, every starter task in its quadrant. */
async function expectTemplateBoard(page: Page, lng: Language): Promise<string> {
  const guide = templateGuide(lng);
  await expect(page).toHaveURL(/\/app\/board\/[0-9a-f-]{36}\/matrix([?#]|$)/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: `Board: ${guide.persona}`, exact: true })).toBeVisible();
  for (const task of guide.starterTasks)
    await expect(taskCard(quadrant(page, task.quadrant), task.title)).toBeVisible();
  return boardIdFromUrl(page.url());
}

test('signed in: "Use this template" opens a new board with the starter tasks', async ({ page, request }) => {
  await signUp(page, newAccount('Noor'));
  // Arriving from outside (a search result, a shared link): a full page load of the guide.
  await page.goto('/templates/nurses');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  const useTemplate = page.getByRole('button', { name: 'Use this template', exact: true }).first();
  const applied = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/templates/nurses/apply',
  );
  await useTemplate.click();
  const response = await applied;
  const sentToken = (await response.request().allHeaders())['authorization'] !== undefined;
  expect(
    response.status(),
    `POST /api/templates/nurses/apply from the signed-in guide page (Authorization header sent: ${sentToken})`,
  ).toBe(applyTemplate.status);
  const boardId = await expectTemplateBoard(page, 'en');

  // The server's own copy: one new board with exactly the template's tasks.
  const caller = { request, token: await accessToken(page) };
  const boards = await listBoards(caller);
  expect(boards.filter((b) => b.name === 'Nurses').map((b) => b.id)).toEqual([boardId]);
  const tasks = await listTasks(caller, boardId);
  const guide = templateGuide('en');
  expect(tasks.map((t) => [t.title, t.quadrant]).sort()).toEqual(
    guide.starterTasks.map((t) => [t.title, t.quadrant]).sort(),
  );
});

test('signed out: the button leads to sign-in, and after creating an account the board is there', async ({
  page,
  request,
}) => {
  const account = newAccount('Ines');
  await page.goto('/fr/templates/nurses');
  await waitForHydration(page);
  // Signed out it is a plain link to sign-in, in the page's language.
  const useTemplate = page.getByRole('link', { name: templateStrings('fr').guide.useTemplate, exact: true });
  await expect(useTemplate.first()).toHaveAttribute('href', '/auth/login?template=nurses');
  await useTemplate.first().click();
  await expect(page).toHaveURL(/\/auth\/login\?template=nurses$/);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/realms\/[^/]+\//);
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(BOARD_URL, { timeout: 20_000 });
  const boardId = await expectTemplateBoard(page, 'fr');
  const caller = { request, token: await accessToken(page) };
  const boards = await listBoards(caller);
  expect(boards.filter((b) => b.id === boardId)).toHaveLength(1);
  const tasks = await listTasks(caller, boardId);
  expect(tasks.map((t) => [t.title, t.quadrant]).sort()).toEqual(
    templateGuide('fr')
      .starterTasks.map((t) => [t.title, t.quadrant])
      .sort(),
  );
});
