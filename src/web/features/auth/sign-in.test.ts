import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accessToken,
  CLIENT_ID,
  configHandlers,
  idToken,
  OIDC_BASE,
  ORIGIN,
  sameRealmDigests,
  tokenHandler,
  tokenResponse,
} from './testing/identity-provider.ts';

const server = setupServer(...configHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

// Each test gets fresh module state (discovery cache, session start-up).
async function load() {
  const signIn = await import('./sign-in.ts');
  const pending = await import('./pending-sign-in.ts');
  const store = await import('./session-store.ts');
  return { ...signIn, ...pending, ...store };
}

beforeEach(() => {
  vi.resetModules();
  sameRealmDigests();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function sha256Base64Url(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('base64url');
}

describe('starting a sign-in', () => {
  it('sends code + PKCE S256, state, nonce, the scope and the current language', async () => {
    const { signInUrl, readPendingSignIn } = await load();
    const url = await signInUrl();
    const pending = readPendingSignIn();
    expect(pending).not.toBeNull();
    expect(`${url.origin}${url.pathname}`).toBe(`${OIDC_BASE}/auth`);
    const p = url.searchParams;
    expect(p.get('client_id')).toBe(CLIENT_ID);
    expect(p.get('redirect_uri')).toBe(`${ORIGIN}/callback`);
    expect(p.get('response_type')).toBe('code');
    // Spec §7: the web asks for `openid` only (the apps' native client for more).
    expect(p.get('scope')).toBe('openid');
    expect(p.get('state')).toBe(pending?.state);
    expect(p.get('nonce')).toBe(pending?.nonce);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toBe(await sha256Base64Url(pending?.verifier ?? ''));
    expect(p.get('ui_locales')).toBe('en');
    expect(p.has('kc_idp_hint')).toBe(false);
    expect(p.has('prompt')).toBe(false);
  });

  it('names the provider for Google/Microsoft/Apple and asks for the form only on request', async () => {
    const { signInUrl } = await load();
    const url = await signInUrl({ idpHint: 'microsoft', forceLogin: true });
    expect(url.searchParams.get('kc_idp_hint')).toBe('microsoft');
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('max_age')).toBe('0');
  });

  it("sends every web sign-in with prompt=login and max_age=0 (spec §7), an account's creation without", async () => {
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const { startSignIn } = await load();
      // The login page passes false when no sign-out came first: the web asks for the form anyway.
      await expect(startSignIn({ idpHint: 'google', forceLogin: false })).resolves.toBe('leaving');
      await startSignIn({ register: true });
      const [signIn, register] = assign.mock.calls.map(([href]) => new URL(href).searchParams);
      expect(signIn?.get('prompt')).toBe('login');
      expect(signIn?.get('max_age')).toBe('0');
      expect(signIn?.get('scope')).toBe('openid');
      expect(register?.has('prompt')).toBe(false);
      expect(register?.has('max_age')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('creates accounts at the registrations endpoint with the same parameters', async () => {
    const { signInUrl } = await load();
    const url = await signInUrl({ register: true });
    expect(`${url.origin}${url.pathname}`).toBe(`${OIDC_BASE}/registrations`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
  });
});

describe('at an address the embedded provider does not serve', () => {
  it('refuses before any discovery request and names the address where sign-in works', async () => {
    const elsewhere = 'http://192.168.1.20:3000/realms/quadrant';
    let discovered = false;
    server.use(
      http.get(`${ORIGIN}/api/client-config`, () =>
        HttpResponse.json({ issuer: elsewhere, clientId: CLIENT_ID, realm: 'quadrant', embedded: true }),
      ),
      http.get(`${elsewhere}/.well-known/openid-configuration`, () => {
        discovered = true;
        return HttpResponse.json({});
      }),
    );
    const { signInUrl } = await load();
    const { WrongAddressError } = await import('./oidc-client.ts');
    const err: unknown = await signInUrl().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WrongAddressError);
    expect((err as InstanceType<typeof WrongAddressError>).address).toBe('http://192.168.1.20:3000');
    expect(discovered).toBe(false);
  });
});

describe('completing a sign-in on /callback', () => {
  async function pendingAttempt() {
    const mod = await load();
    await mod.signInUrl();
    const pending = mod.readPendingSignIn();
    if (!pending) throw new Error('no pending sign-in');
    return { mod, pending };
  }

  function callbackUrl(params: Record<string, string>): URL {
    return new URL(`${ORIGIN}/callback?${new URLSearchParams(params).toString()}`);
  }

  it('exchanges the code with the stored verifier, stores the session and removes the verifier', async () => {
    const { mod, pending } = await pendingAttempt();
    let form: URLSearchParams | undefined;
    server.use(
      tokenHandler((body) => {
        form = body;
        return tokenResponse({
          access_token: accessToken('user-1', 3600),
          refresh_token: 'refresh-1',
          id_token: idToken('user-1', pending.nonce),
          expires_in: 3600,
        });
      }),
    );
    mod.rememberReturnPath('/app/board/b1/list');
    const result = await mod.completeSignIn(callbackUrl({ code: 'the-code', state: pending.state }));
    expect(result).toEqual({ kind: 'signed-in', to: '/app/board/b1/list' });
    expect(form?.get('grant_type')).toBe('authorization_code');
    expect(form?.get('code')).toBe('the-code');
    expect(form?.get('code_verifier')).toBe(pending.verifier);
    expect(form?.get('redirect_uri')).toBe(`${ORIGIN}/callback`);
    expect(form?.get('client_id')).toBe(CLIENT_ID);
    const state = mod.useSessionStore.getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.user).toEqual({
      id: 'user-1',
      email: 'user-1@example.com',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      // The test token carries no roles.
      isAdmin: false,
    });
    expect(window.localStorage.getItem('authToken')).toBe(state.tokens?.accessToken);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(window.localStorage.getItem('userId')).toBe('user-1');
    expect(window.sessionStorage.getItem('code-verifier')).toBeNull();
  });

  it('ignores a stale callback that has no stored verifier', async () => {
    const mod = await load();
    const result = await mod.completeSignIn(callbackUrl({ code: 'old', state: 'whatever' }));
    expect(result).toEqual({ kind: 'ignored' });
    expect(mod.useSessionStore.getState().isAuthenticated).toBe(false);
  });

  it('refuses a callback whose state does not match, without calling the token endpoint', async () => {
    const { mod } = await pendingAttempt();
    const calls = vi.fn(() => tokenResponse({ access_token: 'x' }));
    server.use(tokenHandler(calls));
    const result = await mod.completeSignIn(callbackUrl({ code: 'c', state: 'forged-state-value' }));
    expect(result).toEqual({ kind: 'failed', reason: 'invalid_state' });
    expect(calls).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('code-verifier')).toBeNull();
  });

  it("clears everything when the ID token's nonce is not ours", async () => {
    const { mod, pending } = await pendingAttempt();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      tokenHandler(() =>
        tokenResponse({
          access_token: accessToken('user-1', 3600),
          id_token: idToken('user-1', 'someone-elses-nonce'),
          expires_in: 3600,
        }),
      ),
    );
    const result = await mod.completeSignIn(callbackUrl({ code: 'c', state: pending.state }));
    expect(result).toEqual({ kind: 'failed', reason: 'invalid_nonce' });
    expect(warn).toHaveBeenCalledWith('Invalid nonce, clearing token');
    expect(mod.useSessionStore.getState().isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('authToken')).toBeNull();
    warn.mockRestore();
  });

  it('reports a cancelled sign-in when the provider says access_denied', async () => {
    const { mod, pending } = await pendingAttempt();
    const result = await mod.completeSignIn(callbackUrl({ error: 'access_denied', state: pending.state }));
    expect(result).toEqual({ kind: 'failed', reason: 'cancelled' });
  });

  it('fails cleanly when the code exchange is refused', async () => {
    const { mod, pending } = await pendingAttempt();
    server.use(tokenHandler(() => Response.json({ error: 'invalid_grant' }, { status: 400 })));
    const result = await mod.completeSignIn(callbackUrl({ code: 'used', state: pending.state }));
    expect(result).toEqual({ kind: 'failed', reason: 'failed' });
    expect(mod.useSessionStore.getState().isAuthenticated).toBe(false);
  });
});

describe('a callback handled twice', () => {
  it('exchanges the code once and gives both callers the same result', async () => {
    const mod = await load();
    await mod.signInUrl();
    const pending = mod.readPendingSignIn();
    if (!pending) throw new Error('no pending sign-in');
    let exchanges = 0;
    server.use(
      tokenHandler(() => {
        exchanges += 1;
        return tokenResponse({
          access_token: accessToken('user-1', 3600),
          id_token: idToken('user-1', pending.nonce),
          expires_in: 3600,
        });
      }),
    );
    const url = new URL(`${ORIGIN}/callback?code=c&state=${pending.state}`);
    const [a, b] = await Promise.all([mod.completeSignIn(url), mod.completeSignIn(url)]);
    expect(exchanges).toBe(1);
    expect(a).toEqual({ kind: 'signed-in', to: '/app/board' });
    expect(b).toEqual(a);
  });
});
