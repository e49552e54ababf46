import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from './storage-keys.ts';
import { parseStoredSession, readStoredSession, SIGNED_OUT } from './stored-session.ts';

const STATE = {
  isAuthenticated: true,
  user: { id: 'user-1', email: 'ada@example.com', name: 'Ada', firstName: 'Ada', lastName: '' },
  tokens: { accessToken: 'a.b.c', refreshToken: null, idToken: 'i.d.t', expiresAt: 2, receivedAt: 1 },
};

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('readStoredSession', () => {
  it('reads the session zustand persisted', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: STATE, version: 1 }));
    expect(readStoredSession()).toEqual(STATE);
  });

  it('is signed out for nothing, another version, bad JSON or a signed-in state missing a field', () => {
    expect(readStoredSession()).toEqual(SIGNED_OUT);
    expect(parseStoredSession(JSON.stringify({ state: STATE, version: 0 }))).toEqual(SIGNED_OUT);
    expect(parseStoredSession('{')).toEqual(SIGNED_OUT);
    const { tokens: _tokens, ...noTokens } = STATE;
    expect(parseStoredSession(JSON.stringify({ state: noTokens, version: 1 }))).toEqual(SIGNED_OUT);
    expect(
      parseStoredSession(
        JSON.stringify({ state: { ...STATE, user: { ...STATE.user, id: '' } }, version: 1 }),
      ),
    ).toEqual(SIGNED_OUT);
  });

  it('is signed out, not an error, when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStoredSession()).toEqual(SIGNED_OUT);
  });
});
