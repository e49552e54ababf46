/**
 * The apps' sign-in as the page sees it, with Capacitor's plugins replaced: the native client and
 * its custom-scheme redirect, the token calls through the native HTTP layer, no administrator from
 * an app, and spec §4's cancelled sign-in (no token 500 ms after the in-app browser closed).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_CALLBACK_URL } from '../../../../shared/mobile-app.ts';
import {
  accessToken,
  configHandlers,
  idToken,
  ISSUER,
  makeJwt,
  ORIGIN,
  sameRealmDigests,
  tokenHandler,
  tokenResponse,
} from '../testing/identity-provider.ts';

const browser = vi.hoisted(() => ({
  finished: null as null | (() => void),
  open: vi.fn(() => Promise.resolve()),
  close: vi.fn(() => Promise.resolve()),
}));
vi.mock('@capacitor/browser', () => ({
  Browser: {
    open: browser.open,
    close: browser.close,
    addListener: (_event: string, listener: () => void) => {
      browser.finished = listener;
      return Promise.resolve({ remove: () => Promise.resolve() });
    },
  },
}));

const server = setupServer(
  http.get(`${ORIGIN}/api/client-config`, () =>
    HttpResponse.json({
      issuer: ISSUER,
      clientId: 'quadrant-web',
      nativeClientId: 'quadrant-mobile',
      realm: 'quadrant',
      embedded: true,
    }),
  ),
  ...configHandlers.slice(1),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

beforeEach(() => {
  vi.resetModules();
  sameRealmDigests();
  browser.finished = null;
  browser.open.mockClear();
  browser.close.mockClear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function claims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** The modules as the app sets them up (native-app.ts), with a recording fetch. */
async function asTheApp() {
  const oidc = await import('../oidc-client.ts');
  const signIn = await import('../sign-in.ts');
  const native = await import('./native-sign-in.ts');
  const store = await import('../session-store.ts');
  const fetched: string[] = [];
  oidc.setOidcPlatform({
    clientId: (config) => config.nativeClientId,
    redirectUri: MOBILE_CALLBACK_URL,
    fetch: (url, options) => {
      fetched.push(url);
      return fetch(url, { method: options.method, headers: options.headers, body: options.body as BodyInit });
    },
  });
  signIn.setShellSignIn(native.startNativeSignIn);
  return { ...signIn, ...native, ...store, fetched };
}

describe('an app sign-in', () => {
  it('asks as the native client for the app scheme, and exchanges through the native layer', async () => {
    const app = await asTheApp();
    const url = await app.signInUrl({ idpHint: 'google' });
    expect(url.searchParams.get('client_id')).toBe('quadrant-mobile');
    expect(url.searchParams.get('redirect_uri')).toBe('quadrant://callback');
    expect(url.searchParams.get('scope')).toBe('openid profile email offline_access');
    expect(url.searchParams.get('kc_idp_hint')).toBe('google');

    const pending = JSON.parse(window.sessionStorage.getItem('code-verifier') ?? '{}') as {
      nonce: string;
      state: string;
    };
    let form: URLSearchParams | undefined;
    server.use(
      tokenHandler((body) => {
        form = body;
        const admin = makeJwt({ ...claims(accessToken('user-1', 3600)), realm_access: { roles: ['admin'] } });
        const id = makeJwt({ ...claims(idToken('user-1', pending.nonce)), aud: 'quadrant-mobile' });
        return tokenResponse({ access_token: admin, id_token: id, expires_in: 3600 });
      }),
    );
    const result = await app.completeNativeSignIn(
      new URL(`${ORIGIN}/auth-callback?code=c1&state=${pending.state}`),
    );
    expect(result).toEqual({ kind: 'signed-in', to: '/app/board' });
    expect(form?.get('client_id')).toBe('quadrant-mobile');
    expect(form?.get('redirect_uri')).toBe('quadrant://callback');
    expect(app.fetched).toContain(`${ISSUER}/protocol/openid-connect/token`);
    // Spec §3: never an administrator from an app, whatever the token's roles.
    expect(app.useSessionStore.getState().user?.isAdmin).toBe(false);
    expect(window.sessionStorage.getItem('capacitor_auth_complete')).toBe('true');
    expect(browser.close).toHaveBeenCalled();
  });

  it('is cancelled when the browser closes and no token is stored 500 ms later', async () => {
    const app = await asTheApp();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let outcome: string | undefined;
    void app.startSignIn({}).then((o) => {
      outcome = o;
    });
    await vi.waitFor(() => expect(browser.open).toHaveBeenCalledTimes(1));
    browser.finished?.();
    await vi.advanceTimersByTimeAsync(499);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('cancelled');
  });

  it('is not cancelled when the token arrived by the time the browser closed', async () => {
    const app = await asTheApp();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let outcome: string | undefined;
    void app.startSignIn({}).then((o) => {
      outcome = o;
    });
    await vi.waitFor(() => expect(browser.open).toHaveBeenCalledTimes(1));
    window.localStorage.setItem('authToken', accessToken('user-1', 3600));
    browser.finished?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(outcome).toBeUndefined();
  });
});
