import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, configHandlers, tokenHandler, tokenResponse } from './testing/identity-provider.ts';

const server = setupServer(...configHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** A signed-in session whose access token has `secondsLeft` of a `lifetime` left. */
function storeSession(opts: {
  secondsLeft: number;
  lifetime?: number;
  refreshToken?: string | null;
  sub?: string;
}) {
  const now = Date.now();
  const lifetime = opts.lifetime ?? 3600;
  const receivedAt = now - (lifetime - opts.secondsLeft) * 1000;
  const token = accessToken(opts.sub ?? 'user-1', lifetime, receivedAt);
  const state = {
    isAuthenticated: true,
    user: { id: 'user-1', email: 'user-1@example.com', name: 'Ada', firstName: 'Ada', lastName: '' },
    tokens: {
      accessToken: token,
      refreshToken: opts.refreshToken === undefined ? 'refresh-1' : opts.refreshToken,
      idToken: 'id-token',
      expiresAt: now + opts.secondsLeft * 1000,
      receivedAt,
    },
  };
  window.localStorage.setItem('auth-storage', JSON.stringify({ state, version: 1 }));
  return token;
}

async function load() {
  const session = await import('./session.ts');
  const store = await import('./session-store.ts');
  return { ...session, ...store };
}

/** A token endpoint that hands out a new hour-long token per refresh and counts the calls. */
function countingRefresh() {
  const calls: URLSearchParams[] = [];
  server.use(
    tokenHandler((form) => {
      calls.push(form);
      return tokenResponse({
        access_token: accessToken('user-1', 3600),
        refresh_token: `refresh-${calls.length + 1}`,
        expires_in: 3600,
      });
    }),
  );
  return calls;
}

describe('getValidAccessToken', () => {
  it('returns the stored token while more than 300 s remain, without refreshing', async () => {
    // A frozen clock: the first import of the session on a busy machine can take longer than the
    // one second between 301 s and the 300 s margin.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const token = storeSession({ secondsLeft: 301 });
    const calls = countingRefresh();
    const { getValidAccessToken } = await load();
    await expect(getValidAccessToken()).resolves.toBe(token);
    expect(calls).toHaveLength(0);
  });

  it('refreshes first when the token expires within 300 s', async () => {
    const old = storeSession({ secondsLeft: 299 });
    const calls = countingRefresh();
    const { getValidAccessToken, useSessionStore } = await load();
    const token = await getValidAccessToken();
    expect(token).not.toBe(old);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('grant_type')).toBe('refresh_token');
    expect(calls[0]?.get('refresh_token')).toBe('refresh-1');
    expect(calls[0]?.get('client_id')).toBe('quadrant-web');
    expect(useSessionStore.getState().tokens?.accessToken).toBe(token);
    expect(useSessionStore.getState().tokens?.refreshToken).toBe('refresh-2');
    expect(window.localStorage.getItem('authToken')).toBe(token);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('refreshes once for many concurrent callers', async () => {
    storeSession({ secondsLeft: 10 });
    const calls = countingRefresh();
    const { getValidAccessToken } = await load();
    const tokens = await Promise.all(Array.from({ length: 8 }, () => getValidAccessToken()));
    expect(calls).toHaveLength(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toEqual(expect.any(String));
  });

  it('refreshes a 5-minute token once it has under 300 s left and is a minute old', async () => {
    // 239 s left of 300: the old half-life rule (150 s) kept it; spec §9 refreshes under 300 s.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const old = storeSession({ secondsLeft: 239, lifetime: 300 });
    const calls = countingRefresh();
    const { getValidAccessToken } = await load();
    await expect(getValidAccessToken()).resolves.not.toBe(old);
    expect(calls).toHaveLength(1);
  });

  it('keeps a token received under 60 s ago, though under 300 s are left (the minimum gap)', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const token = storeSession({ secondsLeft: 250, lifetime: 300 });
    const calls = countingRefresh();
    const { getValidAccessToken } = await load();
    await expect(getValidAccessToken()).resolves.toBe(token);
    expect(calls).toHaveLength(0);
  });

  it('signs the person out and clears tokens when the provider answers 400', async () => {
    storeSession({ secondsLeft: 10 });
    window.localStorage.setItem('subscription-storage', '{}');
    server.use(tokenHandler(() => Response.json({ error: 'invalid_grant' }, { status: 400 })));
    const { getValidAccessToken, useSessionStore } = await load();
    await expect(getValidAccessToken()).resolves.toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, user: null, tokens: null });
    for (const key of ['authToken', 'refreshToken', 'idToken', 'userId', 'subscription-storage']) {
      expect(window.localStorage.getItem(key), key).toBeNull();
    }
  });

  it('keeps the session when the provider cannot be reached, while the token is still valid', async () => {
    const token = storeSession({ secondsLeft: 60 });
    server.use(tokenHandler(() => Response.error()));
    const { getValidAccessToken, useSessionStore } = await load();
    await expect(getValidAccessToken()).resolves.toBe(token);
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
  });

  it('returns null when nobody is signed in', async () => {
    const { getValidAccessToken } = await load();
    await expect(getValidAccessToken()).resolves.toBeNull();
  });

  it('ends the session when the token has expired and there is no refresh token', async () => {
    storeSession({ secondsLeft: -5, refreshToken: null });
    const { getValidAccessToken, useSessionStore } = await load();
    await expect(getValidAccessToken()).resolves.toBeNull();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
  });
});

