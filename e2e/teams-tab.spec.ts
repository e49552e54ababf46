/**
 * The Teams and Outlook tab (issue 31, ADR 0050) in Chromium: the real @microsoft/teams-js in the
 * tab and in the sign-in popup, against a host page that speaks the SDK's postMessage protocol
 * (support/teams-host.html), served over https on the app's own origin (support/teams-world.ts).
 * The tab loads framed in the host, signs in through Teams' popup and lands on the board inside
 * its frame; a popup that ends without a sign-in is named and the buttons work again; the
 * subscription page inside the tab offers no purchase and names the website. The SDK's origin
 * list (res.cdn.office.net) is answered here. Which hosts may frame the tab is the server's header
 * test (src/server/http/framing.test.ts): a host on our own origin cannot see it.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { BOARD_URL, newAccount, type Account } from './support/accounts.ts';
import { HOST_PAGE_PATH, startTeamsWorld, type TeamsWorld } from './support/teams-world.ts';

test.use({ ignoreHTTPSErrors: true, viewport: { width: 1200, height: 800 } });

let world: TeamsWorld;
test.beforeAll(async () => {
  world = await startTeamsWorld();
});
test.afterAll(async () => {
  await world.close();
});

interface HostCall {
  from: 'tab' | 'popup';
  func: string;
  args: unknown[];
}

/** The host page, with the SDK's origin list answered (it asks Microsoft's CDN at load). */
async function openHost(page: Page, host = 'Teams'): Promise<FrameLocator> {
  await page
    .context()
    .route('https://res.cdn.office.net/**', (route) =>
      route.fulfill({ json: { validOrigins: ['teams.microsoft.com', '*.teams.microsoft.com'] } }),
    );
  await page.goto(`${world.origin}${HOST_PAGE_PATH}?host=${host}`);
  return page.frameLocator('#tab');
}

function tabUrl(page: Page): string {
  const frame = page.frames().find((f) => f.parentFrame() === page.mainFrame());
  return frame?.url() ?? '';
}

function hostCalls(page: Page): Promise<HostCall[]> {
  return page.evaluate(() => (window as unknown as { __teamsHost: { calls: HostCall[] } }).__teamsHost.calls);
}

/** "Create an account" in the tab → Teams' popup → the provider's form → back in the tab, signed in. */
async function signUpThroughPopup(page: Page, tab: FrameLocator, account: Account): Promise<void> {
  const popupOpens = page.waitForEvent('popup');
  await tab.getByRole('link', { name: 'Create an account' }).click();
  const popup = await popupOpens;
  await expect(popup.getByRole('button', { name: 'Create account' })).toBeVisible();
  await popup.getByLabel('Name', { exact: true }).fill(account.name);
  await popup.getByLabel('Email', { exact: true }).fill(account.email);
  await popup.getByLabel('Password', { exact: true }).fill(account.password);
  const closes = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Create account' }).click();
  // The callback page hands the answer to Teams, and the SDK closes the popup.
  await closes;
  await expect(tab.getByRole('region', { name: '1 Do First', exact: true })).toBeVisible({ timeout: 20_000 });
}

test("the tab loads framed in the host, signs in through Teams' popup and lands on the board in its frame", async ({
  page,
}) => {
  const hostUrl = `${world.origin}${HOST_PAGE_PATH}?host=Teams`;
  const tab = await openHost(page);
  await expect(tab.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  // /teams.html → /app?isTeams=true → the login page opened from Teams, which says so.
  expect(tabUrl(page)).toBe(`${world.origin}/auth/login?isTeams=true`);

  await signUpThroughPopup(page, tab, newAccount('Tabby'));
  expect(page.url()).toBe(hostUrl);
  expect(tabUrl(page)).toMatch(BOARD_URL);

  const calls = await hostCalls(page);
  expect(calls.filter((c) => c.func === 'initialize').map((c) => c.from)).toEqual(['tab', 'popup']);
  // The popup was given the attempt's public half only: no verifier, no address to go to.
  const opened = calls.find((c) => c.func === 'authentication.authenticate');
  const start = new URL(String(opened?.args[0]));
  expect(`${start.origin}${start.pathname}`).toBe(`${world.origin}/auth/teams-start`);
  expect([...start.searchParams.keys()].sort()).toEqual([
    'code_challenge',
    'nonce',
    'register',
    'state',
    'ui_locales',
  ]);
  // What came back through Teams is the authorization response, never a token.
  const success = calls.find((c) => c.func === 'authentication.authenticate.success');
  const relayed = new URLSearchParams(String(success?.args[0]));
  expect([...relayed.keys()].sort()).toEqual(['code', 'iss', 'state']);
  expect(relayed.get('state')).toBe(start.searchParams.get('state'));
  expect(JSON.stringify(calls)).not.toMatch(/eyJ|access_token|refresh_token|code_verifier/);
});

test('a popup that ends without a sign-in says so, and the buttons work again', async ({ page }) => {
  const tab = await openHost(page);
  const email = tab.getByRole('button', { name: 'Continue with email' });

  // Closed by the person: Teams answers CancelledByUser.
  let popupOpens = page.waitForEvent('popup');
  await email.click();
  let popup = await popupOpens;
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await popup.close();
  const alert = tab.getByRole('alert');
  await expect(alert).toHaveText("Sign-in was canceled. You can try again whenever you're ready.");
  await expect(email).toBeEnabled();

  // Refused at the provider: our callback page tells Teams through notifyFailure.
  popupOpens = page.waitForEvent('popup');
  await email.click();
  popup = await popupOpens;
  await expect(popup).toHaveURL(/\/realms\/quadrant\//);
  const opened = (await hostCalls(page)).filter((c) => c.func === 'authentication.authenticate').at(-1);
  const state = new URL(String(opened?.args[0])).searchParams.get('state');
  const closes = popup.waitForEvent('close');
  await popup.goto(`${world.origin}/auth/teams-callback?error=access_denied&state=${state}`);
  await closes;
  await expect(alert).toHaveText("Sign-in was canceled. You can try again whenever you're ready.");
  await expect(email).toBeEnabled();
  const failures = (await hostCalls(page)).filter((c) => c.func === 'authentication.authenticate.failure');
  expect(failures.map((c) => c.args)).toEqual([['cancelled']]);
});

test('inside Outlook the subscription page offers no purchase and names the website', async ({ page }) => {
  const tab = await openHost(page, 'Outlook');
  await signUpThroughPopup(page, tab, newAccount('Olive'));
  await tab.getByRole('button', { name: 'Account menu' }).click();
  await tab.getByRole('menuitem', { name: 'Plan and billing' }).click();
  await expect(tab.getByRole('heading', { name: 'Not available on this platform' })).toBeVisible();
  await expect(
    tab.getByText(
      "Plans can't be bought inside Outlook. Visit the Quadrant website to upgrade or change your plan.",
    ),
  ).toBeVisible();
  await expect(tab.getByRole('link', { name: /Visit the website/ })).toHaveAttribute(
    'href',
    `${world.origin}/app/subscription`,
  );
  await expect(tab.getByRole('button', { name: /free trial/i })).toHaveCount(0);
  // Still the tab, inside the host.
  expect(tabUrl(page)).toBe(`${world.origin}/app/subscription`);
});
