/**
 * The session at run time: valid access tokens for the API and the sync socket. Rules (spec §4, §9;
 * the timings are refresh-rules.ts'):
 * - before any API call, a token with under 300 s left is refreshed first, but not twice within
 *   60 s (with 5-minute tokens the 300 s rule alone would refresh on every call);
 * - one refresh at a time: concurrent callers share one promise, and tabs take turns through a
 *   Web Lock, re-reading storage first (with rotating refresh tokens, two tabs refreshing with the
 *   same token would look like reuse and end the session);
 * - the token's status is looked at every 30 s, a background refresh runs every 480 s, and the
 *   token is checked when the page becomes visible (500 ms) or the device comes back online;
 * - a refresh the provider refuses (HTTP 400/401) ends the session and clears the tokens, logged as
 *   "Failed to refresh token: …"; a refresh that cannot reach it (offline, 5xx) keeps the session
 *   while its token is still valid (ADR 0009);
 * - at start, a stored user who is not the access token's subject clears storage and reloads;
 * - in the desktop app the shell keeps the refresh token (in the operating system's credential
 *   store) and refreshes: the session asks it (`get_valid_token`) instead of the provider.
 */
import { configureApi } from '../../lib/api.ts';
import { inDesktopShell } from '../../lib/desktop-shell.ts';
import { browserDataReady } from './browser-wipe.ts';
import { readTokenClaims } from './jwt.ts';
import type * as OidcClient from './oidc-client.ts';
import { clearSignedInData, toStoredTokens, useSessionStore } from './session-store.ts';
import {
  BACKGROUND_REFRESH_MS,
  needsRefresh,
  REFRESH_MARGIN_MS,
  STATUS_POLL_MS,
  stillUsable,
  tokenExpiresWithin,
  type RefreshCause,
} from './refresh-rules.ts';
import { AUTH_STORAGE_KEY, MIRROR_KEYS } from './storage-keys.ts';
import { readStoredSession, type StoredTokens } from './stored-session.ts';

const FOREGROUND_DELAY_MS = 500;
const REFRESH_LOCK = 'quadrant-token-refresh';
/** Spec §8's text for a refresh the provider refused. */
export const REFRESH_FAILED_MESSAGE =
  'Failed to refresh token: An unexpected HTTP error occurred while attempting to refresh the token.';

function usable(tokens: StoredTokens): string | null {
  return stillUsable(tokens, Date.now()) ? tokens.accessToken : null;
}

/**
 * End the session here: tokens, user and the person's app stores are cleared (a forced sign-out,
 * spec §4); the app guard then sends them to sign in.
 */
export function endSession(): void {
  if (useSessionStore.getState().isAuthenticated) clearSignedInData();
}

async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(REFRESH_LOCK, run);
  }
  return run();
}

async function refreshOnWeb(refreshToken: string): Promise<OidcClient.RefreshOutcome> {
  // Loaded only when a refresh is due: reading a still-valid token (the first request of a page
  // load) must not wait for the OpenID Connect client.
  const { loadOidc, refreshGrant } = await import('./oidc-client.ts');
  return refreshGrant(await loadOidc(), refreshToken);
}

async function refreshInDesktopShell(): Promise<OidcClient.RefreshOutcome> {
  const { refreshThroughDesktop } = await import('./platforms/desktop-commands.ts');
  return refreshThroughDesktop();
}

async function runRefresh(cause: RefreshCause): Promise<string | null> {
  return withRefreshLock(async () => {
    // Another tab may have refreshed (or signed out) while we waited for the lock.
    await useSessionStore.persist.rehydrate();
    const { tokens, user } = useSessionStore.getState();
    if (!tokens || !user) return null;
    if (!needsRefresh(tokens, Date.now(), cause)) return tokens.accessToken;
    // The desktop shell keeps the refresh token (in the credential store) and refreshes itself.
    if (!tokens.refreshToken && !inDesktopShell()) {
      const current = usable(tokens);
      if (!current) endSession();
      return current;
    }
    let outcome: OidcClient.RefreshOutcome;
    try {
      outcome = tokens.refreshToken ? await refreshOnWeb(tokens.refreshToken) : await refreshInDesktopShell();
    } catch {
      outcome = { kind: 'unavailable' };
    }
    if (outcome.kind === 'unavailable') return usable(tokens);
    const claims = outcome.kind === 'ok' ? readTokenClaims(outcome.tokens.accessToken) : null;
    if (outcome.kind === 'rejected' || !claims || claims.sub !== user.id) {
      console.error(REFRESH_FAILED_MESSAGE, outcome.kind === 'rejected' ? (outcome.status ?? '') : '');
      endSession();
      return null;
    }
    const next = toStoredTokens(outcome.tokens, claims, tokens);
    useSessionStore.setState({ tokens: next });
    return next.accessToken;
  });
}

