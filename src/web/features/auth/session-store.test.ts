import { beforeEach, describe, expect, it } from 'vitest';
import { storeSignIn, useSessionStore } from './session-store.ts';
import { parseStoredSession } from './stored-session.ts';
import { makeJwt } from './testing/identity-provider.ts';

function token(sub: string, roles?: unknown): string {
  const iat = Math.floor(Date.now() / 1000);
  return makeJwt({ sub, iat, exp: iat + 300, email: `${sub}@example.com`, realm_access: roles });
}

beforeEach(() => {
  window.localStorage.clear();
  useSessionStore.setState({ isAuthenticated: false, user: null, tokens: null });
});

describe('the signed-in user’s isAdmin (spec §3)', () => {
  it('comes from the access token’s roles on a web sign-in', () => {
    const set = { refreshToken: 'r', idToken: undefined, expiresIn: 300 };
    expect(storeSignIn({ ...set, accessToken: token('ada', { roles: ['admin'] }) })).toBe(true);
    expect(useSessionStore.getState().user?.isAdmin).toBe(true);
    expect(storeSignIn({ ...set, accessToken: token('bob', { roles: ['user'] }) })).toBe(true);
    expect(useSessionStore.getState().user?.isAdmin).toBe(false);
    expect(storeSignIn({ ...set, accessToken: token('cy', 'not roles') })).toBe(true);
    expect(useSessionStore.getState().user?.isAdmin).toBe(false);
  });

  it('is false on a sign-in through the desktop or a native shell, whatever the roles', () => {
    const accessToken = token('ada', { roles: ['admin'] });
    const set = { accessToken, refreshToken: undefined, idToken: undefined, expiresIn: 300 };
    expect(storeSignIn(set, Date.now(), { viaShell: true })).toBe(true);
    expect(useSessionStore.getState().user?.isAdmin).toBe(false);
  });

  it('keeps a session saved before the flag existed, and reads a garbled flag as absent', () => {
    const user = { id: 'ada', email: 'ada@example.com', name: 'Ada', firstName: 'Ada', lastName: '' };
    const tokens = { accessToken: 'a.b.c', refreshToken: null, idToken: null, expiresAt: 2, receivedAt: 1 };
    const saved = (u: object) =>
      JSON.stringify({ version: 1, state: { isAuthenticated: true, user: u, tokens } });
    expect(parseStoredSession(saved(user))).toMatchObject({ isAuthenticated: true, user });
    const garbled = parseStoredSession(saved({ ...user, isAdmin: 'yes' }));
    expect(garbled.isAuthenticated).toBe(true);
    expect(garbled.user?.isAdmin).toBeUndefined();
  });
});
