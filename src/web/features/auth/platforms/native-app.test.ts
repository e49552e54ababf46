/**
 * The app's start (native-app.ts) with Capacitor's plugins and the session replaced: it signs in
 * as the native client, follows only the sign-in deep link, and checks the token 500 ms after the
 * app comes back to the foreground (spec §9), not before and not while signed out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const m = vi.hoisted(() => ({
  listeners: new Map<string, (data: unknown) => void>(),
  getValidAccessToken: vi.fn(() => Promise.resolve('token')),
  signedIn: true,
  platforms: new Array<unknown>(),
  assign: vi.fn(),
}));
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: (event: string, listener: (data: unknown) => void) => {
      m.listeners.set(event, listener);
      return Promise.resolve({ remove: () => Promise.resolve() });
    },
  },
}));
vi.mock('../session.ts', () => ({ getValidAccessToken: m.getValidAccessToken }));
vi.mock('../session-store.ts', () => ({
  useSessionStore: { getState: () => ({ isAuthenticated: m.signedIn }) },
}));
vi.mock('../oidc-client.ts', () => ({ setOidcPlatform: (p: unknown) => m.platforms.push(p) }));
vi.mock('../sign-in.ts', () => ({ setShellSignIn: () => {} }));
vi.mock('./native-sign-in.ts', () => ({
  startNativeSignIn: () => {},
  finishCompletedSignIn: () => Promise.resolve(false),
}));
vi.mock('./native-http.ts', () => ({ nativeFetch: () => {} }));
vi.mock('./native-preferences.ts', () => ({
  restoreNativeSession: () => Promise.resolve('web-session'),
  mirrorSessionToPreferences: () => () => {},
}));
vi.mock('./native-push.ts', () => ({ registerForPush: () => Promise.resolve() }));

beforeEach(() => {
  m.listeners.clear();
  m.getValidAccessToken.mockClear();
  m.signedIn = true;
  vi.stubGlobal('location', { ...window.location, pathname: '/auth/login', assign: m.assign });
  m.assign.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app at start', () => {
  it('signs in as the native client, returning to the app scheme', async () => {
    const { startNativeApp } = await import('./native-app.ts');
    await startNativeApp('android');
    const platform = m.platforms.at(-1);
    expect(platform).toMatchObject({ redirectUri: 'quadrant://callback' });
    const { clientId } = platform as { clientId: (c: { nativeClientId: string }) => string };
    expect(clientId({ nativeClientId: 'quadrant-mobile' })).toBe('quadrant-mobile');
  });

  it('opens the callback page for the sign-in deep link only', async () => {
    const { startNativeApp } = await import('./native-app.ts');
    await startNativeApp('ios');
    m.listeners.get('appUrlOpen')?.({ url: 'quadrant://elsewhere?code=c' });
    expect(m.assign).not.toHaveBeenCalled();
    m.listeners.get('appUrlOpen')?.({ url: 'quadrant://callback?code=c&state=s' });
    expect(m.assign).toHaveBeenCalledWith('/auth/ios-callback?code=c&state=s');
  });

  it('checks the token 500 ms after coming to the foreground, only when signed in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { startNativeApp } = await import('./native-app.ts');
      await startNativeApp('android');
      const stateChange = m.listeners.get('appStateChange');
      stateChange?.({ isActive: false });
      await vi.advanceTimersByTimeAsync(1000);
      expect(m.getValidAccessToken).not.toHaveBeenCalled();
      stateChange?.({ isActive: true });
      await vi.advanceTimersByTimeAsync(499);
      expect(m.getValidAccessToken).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(m.getValidAccessToken).toHaveBeenCalledOnce();
      m.signedIn = false;
      stateChange?.({ isActive: true });
      await vi.advanceTimersByTimeAsync(500);
      expect(m.getValidAccessToken).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
