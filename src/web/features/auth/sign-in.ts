/**
 * Sign-in: leave for the identity provider with a fresh PKCE attempt, and finish it on /callback.
 * The callback accepts only the attempt this tab started: no stored verifier means a stale or
 * foreign callback, which is ignored; a wrong state is refused; a wrong nonce clears everything.
 * Inside Teams the direct path is refused ('Teams requires popup authentication').
 */
import { clientPlatform } from '../../lib/client-platform.ts';
import { i18n } from '../../lib/i18n.ts';
import {
  buildAuthorizationUrl,
  exchangeCode,
  loadOidc,
  SignInError,
  type IdentityProvider,
  type SignInFailure,
} from './oidc-client.ts';
import {
  clearPendingSignIn,
  createPendingSignIn,
  readPendingSignIn,
  takeReturnPath,
} from './pending-sign-in.ts';
import { clearStoredSession, storeSignIn } from './session-store.ts';
import { initSession, whilePageLeaves } from './session.ts';

export interface StartSignInOptions {
  idpHint?: IdentityProvider | undefined;
  register?: boolean | undefined;
  /**
   * Ask for the provider's form even when it has a session. On the web every sign-in but an
   * account creation does, whatever this says (ADR 0054); the apps' shells follow it.
   */
  forceLogin?: boolean | undefined;
}

/** The provider's page for this attempt (the caller navigates there). */
export async function signInUrl(opts: StartSignInOptions = {}): Promise<URL> {
  const oidc = await loadOidc();
  const pending = createPendingSignIn();
  return buildAuthorizationUrl(oidc, pending, { ...opts, uiLocales: i18n.language });
}

/** A shell's own way to the identity provider (the iOS and Android apps' in-app browser). */
export type ShellSignIn = (opts: StartSignInOptions) => Promise<'cancelled'>;
let shellSignIn: ShellSignIn | null = null;

export function setShellSignIn(start: ShellSignIn): void {
  shellSignIn = start;
}

/**
 * Go to the identity provider. Rejects (with nothing changed) when it cannot be reached. Resolves
 * `leaving` as this page is replaced by the provider's; `cancelled` when a shell's in-app browser
 * was closed without signing in (spec §4), so the caller can offer the buttons again.
 */
export async function startSignIn(opts: StartSignInOptions = {}): Promise<'leaving' | 'cancelled'> {
  if (shellSignIn) return shellSignIn(opts);
  // The tab is a frame the provider's pages refuse: Teams' popup is the way (platforms/teams-*.ts).
  if (clientPlatform() === 'teams')
    throw new SignInError('popup_required', 'Teams requires popup authentication');
  // The login page shows only to a browser with no stored session: a provider session then is a
  // half-authenticated browser's (spec §4), whose next sign-in must ask for the password.
  const url = await signInUrl({ ...opts, forceLogin: opts.register ? opts.forceLogin : true });
  window.location.assign(url.href);
  return 'leaving';
}

export type CallbackResult =
  { kind: 'signed-in'; to: string } | { kind: 'ignored' } | { kind: 'failed'; reason: SignInFailure };

let completing: { href: string; result: Promise<CallbackResult> } | null = null;

/**
 * Finish the attempt named by the callback URL. Never throws. A code can be exchanged only once,
 * so a second call for the same URL (React's strict effects) shares the first one's result.
 */
export function completeSignIn(callbackUrl: URL): Promise<CallbackResult> {
  if (completing?.href !== callbackUrl.href)
    completing = { href: callbackUrl.href, result: exchangeOnce(callbackUrl) };
  return completing.result;
}

async function exchangeOnce(callbackUrl: URL): Promise<CallbackResult> {
  // A mismatched stored session reloads the page; the reloaded page exchanges the code.
  if (initSession() === 'reloading') return whilePageLeaves();
  const pending = readPendingSignIn();
  if (!pending) return { kind: 'ignored' };
  try {
    const tokens = await exchangeCode(await loadOidc(), callbackUrl, pending);
    // A sign-in through a shell (the apps) never makes an administrator in the app (spec §3).
    if (!storeSignIn(tokens, Date.now(), { viaShell: shellSignIn !== null }))
      return { kind: 'failed', reason: 'failed' };
    return { kind: 'signed-in', to: takeReturnPath() };
  } catch (err) {
    const reason = err instanceof SignInError ? err.reason : 'unavailable';
    if (reason === 'invalid_nonce') {
      console.warn('Invalid nonce, clearing token');
      clearStoredSession();
    }
    return { kind: 'failed', reason };
  } finally {
    clearPendingSignIn();
  }
}
