/**
 * Issue #8, stored XSS: a corpus of script-injection payloads goes through every stored text
 * field that the web renders, then the pages that show them are opened in Chromium. Nothing may
 * run (no flag set, no dialog, no CSP violation), and each payload shows as the literal text.
 * Adding a field is one line in FIELDS: how to store a payload, and the page that renders it.
 */
import { expect, test, type Page } from '@playwright/test';
import { BoardSchema, POOL_BOARD_ID } from '../src/shared/contracts/boards.ts';
import { accessToken, newAccount, signUp } from './support/accounts.ts';
import { createTask, json, send, type Caller } from './support/api.ts';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Each payload, if it ever runs, sets window.__xss (or opens a dialog). Short enough for every field. */
const CORPUS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '"><svg onload=window.__xss=3>',
  "'><iframe srcdoc='<script>parent.__xss=4</script>'>",
  '<a href="javascript:window.__xss=5">link</a>',
  'javascript:window.__xss=6',
  '{{constructor.constructor("window.__xss=7")()}}',
  '<details open ontoggle=window.__xss=8>',
  '</title><script>alert(9)</script>',
  '<math><style><img src=x onerror=alert(10)>',
];

interface Field {
  name: string;
  /** Stores the payload; returns the app path that renders it. */
  store: (ctx: { page: Page; caller: Caller }, payload: string) => Promise<string>;
}

/** Every stored text field the web renders. A new field: one more line. */
const FIELDS: Field[] = [
  {
    name: 'task title',
    store: async ({ caller }, p) => (
      await createTask(caller, { title: p, quadrant: 1, boardId: POOL_BOARD_ID }),
      '/app'
    ),
  },
  {
    name: 'board name',
    store: async ({ caller }, p) => `/app/board/${await renamedBoard(caller, p)}/matrix`,
  },
];

/** One board renamed to each payload (the plan allows few boards). */
let boardId: string | undefined;
async function renamedBoard(caller: Caller, name: string): Promise<string> {
  if (!boardId) boardId = (await json(await send(caller, 'POST', '/api/boards', { name }), BoardSchema)).id;
  else await json(await send(caller, 'PATCH', `/api/boards/${boardId}`, { name }), BoardSchema);
  return boardId;
}

/** Opens a page and reports whether anything injected ran there. */
async function watch(page: Page, path: string): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (d) => {
    ran.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) ran.push(`csp: ${m.text()}`);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const flag = await page.evaluate(() => window.__xss);
  if (flag !== undefined) ran.push(`window.__xss=${flag}`);
  return ran;
}

test('no stored text field runs script when rendered', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, newAccount('Xss'));
  const caller: Caller = { request: page.request, token: await accessToken(page) };
  let tries = 0;
  for (const field of FIELDS)
    for (const payload of CORPUS) {
      await test.step(`${field.name}: ${payload}`, async () => {
        const path = await field.store({ page, caller }, payload);
        expect(await watch(page, path)).toEqual([]);
        await expect(page.getByText(payload, { exact: true }).first()).toBeAttached();
        tries++;
      });
    }
  expect(tries).toBe(FIELDS.length * CORPUS.length);
});

test('a sign-up name runs no script in the account menu', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  for (const payload of CORPUS.slice(0, 4)) {
    const context = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'UTC' });
    const page = await context.newPage();
    await signUp(page, { ...newAccount('Name'), name: payload });
    const ran = await watch(page, '/app');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText(payload, { exact: true }).first()).toBeVisible();
    ran.push(
      ...(await page.evaluate(() => (window.__xss === undefined ? [] : [`window.__xss=${window.__xss}`]))),
    );
    expect(ran).toEqual([]);
    await context.close();
  }
});

/**
 * What a task holds is rendered in its sheet: the description as rich text (sanitized on the
 * server, then parsed by the editor's schema, so a payload loses its markup rather than showing
 * literally), checklist items as editable text, files by their sanitized names. None may run.
 */
test('a task sheet runs no script from a description, a checklist item or a file name', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, newAccount('Sheet'));
  const caller: Caller = { request: page.request, token: await accessToken(page) };
  const task = await createTask(caller, { title: 'Holds payloads', quadrant: 1, boardId: POOL_BOARD_ID });
  const description = CORPUS.map((p) => `<p>${p}</p>`).join('') + CORPUS.join('');
  expect((await send(caller, 'PATCH', `/api/tasks/${task.id}`, { description })).status()).toBe(200);
  for (const text of CORPUS)
    expect((await send(caller, 'POST', `/api/tasks/${task.id}/checklist`, { text })).status()).toBe(201);
  // Free allows one file per task: its name carries several payloads at once.
  const upload = await page.request.post(
    `/api/tasks/${task.id}/attachments?name=${encodeURIComponent(CORPUS.slice(0, 4).join(''))}`,
    { headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'text/html' }, data: CORPUS[0] },
  );
  expect(upload.status()).toBe(201);
  const ran = await watch(page, `/app/board/${POOL_BOARD_ID}/matrix?task=${task.id}`);
  await expect(page.getByRole('dialog', { name: 'Task: Holds payloads' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Item text' })).toHaveCount(CORPUS.length);
  ran.push(
    ...(await page.evaluate(() => (window.__xss === undefined ? [] : [`window.__xss=${window.__xss}`]))),
  );
  expect(ran).toEqual([]);
});
