/**
 * The session at run time: valid access tokens for the API and the sync socket. Rules (spec §4, §9):
 * - before any API call, a token expiring within 300 s is refreshed first; a token that lives less
 *   than 600 s is refreshed at half its life instead, or every call would refresh;
 * - one refresh at a time: concurrent callers share one promise, and tabs take turns through a
 *   Web Lock, re-reading storage first (with rotating refresh tokens, two tabs refreshing with the
 *   same token would look like reuse and end the session);
 * - a background timer refreshes ahead of expiry, and again when the page becomes visible (500 ms)
 *   or the device comes back online;
 * - a refresh the provider refuses (HTTP 400/401) ends the session and clears the tokens; a
 *   refresh that cannot reach it (offline, 5xx) keeps the session while its token is still valid;
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
import { AUTH_STORAGE_KEY, MIRROR_KEYS } from './storage-keys.ts';
import { readStoredSession, type StoredTokens } from './stored-session.ts';

export const REFRESH_MARGIN_MS = 300_000;
/** A token with less than this left is not sent (the session client's minimum validity). */
export const MIN_VALIDITY_MS = 5_000;
const FOREGROUND_DELAY_MS = 500;
const REFRESH_LOCK = 'quadrant-token-refresh';

export function refreshMargin(tokens: StoredTokens): number {
  return Math.min(REFRESH_MARGIN_MS, (tokens.expiresAt - tokens.receivedAt) / 2);
}

export function needsRefresh(tokens: StoredTokens, now: number): boolean {
  return tokens.expiresAt - now < refreshMargin(tokens);
}

function usable(tokens: StoredTokens): string | null {
  return tokens.expiresAt - Date.now() > MIN_VALIDITY_MS ? tokens.accessToken : null;
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

async function runRefresh(): Promise<string | null> {
  return withRefreshLock(async () => {
    // Another tab may have refreshed (or signed out) while we waited for the lock.
    await useSessionStore.persist.rehydrate();
    const { tokens, user } = useSessionStore.getState();
    if (!tokens || !user) return null;
    if (!needsRefresh(tokens, Date.now())) return tokens.accessToken;
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
      endSession();
      return null;
    }
    const next = toStoredTokens(outcome.tokens, claims, tokens);
    useSessionStore.setState({ tokens: next });
    return next.accessToken;
  });
}

let inflight: Promise<string | null> | null = null;

/** Refresh now; callers during a refresh get the same result. */
export function refreshTokens(): Promise<string | null> {
  inflight ??= runRefresh().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Whether the stored token must be refreshed before it is used. */
export function sessionNeedsRefresh(): boolean {
  const { tokens } = useSessionStore.getState();
  return tokens !== null && needsRefresh(tokens, Date.now());
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

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRefresh(tokens: StoredTokens | null): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  if (!tokens) return;
  const due = Math.max(0, tokens.expiresAt - refreshMargin(tokens) - Date.now());
  // setTimeout overflows past 2^31-1 ms; a token living that long is refreshed on use anyway.
  if (due < 2 ** 31 - 1) refreshTimer = setTimeout(() => void refreshTokens(), due);
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
    scheduleRefresh(state.tokens);
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
  scheduleRefresh(useSessionStore.getState().tokens);
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
