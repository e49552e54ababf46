/**
 * The session kept in the phone's own storage (Capacitor Preferences: UserDefaults on iOS,
 * SharedPreferences on Android) beside the web view's localStorage, which iOS may clear under
 * storage pressure. Spec §3 keys `authToken`, `refreshToken`, `idToken` and `user`; spec §4's
 * native restore reads them at start. Rules:
 * - a stored token and user are a signed-in session, rebuilt when the web view has lost its own
 *   (its expiry from the token's `exp`): the refresh rules then apply as on the web;
 * - a stored user that cannot be read clears every stored auth key, native and web;
 * - afterwards every change of the session is written through; signing out removes the keys.
 */
import { Preferences } from '@capacitor/preferences';
import { readTokenClaims } from '../jwt.ts';
import { clearStoredSession, useSessionStore, type SessionState } from '../session-store.ts';
import { AuthUserSchema, type AuthUser } from '../stored-session.ts';

export const NATIVE_AUTH_KEYS = {
  accessToken: 'authToken',
  refreshToken: 'refreshToken',
  idToken: 'idToken',
  user: 'user',
} as const;

async function read(key: string): Promise<string | null> {
  return (await Preferences.get({ key })).value;
}

async function clearNative(): Promise<void> {
  await Promise.all(Object.values(NATIVE_AUTH_KEYS).map((key) => Preferences.remove({ key })));
}

function parseUser(raw: string): AuthUser | null {
  try {
    const parsed = AuthUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type RestoreOutcome = 'web-session' | 'restored' | 'signed-out' | 'cleared';

/** Spec §4's native restore, before the app reads its session. */
export async function restoreNativeSession(): Promise<RestoreOutcome> {
  const [token, user, refreshToken, idToken] = await Promise.all([
    read(NATIVE_AUTH_KEYS.accessToken),
    read(NATIVE_AUTH_KEYS.user),
    read(NATIVE_AUTH_KEYS.refreshToken),
    read(NATIVE_AUTH_KEYS.idToken),
  ]);
  if (user !== null && parseUser(user) === null) {
    await clearNative();
    clearStoredSession();
    return 'cleared';
  }
  if (useSessionStore.getState().isAuthenticated) return 'web-session';
  const storedUser = user === null ? null : parseUser(user);
  const claims = token === null ? null : readTokenClaims(token);
  if (!token || !storedUser || !claims || claims.sub !== storedUser.id) return 'signed-out';
  const now = Date.now();
  useSessionStore.setState({
    isAuthenticated: true,
    user: storedUser,
    tokens: {
      accessToken: token,
      refreshToken,
      idToken,
      expiresAt: claims.exp * 1000,
      receivedAt: Math.min(now, (claims.iat ?? claims.exp - 300) * 1000),
    },
  });
  return 'restored';
}

function writeThrough(state: SessionState): Promise<unknown> {
  if (!state.isAuthenticated || !state.tokens || !state.user) return clearNative();
  const values: [string, string | null][] = [
    [NATIVE_AUTH_KEYS.accessToken, state.tokens.accessToken],
    [NATIVE_AUTH_KEYS.refreshToken, state.tokens.refreshToken],
    [NATIVE_AUTH_KEYS.idToken, state.tokens.idToken],
    [NATIVE_AUTH_KEYS.user, JSON.stringify(state.user)],
  ];
  return Promise.all(
    values.map(([key, value]) =>
      value === null ? Preferences.remove({ key }) : Preferences.set({ key, value }),
    ),
  );
}

/** Keep the phone's copy equal to the session from now on (and now). */
export function mirrorSessionToPreferences(): () => void {
  void writeThrough(useSessionStore.getState()).catch(() => undefined);
  return useSessionStore.subscribe((state, previous) => {
    if (state.tokens === previous.tokens && state.user === previous.user) return;
    void writeThrough(state).catch(() => undefined);
  });
}