let inflight: Promise<string | null> | null = null;

/**
 * Refresh when the rules say so (a background refresh also with time left); callers during a
 * refresh get the same result.
 */
export function refreshTokens(cause: RefreshCause = 'expiry'): Promise<string | null> {
  inflight ??= runRefresh(cause).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Whether the stored token must be refreshed before it is used. */
export function sessionNeedsRefresh(): boolean {
  const { tokens } = useSessionStore.getState();
  return tokens !== null && needsRefresh(tokens, Date.now());
}

/**
 * Whether the access token expires within `minValidityMs`; throws `Not authenticated` (spec §8)
 * when there is no session to ask about.
 */
export function isTokenExpired(minValidityMs = 0): boolean {
  return tokenExpiresWithin(useSessionStore.getState().tokens, minValidityMs, Date.now());
}

/** A valid access token (refreshed first when close to expiry), or null when signed out. */
export async function getValidAccessToken(): Promise<string | null> {
  if (initSession() === 'reloading') return null;
  const { tokens } = useSessionStore.getState();
  if (!tokens) return null;
  if (!needsRefresh(tokens, Date.now())) return tokens.accessToken;
  return refreshTokens();
}

type TokenListener = (token: string | null) => void;
const tokenListeners = new Set<TokenListener>();

/** Be told of every new access token (null on sign-out), e.g. to re-authenticate a socket. */
export function subscribeToken(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  return () => {
    tokenListeners.delete(listener);
  };
}

/** Spec §9's status poll: a token running out is refreshed (the rules keep it to once a minute). */
function pollStatus(): void {
  let expiring: boolean;
  try {
    expiring = isTokenExpired(REFRESH_MARGIN_MS);
  } catch {
    // Not authenticated: nothing to keep fresh until someone signs in.
    return;
  }
  if (expiring && sessionNeedsRefresh()) void refreshTokens('expiry');
}

function backgroundRefresh(): void {
  if (useSessionStore.getState().isAuthenticated) void refreshTokens('background');
}

function startTimers(): void {
  setInterval(pollStatus, STATUS_POLL_MS);
  setInterval(backgroundRefresh, BACKGROUND_REFRESH_MS);
}

function checkSoon(): void {
  setTimeout(() => {
    if (document.visibilityState === 'visible' && useSessionStore.getState().isAuthenticated) {
      void getValidAccessToken();
    }
  }, FOREGROUND_DELAY_MS);
}

function subjectMismatch(): boolean {
  const { tokens, user } = useSessionStore.getState();
  if (!tokens || !user) return false;
  const sub = readTokenClaims(tokens.accessToken)?.sub;
  const mirroredId = window.localStorage.getItem(MIRROR_KEYS.userId);
  return sub !== user.id || (mirroredId !== null && mirroredId !== sub);
}

let started: 'ready' | 'reloading' | null = null;

/** Read and check the stored session, and start keeping it fresh. Idempotent. */
export function initSession(): 'ready' | 'reloading' {
  if (started) return started;
  if (typeof window === 'undefined') return 'ready';
  // Another window of this origin may have signed in or out since this page read the store (Teams'
  // popup beside its tab, another tab): read it again, or the next write would put the old back.
  if (readStoredSession().tokens?.accessToken !== useSessionStore.getState().tokens?.accessToken)
    void useSessionStore.persist.rehydrate();
  if (subjectMismatch()) {
    started = 'reloading';
    clearSignedInData();
    void browserDataReady().finally(() => window.location.reload());
    return started;
  }
  started = 'ready';
  // A wipe a closed tab cut short is finished before anything stored is read again.
  void browserDataReady();
  useSessionStore.subscribe((state, previous) => {
    if (state.tokens === previous.tokens) return;
    if (state.tokens?.accessToken !== previous.tokens?.accessToken) {
      for (const listener of tokenListeners) listener(state.tokens?.accessToken ?? null);
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY) return;
    const before = useSessionStore.getState().user?.id;
    void Promise.resolve(useSessionStore.persist.rehydrate()).then(() => {
      const after = useSessionStore.getState().user?.id;
      // Another tab signed in as someone else: nothing on this page belongs to them.
      if (before && after && before !== after) window.location.reload();
    });
  });
  document.addEventListener('visibilitychange', checkSoon);
  window.addEventListener('online', checkSoon);
  startTimers();
  useSessionStore.setState({ initialized: true });
  return started;
}

if (typeof window !== 'undefined') {
  configureApi({ getToken: getValidAccessToken, onUnauthenticated: endSession });
}

/** For loaders while the page is being replaced (a reload, the provider's page): never settles. */
export function whilePageLeaves(): Promise<never> {
  return new Promise<never>(() => {});
}
