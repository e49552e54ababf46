/**
 * Changing the password signs out every session (issue 12): this device goes through the sign-out
 * and the login page says why; another device with the board open is signed out at once by the
 * sync socket, with the same message; the new password then signs in. axe on the login page with
 * the message, in dark at phone size.
 */
import { expect, test } from '@playwright/test';
import { newAccount, newDevice, signIn, signUp } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

const MESSAGE =
  'Your password was changed, so every device was signed out, this one too. Sign in with your new password.';

test('a changed password signs out this device and the others, saying why', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = newAccount('Pass');
  await signUp(page, account);
  const otherContext = await newDevice(browser, baseURL);
  const other = await otherContext.newPage();
  await signIn(other, account);

  await page.goto('/app/profile');
  const section = page.getByRole('region', { name: 'Password' });
  await expect(section.getByText(/Changing it signs you out everywhere, here too/)).toBeVisible();
  await section.getByLabel('Current password').fill(account.password);
  await section.getByLabel('New password').fill(`${account.password}-new`);
  await section.getByRole('button', { name: 'Change password' }).click();

  for (const device of [page, other]) {
    await expect(device).toHaveURL(/\/auth\/login(\?|#|$)/, { timeout: 20_000 });
    await expect(device.getByText(MESSAGE)).toBeVisible();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await otherContext.close();

  await signIn(page, { ...account, password: `${account.password}-new` });
});
