/**
 * The desktop app, for real, in a desktop window (issue 31): the test shell (desktop/test-shell/,
 * WebKitGTK, the engine Tauri uses on Linux) opens this server's web app under Xvfb and gives it
 * Tauri's `invoke` bridge. The desktop login screen asks the shell to sign in; the shell opens the
 * "system browser" through xdg-open; the browser signs in on the identity provider, which returns
 * to /auth/desktop-callback, whose page opens the app's custom scheme; xdg-open hands that link
 * to a second shell instance, which passes it over D-Bus to the running window; the window
 * finishes signing in and shows the board. A screenshot of the screen is kept in the test output.
 * Needs Debian's `gjs gir1.2-webkit2-4.1 xvfb xauth dbus imagemagick xdg-utils` (.ci/run installs
 * them): without them this test fails and says so.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { desktopSchemeForHost } from '../src/shared/contracts/desktop.ts';
import { BOARD_URL, newAccount, signUp } from './support/accounts.ts';
import {
  DESKTOP_PACKAGES,
  missingDesktopTools,
  startDesktopSession,
  type DesktopSession,
  type ShellEvent,
} from './support/desktop-shell.ts';

const shellSaw =
  (event: string, match: (e: ShellEvent) => boolean = () => true) =>
  (e: ShellEvent) =>
    e.source === 'shell' && e.event === event && match(e);

const uriMatching = (pattern: RegExp) => shellSaw('uri', (e) => pattern.test(String(e.uri)));

/** The visible texts of the window's buttons and links. */
function controls(app: DesktopSession): Promise<unknown> {
  return app.evaluate(`[...document.querySelectorAll('button, a')].map((el) => el.textContent.trim())`);
}

test('the desktop app signs in through the system browser and its custom scheme', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const missing = missingDesktopTools();
  if (missing.length > 0)
    throw new Error(
      `The desktop window test needs ${missing.join(', ')}. Install: apt-get install -y ${DESKTOP_PACKAGES}`,
    );
  const account = newAccount('Desk');
  await signUp(page, account);

  const origin = new URL(baseURL ?? '').origin;
  const scheme = desktopSchemeForHost(new URL(origin).hostname);
  const app = startDesktopSession({ publicUrl: origin, scheme, account });
  try {
    await app.waitFor('the shell', shellSaw('ready'));
    await app.waitFor('the login page in the window', uriMatching(/\/auth\/login/));
    // Spec §2, desktop login screen: e-mail (this server brokers no social provider, so no Google,
    // Microsoft or Apple button: the unit tests cover those), and no create-account link.
    await expect.poll(() => controls(app), { timeout: 20_000 }).toContain('Continue with email');
    expect(await controls(app)).not.toContain('Create an account');

    await app.evaluate(
      `[...document.querySelectorAll('button')].find((b) => b.textContent.includes('Continue with email')).click()`,
    );
    const invoked = await app.waitFor(
      'initiate_oauth_login',
      shellSaw('invoke', (e) => e.cmd === 'initiate_oauth_login'),
    );
    expect(invoked.args).toEqual({ idpHint: null });
    const opened = new URL(String((await app.waitFor('the browser opened', shellSaw('open-browser'))).url));
    expect(Object.fromEntries(opened.searchParams)).toMatchObject({
      redirect_uri: `${origin}/auth/desktop-callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid profile email offline_access',
      prompt: 'login',
    });

    // The system browser: the provider's form, then /auth/desktop-callback opening the app.
    const form = await app.waitFor(
      'the sign-in form',
      (e) => e.source === 'browser' && e.event === 'sign-in-form',
    );
    expect(form.filled).toBe(true);
    const handed = await app.waitFor(
      'the app link',
      (e) => e.source === 'browser' && e.event === 'external-scheme',
    );
    const link = String(handed.uri);
    expect(link).toMatch(new RegExp(`^${scheme}://auth/desktop-callback\\?.*code=.+&?`));
    expect(handed.page).toEqual({
      heading: 'Authentication Successful!',
      status: 'Redirecting back to Quadrant...',
      fallback: [link],
    });

    // xdg-open → a second instance → D-Bus → the running window.
    expect((await app.waitFor('the link in the running window', shellSaw('deep-link'))).link).toBe(link);
    expect((await app.waitFor('the exchange', shellSaw('outcome'))).outcome).toBe('signed-in');
    await app.waitFor(
      'get_valid_token',
      shellSaw('invoke', (e) => e.cmd === 'get_valid_token'),
    );
    await app.waitFor('the board', uriMatching(BOARD_URL));
    await expect
      .poll(() => app.evaluate(`document.body.innerText.includes('Do First')`), { timeout: 20_000 })
      .toBe(true);
    const session = await app.evaluate(`JSON.parse(localStorage.getItem('auth-storage')).state`);
    expect(session).toMatchObject({
      isAuthenticated: true,
      user: { email: account.email, isAdmin: false },
      tokens: { refreshToken: null },
    });

    const shot = testInfo.outputPath('desktop-app.png');
    await app.screenshot(shot);
    expect(fs.readFileSync(shot).subarray(1, 4).toString()).toBe('PNG');
    await testInfo.attach('desktop-app', { path: shot, contentType: 'image/png' });

    // Signing out in the window has the shell forget its tokens.
    const after = { after: app.mark() };
    await app.evaluate(`location.assign('/auth/logout')`);
    await app.waitFor(
      'clear_stored_tokens',
      shellSaw('invoke', (e) => e.cmd === 'clear_stored_tokens'),
      after,
    );
    await app.waitFor('the login page after signing out', uriMatching(/\/auth\/login/), after);
    await expect
      .poll(() => app.evaluate(`document.body.innerText.includes("You've been successfully signed out")`))
      .toBe(true);
  } finally {
    await app.close();
  }
});
