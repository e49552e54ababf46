/**
 * The signed-in session, persisted by zustand under `auth-storage` (spec §3): whether someone is
 * signed in, who (from the token claims), and the tokens with their expiry. What comes back from
 * storage is read by `readStoredSession()` (stored-session.ts), never trusted: an unreadable or
 * inconsistent record is a signed-out session.
 * The spec's plain keys (authToken, refreshToken, idToken, userId) mirror the store, for the
 * native and desktop shells that read them.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readTokenClaims, type TokenClaims } from './jwt.ts';
import type { TokenSet } from './oidc-client.ts';
import { wipeBrowserData } from './browser-wipe.ts';
import { AUTH_STORAGE_KEY, MIRROR_KEYS } from './storage-keys.ts';
import {
  readStoredSession,
  SIGNED_OUT,
  STORED_SESSION_VERSION,
  type AuthUser,
  type PersistedAuth,
  type StoredTokens,
} from './stored-session.ts';

export type SessionState = PersistedAuth & {
  /** The session has been read from storage and checked (spec §3 `initialized`). */
  initialized: boolean;
};

/** Writes as zustand does; reads through the one reader of the saved session. */
function sessionStorage() {
  const json = createJSONStorage<PersistedAuth>(() => window.localStorage);
  return (
    json && { ...json, getItem: () => ({ state: readStoredSession(), version: STORED_SESSION_VERSION }) }
  );
}

export const useSessionStore = create<SessionState>()(
  persist((): SessionState => ({ ...SIGNED_OUT, initialized: false }), {
    name: AUTH_STORAGE_KEY,
    version: STORED_SESSION_VERSION,
    storage: sessionStorage(),
    partialize: (state): PersistedAuth =>
      state.isAuthenticated ? { isAuthenticated: true, user: state.user, tokens: state.tokens } : SIGNED_OUT,
  }),
);

function writeMirror(state: SessionState): void {
  const values: Record<string, string | null> = {
    [MIRROR_KEYS.accessToken]: state.tokens?.accessToken ?? null,
    [MIRROR_KEYS.refreshToken]: state.tokens?.refreshToken ?? null,
    [MIRROR_KEYS.idToken]: state.tokens?.idToken ?? null,
    [MIRROR_KEYS.userId]: state.user?.id ?? null,
  };
  try {
    for (const [key, value] of Object.entries(values)) {
      if (value === null) window.localStorage.removeItem(key);
      else if (window.localStorage.getItem(key) !== value) window.localStorage.setItem(key, value);
    }
  } catch {
    // Storage can be full or blocked (private mode); the store itself still holds the session.
  }
}

if (typeof window !== 'undefined') {
  useSessionStore.subscribe((state, previous) => {
    if (state.tokens !== previous.tokens || state.user !== previous.user) writeMirror(state);
  });
}

/** Who signed in, from the tokens' claims; `viaShell`: through the desktop or a native shell. */
export function userFromClaims(access: TokenClaims, id: TokenClaims | null, viaShell = false): AuthUser {
  const email = id?.email ?? access.email ?? '';
  return {
    id: access.sub,
    email,
    name: id?.name ?? access.name ?? id?.preferred_username ?? access.preferred_username ?? email,
    firstName: id?.given_name ?? access.given_name ?? '',
    lastName: id?.family_name ?? access.family_name ?? '',
    // Spec §3: false on a desktop or native sign-in, whatever the token says.
    isAdmin: !viaShell && (access.realm_access?.roles.includes('admin') ?? false),
  };
}

/**
 * Tokens as stored: expiry by our own clock from `expires_in` (so a skewed device clock does not
 * matter), else from the token's `exp`. Absent refresh or ID tokens keep the previous ones.
 */
export function toStoredTokens(
  set: TokenSet,
  claims: TokenClaims,
  previous: StoredTokens | null,
  now = Date.now(),
): StoredTokens {
  const expiresAt = set.expiresIn !== undefined ? now + set.expiresIn * 1000 : claims.exp * 1000;
  return {
    accessToken: set.accessToken,
    refreshToken: set.refreshToken ?? previous?.refreshToken ?? null,
    idToken: set.idToken ?? previous?.idToken ?? null,
    expiresAt,
    receivedAt: now,
  };
}

/**
 * Store a fresh sign-in. Returns false (storing nothing) when the tokens do not name one person.
 * `viaShell`: the tokens came from the desktop or a native shell, which keeps the refresh token.
 */
export function storeSignIn(set: TokenSet, now = Date.now(), { viaShell = false } = {}): boolean {
  const access = readTokenClaims(set.accessToken);
  const id = set.idToken ? readTokenClaims(set.idToken) : null;
  if (!access || (set.idToken && (!id || id.sub !== access.sub))) return false;
  useSessionStore.setState({
    isAuthenticated: true,
    user: userFromClaims(access, id, viaShell),
    tokens: toStoredTokens(set, access, null, now),
  });
  return true;
}

export function clearStoredSession(): void {
  useSessionStore.setState(SIGNED_OUT);
  writeMirror(useSessionStore.getState());
}

/** Everything a signed-in person leaves in localStorage (spec §3), the language choice excepted. */
export const SIGNED_IN_LOCAL_KEYS = [
  'authToken',
  'refreshToken',
  'idToken',
  'kc_token',
  'kc_refresh',
  AUTH_STORAGE_KEY,
  'quadrant-auth',
  'user',
  'userId',
  'subscription-storage',
  'data-source-storage',
  'lastSync',
] as const;

/**
 * Sign out locally: the session and the person's app stores (the next person must not see them).
 * Storage is cleared before this returns; databases and caches go in the background, and whoever
 * leaves the page next awaits `browserDataReady()` (browser-wipe.ts) first.
 */
export function clearSignedInData(): void {
  clearStoredSession();
  try {
    for (const key of SIGNED_IN_LOCAL_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
  void wipeBrowserData();
}