describe('subscribeToken', () => {
  it('tells listeners about refreshed tokens and about the end of the session', async () => {
    storeSession({ secondsLeft: 10 });
    countingRefresh();
    const { getValidAccessToken, subscribeToken, endSession } = await load();
    const seen: (string | null)[] = [];
    const unsubscribe = subscribeToken((token) => seen.push(token));
    const fresh = await getValidAccessToken();
    endSession();
    unsubscribe();
    expect(seen).toEqual([fresh, null]);
  });
});

/** A token endpoint handing out `lifetime`-second tokens, counting the calls. */
function refreshesWith(lifetime: number) {
  const calls: number[] = [];
  server.use(
    tokenHandler(() => {
      calls.push(Date.now());
      return tokenResponse({
        access_token: accessToken('user-1', lifetime),
        refresh_token: `refresh-${calls.length + 1}`,
        expires_in: lifetime,
      });
    }),
  );
  return calls;
}

/** Advance fake time by `ms`, then let the token requests the timers started finish for real. */
async function elapse(ms: number, calls: number[], expected: number) {
  await vi.advanceTimersByTimeAsync(ms);
  vi.useRealTimers();
  await vi.waitFor(() => expect(calls).toHaveLength(expected));
}

const TIMERS: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
};

describe('timers (spec §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks at the token every 30 s and refreshes a 5-minute token a minute after it came', async () => {
    vi.useFakeTimers(TIMERS);
    storeSession({ secondsLeft: 300, lifetime: 300 });
    const calls = refreshesWith(300);
    const { initSession } = await load();
    initSession();
    // Polls at 30 s (too soon: the minimum gap) and at 60 s (due: under 300 s left).
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toHaveLength(0);
    await elapse(2_000, calls, 1);
  });

  it('refreshes in the background every 480 s even with most of the token left', async () => {
    vi.useFakeTimers(TIMERS);
    storeSession({ secondsLeft: 3600, lifetime: 3600 });
    const calls = refreshesWith(3600);
    const { initSession } = await load();
    initSession();
    await vi.advanceTimersByTimeAsync(479_000);
    expect(calls).toHaveLength(0);
    await elapse(2_000, calls, 1);
  });
});

describe('refused refresh and expiry checks (spec §8)', () => {
  it('logs "Failed to refresh token: …" when the provider refuses the refresh', async () => {
    storeSession({ secondsLeft: 10 });
    server.use(tokenHandler(() => Response.json({ error: 'invalid_grant' }, { status: 400 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getValidAccessToken } = await load();
    await getValidAccessToken();
    expect(logged).toHaveBeenCalledWith(
      'Failed to refresh token: An unexpected HTTP error occurred while attempting to refresh the token.',
      400,
    );
  });

  it('answers an expiry check without a token with "Not authenticated"', async () => {
    const { isTokenExpired } = await load();
    expect(() => isTokenExpired(0)).toThrow('Not authenticated');
  });

  it('answers an expiry check with a token by its time left', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    storeSession({ secondsLeft: 100 });
    const { isTokenExpired } = await load();
    expect(isTokenExpired(99_000)).toBe(false);
    expect(isTokenExpired(101_000)).toBe(true);
  });
});

describe('start-up check', () => {
  it("clears stored auth when the stored user is not the access token's subject", async () => {
    storeSession({ secondsLeft: 3600, sub: 'someone-else' });
    const { initSession, useSessionStore } = await load();
    expect(initSession()).toBe('reloading');
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('auth-storage')).toBeNull();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps a consistent session', async () => {
    storeSession({ secondsLeft: 3600 });
    const { initSession, useSessionStore } = await load();
    expect(initSession()).toBe('ready');
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, initialized: true });
  });

  it('keeps a sign-in another window stored after this page read the store', async () => {
    // This page (Teams' popup, another tab) read a signed-out store as it loaded; then another
    // window of the same origin signed in. Starting the session must not write the old state back.
    const { initSession, useSessionStore } = await load();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    const token = storeSession({ secondsLeft: 3600 });
    expect(initSession()).toBe('ready');
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, initialized: true });
    const stored = JSON.parse(window.localStorage.getItem('auth-storage') ?? '{}') as {
      state?: { tokens?: { accessToken?: string } };
    };
    expect(stored.state?.tokens?.accessToken).toBe(token);
  });

  it('treats a tampered stored session as signed out', async () => {
    window.localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { isAuthenticated: true, user: null, tokens: null }, version: 1 }),
    );
    const { useSessionStore } = await load();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
  });
});
