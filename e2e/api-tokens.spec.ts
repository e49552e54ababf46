/**
 * Issue 36, personal API tokens: a person makes a token in Settings, copies its secret (shown
 * once), uses it from the real `curl` for a read and a write (the write shows on their board),
 * sees its last use, revokes it, and the next call with it is refused. The section passes axe,
 * in dark mode too, and fits a 390 px phone.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

const run = promisify(execFile);

/** `curl` as a person types it; the status code comes back on the last line. */
async function curl(args: string[]): Promise<{ status: number; body: string }> {
  const { stdout } = await run('curl', ['-sS', '-w', '\n%{http_code}', ...args]);
  const lines = stdout.split('\n');
  const status = Number(lines.pop());
  return { status, body: lines.join('\n') };
}

function section(page: Page) {
  return page.getByRole('region', { name: 'Personal API tokens' });
}

async function makeToken(page: Page, name: string, access: RegExp): Promise<string> {
  const tokens = section(page);
  await tokens.getByRole('textbox', { name: 'Name' }).fill(name);
  await tokens.getByRole('radio', { name: access }).check();
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const secret = tokens.getByRole('textbox', { name: 'Your new token' });
  await expect(secret).toHaveValue(/^qdt_[A-Za-z0-9_-]{43}$/);
  return secret.inputValue();
}

test('a token made in settings works from curl until it is revoked', async ({ page, context, baseURL }) => {
  await signUp(page, newAccount('Tok'));
  await page.goto('/app/profile');
  await expect(section(page)).toBeVisible();
  await expect(section(page).getByText('You have no tokens yet.')).toBeVisible();

  const secret = await makeToken(page, 'curl', /Read and write/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await section(page).getByRole('button', { name: 'Copy' }).click();
  await expect(section(page).getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectNoAxeViolations(page);

  const auth = ['-H', `Authorization: Bearer ${secret}`];
  const read = await curl([...auth, `${baseURL}/api/boards`]);
  expect(read.status).toBe(200);
  expect(Array.isArray(JSON.parse(read.body))).toBe(true);
  const write = await curl([
    ...auth,
    '-X',
    'POST',
    '-H',
    'Content-Type: application/json',
    '-d',
    JSON.stringify({ title: 'Sent from curl', quadrant: 1 }),
    `${baseURL}/api/tasks`,
  ]);
  expect(write.status).toBe(201);
  expect(JSON.parse(write.body)).toMatchObject({ title: 'Sent from curl', quadrant: 1 });

  // The secret is not shown again; the list says when the token was last used.
  await page.reload();
  const tokens = section(page);
  await expect(tokens.getByRole('textbox', { name: 'Your new token' })).toHaveCount(0);
  const list = tokens.getByRole('list', { name: 'Your tokens' });
  await expect(list.getByText('curl', { exact: true })).toBeVisible();
  await expect(list.getByText(/Last used/)).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  await page.goto('/app');
  await expect(page.getByText('Sent from curl')).toBeVisible();

  await page.goto('/app/profile');
  await section(page).getByRole('button', { name: 'Revoke curl' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke “curl”?' })
    .getByRole('button', { name: 'Revoke token' })
    .click();
  await expect(section(page).getByText('Token revoked.')).toBeVisible();
  await expect(section(page).getByText('You have no tokens yet.')).toBeVisible();

  const refused = await curl([...auth, `${baseURL}/api/boards`]);
  expect(refused.status).toBe(401);
  expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
});

test.describe('on a phone, in dark mode', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test('the section fits, shows a read-only token, and passes axe', async ({ page }) => {
    await signUp(page, newAccount('Dark'));
    await page.goto('/app/profile');
    await makeToken(page, 'Phone script with a rather long name', /Read only/);
    await expectNoAxeViolations(page);
    await section(page).getByRole('button', { name: 'Done' }).click();
    const list = section(page).getByRole('list', { name: 'Your tokens' });
    await expect(list.getByText('Read only')).toBeVisible();
    await expect(list.getByText('Never used')).toBeVisible();
    await section(page).scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expectNoAxeViolations(page);
  });
});
