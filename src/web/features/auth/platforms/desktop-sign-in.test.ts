/**
 * The web side of the desktop app against Tauri's own IPC mock (@tauri-apps/api/mocks): the
 * commands the page sends (names and payloads of the shared contract), the sign-in it finishes
 * when the shell brings the window back, the session refreshed through the shell, and the shell's
 * tokens forgotten on sign-out.
 */
import { clearMocks, mockIPC } from '@tauri-apps/api/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJwt } from '../testing/identity-provider.ts';

type Handler = (args: Record<string, unknown>) => unknown;

/** The shell double: answers each command with its handler and records every call. */
function shell(handlers: Partial<Record<string, Handler>>) {
  const calls: { cmd: string; args: Record<string, unknown> }[] = [];
  mockIPC((cmd, args) => {
    const payload = (args ?? {}) as Record<string, unknown>;
    calls.push({ cmd, args: payload });
    const handler = handlers[cmd];
    if (!handler) throw new Error(`unexpected command ${cmd}`);
    return handler(payload);
  });
  return calls;
}

function adminToken(sub: string, lifetimeSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  return makeJwt({
    sub,
    iat,
    exp: iat + lifetimeSeconds,
    email: `${sub}@example.com`,
    name: 'Grace Hopper',
    realm_access: { roles: ['admin', 'user'] },
  });
}

function shellToken(sub = 'user-7', lifetimeSeconds = 300) {
  const now = Date.now();
  return {
    accessToken: adminToken(sub, lifetimeSeconds, now),
    idToken: makeJwt({ sub, exp: Math.floor(now / 1000) + 300, given_name: 'Grace', family_name: 'Hopper' }),
    expiresAt: now + lifetimeSeconds * 1000,
  };
}

const CALLBACK = 'http://localhost:3000/auth/desktop-callback';

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  clearMocks();
  // clearMocks leaves an empty object, which still reads as the desktop app.
  delete (window as { __TAURI_INTERNALS__?: unknown }).__TAURI_INTERNALS__;
  vi.restoreAllMocks();
});

describe('startDesktopSignIn', () => {
  it('asks the shell to open the browser with the provider hint, or null for e-mail', async () => {
    const calls = shell({ initiate_oauth_login: () => null });
    const { startDesktopSignIn } = await import('./desktop-commands.ts');
    await startDesktopSignIn('google');
    await startDesktopSignIn(null);
    expect(calls).toEqual([
      { cmd: 'initiate_oauth_login', args: { idpHint: 'google' } },
      { cmd: 'initiate_oauth_login', args: { idpHint: null } },
    ]);
  });

  it('rejects when the shell could not open the browser', async () => {
    shell({
      initiate_oauth_login: () => {
        throw new Error('the identity provider could not be reached');
      },
    });
    const { startDesktopSignIn } = await import('./desktop-commands.ts');
    await expect(startDesktopSignIn('apple')).rejects.toThrow('could not be reached');
  });
});

