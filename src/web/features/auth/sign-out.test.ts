import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, CLIENT_ID, configHandlers, OIDC_BASE, ORIGIN } from './testing/identity-provider.ts';

const server = setupServer(...configHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function signedIn(idToken: string | null) {
  const now = Date.now();
  const state = {
    isAuthenticated: true,
    user: { id: 'user-1', email: 'a@example.com', name: 'Ada', firstName: 'Ada', lastName: '' },
    tokens: {
      accessToken: accessToken('user-1', 3600),
      refreshToken: 'refresh-1',
      idToken,
      expiresAt: now + 3_600_000,
      receivedAt: now,
    },
  };
  window.localStorage.setItem('auth-storage', JSON.stringify({ state, version: 1 }));
  for (const key of [
    'authToken',
    'refreshToken',
    'idToken',
    'userId',
    'kc_token',
    'user',
    'subscription-storage',
    'data-source-storage',
    'lastSync',
  ]) {
    window.localStorage.setItem(key, 'x');
  }
  window.localStorage.setItem('userLanguage', 'fr');
  window.sessionStorage.setItem('code-verifier', 'x');
  window.sessionStorage.setItem('auth-return-to', '/app/board');
}

describe('signOut', () => {
  it('clears stored auth and app stores, keeps the language, flags the sign-out and ends the provider session', async () => {
    signedIn('the-id-token');
    const revoked: URLSearchParams[] = [];
    server.use(
      http.post(`${OIDC_BASE}/revoke`, async ({ request }) => {
        revoked.push(new URLSearchParams(await request.text()));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { signOut } = await import('./sign-out.ts');
    const { useSessionStore } = await import('./session-store.ts');
    const target = await signOut();

    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, user: null, tokens: null });
    for (const key of [
      'auth-storage',
      'authToken',
      'refreshToken',
      'idToken',
      'userId',
      'kc_token',
      'user',
      'subscription-storage',
      'data-source-storage',
      'lastSync',
    ]) {
      expect(window.localStorage.getItem(key), key).toBeNull();
    }
    expect(window.localStorage.getItem('userLanguage')).toBe('fr');
    expect(window.sessionStorage.getItem('code-verifier')).toBeNull();
    expect(window.sessionStorage.getItem('auth-return-to')).toBeNull();
    expect(window.sessionStorage.getItem('isLoggingOut')).toBe('true');

    expect(revoked[0]?.get('token')).toBe('refresh-1');
    const url = new URL(target ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${OIDC_BASE}/logout`);
    expect(url.searchParams.get('id_token_hint')).toBe('the-id-token');
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/auth/login`);
  });

  it('leaves the provider alone without an ID token (the caller goes to /auth/login)', async () => {
    signedIn(null);
    const { signOut } = await import('./sign-out.ts');
    await expect(signOut()).resolves.toBeNull();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.sessionStorage.getItem('isLoggingOut')).toBe('true');
  });

  it('hands the theme chosen now to the provider, whose sign-out page comes next', async () => {
    signedIn('the-id-token');
    // Chosen in settings after the login page last wrote the cookie (which said light).
    window.localStorage.setItem('userTheme', 'dark');
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    server.use(http.post(`${OIDC_BASE}/revoke`, () => new HttpResponse(null, { status: 200 })));
    const { signOut } = await import('./sign-out.ts');
    await signOut();
    expect(written.filter((c) => c.startsWith('quadrant_theme='))).toEqual([
      'quadrant_theme=dark; Path=/realms; SameSite=Lax; Max-Age=31536000',
    ]);
    vi.restoreAllMocks();
  });

  it('remembers that a changed password was the reason, for the login page to say', async () => {
    signedIn(null);
    const { signOut } = await import('./sign-out.ts');
    await signOut('password-changed');
    expect(window.sessionStorage.getItem('isLoggingOut')).toBe('password-changed');
  });

  it('reads the reasons the server gives, and nothing else, from the sign-out address', async () => {
    const { signOutReasonOf } = await import('./sign-out.ts');
    expect(['password-changed', 'sessions-revoked', 'other', null].map(signOutReasonOf)).toEqual([
      'password-changed',
      'sessions-revoked',
      'signed-out',
      'signed-out',
    ]);
  });

  it("in the Teams tab: keeps the tab a tab, revokes, and leaves the provider's page alone", async () => {
    // The provider's sign-out page cannot be shown in Teams' frame (ADR 0050).
    signedIn('the-id-token');
    const context = JSON.stringify({ isTeams: true });
    window.sessionStorage.setItem('teamsContext', context);
    window.sessionStorage.setItem('teamsHost', 'outlook');
    const revoked: string[] = [];
    server.use(
      http.post(`${OIDC_BASE}/revoke`, async ({ request }) => {
        revoked.push(new URLSearchParams(await request.text()).get('token') ?? '');
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { signOut } = await import('./sign-out.ts');
    await expect(signOut()).resolves.toBeNull();
    expect(revoked).toEqual(['refresh-1']);
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.sessionStorage.getItem('code-verifier')).toBeNull();
    expect(window.sessionStorage.getItem('teamsContext')).toBe(context);
    expect(window.sessionStorage.getItem('teamsHost')).toBe('outlook');
    const { loginPage } = await import('../../lib/client-platform.ts');
    expect(loginPage()).toBe('/auth/login?isTeams=true');
  });

  it('shares one sign-out between concurrent calls', async () => {
    signedIn('the-id-token');
    server.use(http.post(`${OIDC_BASE}/revoke`, () => new HttpResponse(null, { status: 200 })));
    const { signOut } = await import('./sign-out.ts');
    const [a, b] = await Promise.all([signOut(), signOut()]);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
  });
});
