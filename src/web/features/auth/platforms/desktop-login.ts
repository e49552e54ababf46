/**
 * The desktop app's login buttons (spec §2 "Login screens": e-mail, Google, Microsoft, Apple):
 * each asks the shell to open the system browser on the identity provider. The sign-in comes back
 * as a navigation of this window (/auth/desktop-callback), so all a button waits for is the person
 * coming back to the window (its next focus, or a click in it): if they abandoned the browser, the
 * buttons can be used again. The shell's commands load only here, inside the desktop app.
 */
import type { IdentityProvider } from '../oidc-client.ts';

function backAtWindow(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('focus', done);
      document.removeEventListener('pointerdown', done, true);
      resolve();
    };
    window.addEventListener('focus', done);
    document.addEventListener('pointerdown', done, true);
  });
}

/** Open the system browser on the provider; resolves once the person is back at the window. */
export async function signInFromDesktop(idpHint: IdentityProvider | null): Promise<void> {
  const { startDesktopSignIn } = await import('./desktop-commands.ts');
  await startDesktopSignIn(idpHint);
  await backAtWindow();
}
