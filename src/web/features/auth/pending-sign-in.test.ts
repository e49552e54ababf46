import { afterEach, describe, expect, it } from 'vitest';
import {
  createCodeVerifier,
  createPendingSignIn,
  isSafeReturnPath,
  PENDING_SIGN_IN_KEY,
  PENDING_TTL_MS,
  readPendingSignIn,
  rememberReturnPath,
  takeReturnPath,
} from './pending-sign-in.ts';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('PKCE verifier', () => {
  it('is 96 characters of the unreserved alphabet, different every time', () => {
    const verifiers = new Set(Array.from({ length: 50 }, createCodeVerifier));
    expect(verifiers.size).toBe(50);
    for (const v of verifiers) expect(v).toMatch(/^[A-Za-z0-9_-]{96}$/);
  });
});

describe('pending sign-in', () => {
  it('stores verifier, state and nonce under code-verifier in sessionStorage', () => {
    const pending = createPendingSignIn();
    const raw = window.sessionStorage.getItem(PENDING_SIGN_IN_KEY);
    expect(raw).not.toBeNull();
    expect(JSON.parse(raw ?? '')).toMatchObject({
      verifier: pending.verifier,
      state: pending.state,
      nonce: pending.nonce,
    });
    expect(pending.state).not.toBe(pending.nonce);
    expect(readPendingSignIn()).toEqual(pending);
  });

  it('a new attempt replaces the previous one', () => {
    const first = createPendingSignIn();
    const second = createPendingSignIn();
    expect(readPendingSignIn()?.state).toBe(second.state);
    expect(second.verifier).not.toBe(first.verifier);
  });

  it('expires after one hour and is then removed', () => {
    const start = Date.now();
    createPendingSignIn(start);
    expect(readPendingSignIn(start + PENDING_TTL_MS - 1)).not.toBeNull();
    expect(readPendingSignIn(start + PENDING_TTL_MS + 1)).toBeNull();
    expect(window.sessionStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
  });

  it('treats unreadable or tampered data as absent', () => {
    window.sessionStorage.setItem(PENDING_SIGN_IN_KEY, '{not json');
    expect(readPendingSignIn()).toBeNull();
    window.sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({
        verifier: 'short',
        state: 'x'.repeat(20),
        nonce: 'y'.repeat(20),
        createdAt: Date.now(),
      }),
    );
    expect(readPendingSignIn()).toBeNull();
  });
});

describe('return path', () => {
  it('accepts only paths inside the app', () => {
    expect(isSafeReturnPath('/app/board/b1/list?x=1')).toBe(true);
    expect(isSafeReturnPath('/app')).toBe(true);
    expect(isSafeReturnPath('//evil.example/app')).toBe(false);
    expect(isSafeReturnPath('https://evil.example/app')).toBe(false);
    expect(isSafeReturnPath('/application')).toBe(false);
    expect(isSafeReturnPath('/app/\\evil')).toBe(false);
  });

  it('is given back once, and defaults to the board', () => {
    rememberReturnPath('/app/task/123');
    expect(takeReturnPath()).toBe('/app/task/123');
    expect(takeReturnPath()).toBe('/app/board');
    rememberReturnPath('//evil.example');
    expect(takeReturnPath()).toBe('/app/board');
  });
});
