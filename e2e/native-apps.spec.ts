/**
 * The iOS and Android apps' web side on Capacitor's real bridge (support/native-shell.ts plays the
 * native side): signing in through the in-app browser and the quadrant://callback deep link, a
 * cancelled sign-in, the session kept in the phone's Preferences and restored at start, the token
 * refreshed through the native HTTP layer when the app comes back to the foreground, the apps'
 * login screens (Apple on iOS only), and the Android subscription page read-only.
 */
import { expect, test, type Page } from '@playwright/test';
import { BOARD_URL, newAccount, type Account } from './support/accounts.ts';
import { NativeShell, catchAppRedirect, type NativePlatform } from './support/native-shell.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function openApp(page: Page, platform: NativePlatform): Promise<NativeShell> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const shell = new NativeShell(page, platform, browser);
  await shell.install();
  return shell;
}

/** The in-app browser: the provider's create-account form, then back to the app by its scheme. */
function createAccountInBrowser(shell: NativeShell, account: Account): void {
  shell.onBrowserOpen = async (url, inApp) => {
    const redirect = await catchAppRedirect(inApp);
    await inApp.goto(url.href);
    await inApp.getByLabel('Name', { exact: true }).fill(account.name);
    await inApp.getByLabel('Email', { exact: true }).fill(account.email);
    await inApp.getByLabel('Password', { exact: true }).fill(account.password);
    await inApp.getByRole('button', { name: 'Create account' }).click();
    // The operating system hands the custom-scheme link to the app.
    await shell.emit('App', 'appUrlOpen', { url: await redirect.link });
  };
}

async function signUpInApp(page: Page, shell: NativeShell, account: Account): Promise<void> {
  createAccountInBrowser(shell, account);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(BOARD_URL, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: '1 Do First', exact: true })).toBeVisible();
}

test('Android: sign in through the in-app browser and the quadrant://callback deep link', async ({
  page,
}) => {
  const shell = await openApp(page, 'android');
  await signUpInApp(page, shell, newAccount('Andy'));

  const [authorize] = shell.opened;
  expect(authorize?.searchParams.get('client_id')).toBe('quadrant-mobile');
  expect(authorize?.searchParams.get('redirect_uri')).toBe('quadrant://callback');
  expect(authorize?.searchParams.get('scope')).toBe('openid profile email offline_access');
  expect(authorize?.searchParams.get('code_challenge_method')).toBe('S256');
  // The code went through the native HTTP layer, as the native client.
  const exchange = shell.http.find((h) => h.form.get('grant_type') === 'authorization_code');
  expect(exchange?.form.get('client_id')).toBe('quadrant-mobile');
  expect(exchange?.form.get('redirect_uri')).toBe('quadrant://callback');
  expect(exchange?.status).toBe(200);
  // Done: the browser closed, the flag set, the session in the phone's storage too.
  expect(shell.browserOpen).toBe(false);
  expect(shell.count('Browser', 'close')).toBeGreaterThan(0);
  expect(await page.evaluate(() => sessionStorage.getItem('capacitor_auth_complete'))).toBe('true');
  await expect
    .poll(() => shell.prefs.get('authToken'))
    .toBe(await page.evaluate(() => localStorage.getItem('authToken')));
  expect(JSON.parse(shell.prefs.get('user') ?? '{}')).toMatchObject({ email: expect.stringContaining('@') });
});

test('Android: the phone keeps the session, restores it at start, and refreshes through the native HTTP layer in the foreground', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  const shell = await openApp(page, 'android');
  await signUpInApp(page, shell, newAccount('Rita'));
  await expect.poll(() => shell.prefs.get('user')).toBeDefined();
  const signedIn = await page.evaluate(() => localStorage.getItem('authToken'));

  // Back from the background with the 5-minute token near its end: refreshed, natively.
  await page.clock.setSystemTime(Date.now() + 4 * 60_000);
  const refreshes = () => shell.http.filter((h) => h.form.get('grant_type') === 'refresh_token');
  expect(refreshes()).toHaveLength(0);
  await shell.emit('App', 'appStateChange', { isActive: true });
  await expect.poll(() => refreshes().length).toBe(1);
  expect(refreshes()[0]).toMatchObject({ status: 200 });
  expect(refreshes()[0]?.form.get('client_id')).toBe('quadrant-mobile');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).not.toBe(signedIn);
  await expect
    .poll(() => shell.prefs.get('authToken'))
    .toBe(await page.evaluate(() => localStorage.getItem('authToken')));

  // The app started afresh (its web view's storage gone): the phone's copy signs the person in.
  const fresh = await (await browser.newContext()).newPage();
  const restarted = await openApp(fresh, 'android');
  for (const [key, value] of shell.prefs) restarted.prefs.set(key, value);
  await fresh.goto('/');
  await expect(fresh).toHaveURL(BOARD_URL);
  await expect(fresh.getByRole('region', { name: '1 Do First', exact: true })).toBeVisible();
  expect(restarted.opened).toHaveLength(0);

  // A stored user that cannot be read clears every stored sign-in key.
  const broken = await (await browser.newContext()).newPage();
  const damaged = await openApp(broken, 'android');
  for (const [key, value] of shell.prefs) damaged.prefs.set(key, value);
  damaged.prefs.set('user', '{"id": 42');
  await broken.goto('/');
  await expect(broken).toHaveURL(/\/auth\/login$/);
  const authKeys = ['authToken', 'refreshToken', 'idToken', 'user'];
  await expect.poll(() => [...damaged.prefs.keys()].filter((k) => authKeys.includes(k))).toEqual([]);
  await expect(broken.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  expect(await broken.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

/** The server's sign-in settings with every social provider brokered (this test server has none). */
async function offerAllProviders(page: Page): Promise<void> {
  await page.route('**/api/client-config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...config, identityProviders: ['google', 'microsoft', 'apple'] },
    });
  });
}

async function buttonNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Sign-in options' }).getByRole('button').allTextContents();
}

test("the apps' login screens: Apple on iOS only, and a sign-in cancelled in the in-app browser", async ({
  page,
  browser,
}) => {
  const ios = await openApp(page, 'ios');
  await offerAllProviders(page);
  ios.onBrowserOpen = () => ios.closeBrowser(); // The person closes the in-app browser.
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Continue with Apple' })).toBeVisible();
  expect(await buttonNames(page)).toEqual([
    'Continue with Google',
    'Continue with Apple',
    'Continue with Microsoft',
    'Continue with email',
  ]);
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /terms/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /privacy/i })).toBeVisible();

  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  await expect.poll(() => ios.opened.length).toBe(1);
  expect(ios.opened[0]?.searchParams.get('kc_idp_hint')).toBe('apple');
  expect(ios.opened[0]?.searchParams.get('scope')).toBe('openid profile email offline_access');
  // No token 500 ms after the browser closed: cancelled, the buttons work again, nothing stored.
  await expect(page.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect.poll(() => ios.opened[1]?.searchParams.get('kc_idp_hint')).toBe('google');

  const androidPage = await (await browser.newContext()).newPage();
  await openApp(androidPage, 'android');
  await offerAllProviders(androidPage);
  await androidPage.goto('/auth/login');
  await expect(androidPage.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  expect(await buttonNames(androidPage)).toEqual([
    'Continue with Google',
    'Continue with Microsoft',
    'Continue with email',
  ]);
});