describe('completeDesktopSignIn', () => {
  it('takes the shell’s tokens into the session, never as an admin, and goes to the board', async () => {
    const token = shellToken();
    const calls = shell({ get_valid_token: () => token });
    const { completeDesktopSignIn } = await import('./desktop-sign-in.ts');
    const { useSessionStore } = await import('../session-store.ts');
    await expect(completeDesktopSignIn(new URL(`${CALLBACK}?desktop_outcome=signed-in`))).resolves.toEqual({
      kind: 'signed-in',
      to: '/app/board',
    });
    expect(calls).toEqual([{ cmd: 'get_valid_token', args: {} }]);
    const state = useSessionStore.getState();
    expect(state.user).toMatchObject({
      id: 'user-7',
      firstName: 'Grace',
      lastName: 'Hopper',
      isAdmin: false,
    });
    expect(state.tokens).toMatchObject({ accessToken: token.accessToken, refreshToken: null });
    expect(state.tokens?.expiresAt).toBeCloseTo(token.expiresAt, -2);
    expect(window.localStorage.getItem('authToken')).toBe(token.accessToken);
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
  });

  it('goes back to the page the person asked for before signing in', async () => {
    window.sessionStorage.setItem('auth-return-to', '/app/task/0190-abc');
    shell({ get_valid_token: () => shellToken() });
    const { completeDesktopSignIn } = await import('./desktop-sign-in.ts');
    await expect(completeDesktopSignIn(new URL(`${CALLBACK}?desktop_outcome=signed-in`))).resolves.toEqual({
      kind: 'signed-in',
      to: '/app/task/0190-abc',
    });
  });

  it.each(['cancelled', 'invalid_state', 'invalid_nonce', 'failed', 'unavailable'] as const)(
    'reports %s from the shell without asking for a token',
    async (outcome) => {
      const calls = shell({ get_valid_token: () => shellToken() });
      const { completeDesktopSignIn } = await import('./desktop-sign-in.ts');
      await expect(completeDesktopSignIn(new URL(`${CALLBACK}?desktop_outcome=${outcome}`))).resolves.toEqual(
        { kind: 'failed', reason: outcome },
      );
      expect(calls).toEqual([]);
    },
  );

  it('ignores the page opened without an outcome, and fails an unknown one', async () => {
    shell({ get_valid_token: () => shellToken() });
    const { completeDesktopSignIn } = await import('./desktop-sign-in.ts');
    await expect(completeDesktopSignIn(new URL(CALLBACK))).resolves.toEqual({ kind: 'ignored' });
    await expect(completeDesktopSignIn(new URL(`${CALLBACK}?desktop_outcome=yes`))).resolves.toEqual({
      kind: 'failed',
      reason: 'failed',
    });
  });

  it('fails when the shell holds no token, or answers outside the contract', async () => {
    shell({ get_valid_token: () => null });
    const first = await import('./desktop-sign-in.ts');
    await expect(
      first.completeDesktopSignIn(new URL(`${CALLBACK}?desktop_outcome=signed-in`)),
    ).resolves.toEqual({ kind: 'failed', reason: 'failed' });
    vi.resetModules();
    shell({ get_valid_token: () => ({ access_token: 'x' }) });
    const second = await import('./desktop-sign-in.ts');
    await expect(
      second.completeDesktopSignIn(new URL(`${CALLBACK}?desktop_outcome=signed-in`)),
    ).resolves.toEqual({ kind: 'failed', reason: 'unavailable' });
    const { useSessionStore } = await import('../session-store.ts');
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
  });

  it('asks the shell once when called twice for the same page (strict effects)', async () => {
    const calls = shell({ get_valid_token: () => shellToken() });
    const { completeDesktopSignIn } = await import('./desktop-sign-in.ts');
    const url = new URL(`${CALLBACK}?desktop_outcome=signed-in`);
    await Promise.all([completeDesktopSignIn(url), completeDesktopSignIn(url)]);
    expect(calls).toHaveLength(1);
  });
});

/** A desktop session (no refresh token in the page) with `secondsLeft` of a 300 s token left. */
function storeDesktopSession(secondsLeft: number) {
  const now = Date.now();
  const receivedAt = now - (300 - secondsLeft) * 1000;
  const state = {
    isAuthenticated: true,
    user: {
      id: 'user-7',
      email: 'user-7@example.com',
      name: 'Grace',
      firstName: '',
      lastName: '',
      isAdmin: false,
    },
    tokens: {
      accessToken: adminToken('user-7', 300, receivedAt),
      refreshToken: null,
      idToken: null,
      expiresAt: now + secondsLeft * 1000,
      receivedAt,
    },
  };
  window.localStorage.setItem('auth-storage', JSON.stringify({ state, version: 1 }));
}

describe('the session in the desktop app', () => {
  it('refreshes through the shell, which keeps the refresh token', async () => {
    storeDesktopSession(20);
    const fresh = shellToken('user-7');
    const calls = shell({ get_valid_token: () => fresh });
    const { getValidAccessToken } = await import('../session.ts');
    const { useSessionStore } = await import('../session-store.ts');
    await expect(getValidAccessToken()).resolves.toBe(fresh.accessToken);
    expect(calls).toEqual([{ cmd: 'get_valid_token', args: {} }]);
    expect(useSessionStore.getState().tokens).toMatchObject({
      accessToken: fresh.accessToken,
      refreshToken: null,
    });
  });

  it('ends the session when the shell no longer holds tokens (its refresh was refused)', async () => {
    storeDesktopSession(20);
    shell({ get_valid_token: () => null, clear_stored_tokens: () => null });
    const { getValidAccessToken } = await import('../session.ts');
    const { useSessionStore } = await import('../session-store.ts');
    await expect(getValidAccessToken()).resolves.toBeNull();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps a still-valid token when the shell cannot refresh (offline)', async () => {
    storeDesktopSession(20);
    shell({
      get_valid_token: () => {
        throw new Error('unavailable');
      },
    });
    const { getValidAccessToken } = await import('../session.ts');
    const { useSessionStore } = await import('../session-store.ts');
    const kept = useSessionStore.getState().tokens?.accessToken;
    await expect(getValidAccessToken()).resolves.toBe(kept);
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
  });

  it('has the shell forget its tokens on sign-out, but not when finishing an interrupted wipe', async () => {
    const calls = shell({ clear_stored_tokens: () => null });
    const wipe = await import('../browser-wipe.ts');
    window.localStorage.setItem('quadrant-wipe-pending', '1');
    await wipe.browserDataReady();
    expect(calls).toEqual([]);
    await wipe.wipeBrowserData();
    expect(calls).toEqual([{ cmd: 'clear_stored_tokens', args: {} }]);
  });
});
