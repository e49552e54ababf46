/**
 * Signing in from the iOS and Android apps (spec §4, §7): the identity provider's page opens in
 * the in-app browser (Capacitor Browser: SFSafariViewController, Chrome Custom Tabs) as the native
 * client, with `openid profile email offline_access` and the `kc_idp_hint`; it returns through the
 * app's scheme (`quadrant://callback`), which the app turns into its callback page. Rules:
 * - the PKCE attempt is the web's (pending-sign-in.ts), so state, nonce and the one-hour expiry
 *   hold as on the web; the code is exchanged as the native client, through the native HTTP layer;
 * - on success: `capacitor_auth_complete` is set, the browser closed, and the app goes to the board;
 * - the browser closed with no `authToken` stored 500 ms later is a cancelled sign-in: the caller
 *   is told, so its button stops spinning;
 * - a native sign-in never makes an administrator in the app (spec §3).
 */
import { Browser } from '@capacitor/browser';
import { CAPACITOR_AUTH_COMPLETE_KEY } from '../../../../shared/mobile-app.ts';
import { completeSignIn, signInUrl, type CallbackResult, type StartSignInOptions } from '../sign-in.ts';
import { MIRROR_KEYS } from '../storage-keys.ts';
import { CANCEL_CHECK_MS } from './native-callback.ts';

function hasStoredToken(): boolean {
  try {
    return window.localStorage.getItem(MIRROR_KEYS.accessToken) !== null;
  } catch {
    return false;
  }
}

/**
 * Open the provider in the in-app browser. Resolves `cancelled` when the person closes it without
 * signing in; a sign-in that succeeds leaves this page (the callback page takes over) instead.
 */
export async function startNativeSignIn(opts: StartSignInOptions): Promise<'cancelled'> {
  const url = await signInUrl(opts);
  return new Promise<'cancelled'>((resolve, reject) => {
    let handle: { remove: () => Promise<void> } | undefined;
    const finished = Browser.addListener('browserFinished', () => {
      setTimeout(() => {
        if (hasStoredToken()) return;
        void handle?.remove();
        resolve('cancelled');
      }, CANCEL_CHECK_MS);
    });
    void finished.then((h) => {
      handle = h;
    });
    finished
      .then(() => Browser.open({ url: url.href }))
      .catch((err: unknown) => {
        void handle?.remove();
        reject(err instanceof Error ? err : new Error('The in-app browser could not be opened'));
      });
  });
}

/** Finish the sign-in the callback page was opened with; closes the in-app browser either way. */
export async function completeNativeSignIn(callbackUrl: URL): Promise<CallbackResult> {
  const result = await completeSignIn(callbackUrl);
  if (result.kind === 'signed-in') window.sessionStorage.setItem(CAPACITOR_AUTH_COMPLETE_KEY, 'true');
  await Browser.close().catch(() => undefined);
  return result;
}

/**
 * After a restore (spec §4): a sign-in that completed while the app was away closes the browser
 * and goes to the board. Answers whether it did.
 */
export async function finishCompletedSignIn(signedIn: boolean): Promise<boolean> {
  if (window.sessionStorage.getItem(CAPACITOR_AUTH_COMPLETE_KEY) === null) return false;
  window.sessionStorage.removeItem(CAPACITOR_AUTH_COMPLETE_KEY);
  if (!signedIn) return false;
  await Browser.close().catch(() => undefined);
  return true;
}
