/**
 * Sign-out (spec §4): forget everything this browser holds about the person, then end the
 * provider's session too, so the next sign-in asks again. The refresh token is revoked first where
 * the provider offers revocation (an offline token outlives the provider session otherwise).
 */
import * as oauth from 'oauth4webapi';
import { SIGNED_OUT_REASONS, type SignedOutReason } from '../../../shared/contracts/sync.ts';
import { clientPlatform } from '../../lib/client-platform.ts';
import { browserDataReady, clearSessionStorage } from './browser-wipe.ts';
import { endSessionUrl, loadOidc, type Oidc } from './oidc-client.ts';
import { shareThemeWithProvider } from './provider-theme.ts';
import { clearSignedInData, useSessionStore } from './session-store.ts';

export const SIGNING_OUT_FLAG = 'isLoggingOut';

/**
 * Why the person is signed out, for the login page to say: asked to, or every device was signed
 * out by the server (the password changed, or an admin ended the sessions: SignedOutReason).
 */
export type SignOutReason = 'signed-out' | SignedOutReason;

export function signOutReasonOf(value: string | null): SignOutReason {
  return SIGNED_OUT_REASONS.find((reason) => reason === value) ?? 'signed-out';
}
const REVOKE_WAIT_MS = 2_000;

/**
 * Clear stored auth, app stores and this tab's session storage (but where the app runs: the Teams
 * tab stays one); leave the signing-out flag.
 */
export function clearBrowserSession(reason: SignOutReason = 'signed-out'): void {
  clearSignedInData();
  clearSessionStorage();
  window.sessionStorage.setItem(SIGNING_OUT_FLAG, reason === 'signed-out' ? 'true' : reason);
}

async function revoke(oidc: Oidc, refreshToken: string): Promise<void> {
  if (!oidc.as.revocation_endpoint) return;
  const request = oauth
    .revocationRequest(oidc.as, oidc.client, oauth.None(), refreshToken, {
      ...oidc.http,
      additionalParameters: { token_type_hint: 'refresh_token' },
    })
    .then(oauth.processRevocationResponse)
    .catch(() => undefined);
  await Promise.race([request, new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS))]);
}

/**
 * Sign out. Returns the provider's end-session URL to go to, or null when there is no ID token
 * (or no provider to reach): then the caller goes to /auth/login itself.
 */
export function signOut(reason: SignOutReason = 'signed-out'): Promise<string | null> {
  // One sign-out at a time: a second call (a double click, React's strict effects) shares it.
  inProgress ??= runSignOut(reason).finally(() => {
    inProgress = null;
  });
  return inProgress;
}

let inProgress: Promise<string | null> | null = null;

async function runSignOut(reason: SignOutReason): Promise<string | null> {
  const { tokens } = useSessionStore.getState();
  // The provider's sign-out page, and the sign-in after it, in the theme chosen now: it may have
  // changed in settings since the login page last handed it over.
  shareThemeWithProvider();
  clearBrowserSession(reason);
  // Databases, caches and the push subscription are gone before the page is left.
  await browserDataReady();
  if (!tokens?.idToken) return null;
  try {
    const oidc = await loadOidc();
    if (tokens.refreshToken) await revoke(oidc, tokens.refreshToken);
    // The provider's sign-out page cannot be shown in Teams' frame: the session there ends when
    // the next sign-in asks for the provider's form (prompt=login, after a sign-out).
    if (clientPlatform() === 'teams') return null;
    return endSessionUrl(oidc, tokens.idToken).href;
  } catch {
    return null;
  }
}

/** Whether this page follows a sign-out (the flag stays until cleared). */
export function hasSignedOutFlag(): boolean {
  return window.sessionStorage.getItem(SIGNING_OUT_FLAG) !== null;
}

/** Why the sign-out this page follows happened; null when it follows none. */
export function signedOutReason(): SignOutReason | null {
  const flag = window.sessionStorage.getItem(SIGNING_OUT_FLAG);
  return flag === null ? null : signOutReasonOf(flag);
}

export function clearSignedOutFlag(): void {
  window.sessionStorage.removeItem(SIGNING_OUT_FLAG);
}
