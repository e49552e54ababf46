/**
 * What the page does when it runs inside the iOS or Android app, before it renders (entry.client):
 * sign in as the native client through the native HTTP layer; restore the session the phone kept
 * (spec §4) and keep it written through; follow the sign-in callback the app is opened with; check
 * the token 500 ms after the app comes back to the foreground (spec §9); and register the phone
 * for reminders once someone is signed in. Loaded only in the apps: the web never fetches it.
 */
import { App } from '@capacitor/app';
import { setOidcPlatform } from '../oidc-client.ts';
import { useSessionStore } from '../session-store.ts';
import { getValidAccessToken } from '../session.ts';
import { setShellSignIn } from '../sign-in.ts';
import { callbackPagePath, FOREGROUND_REFRESH_MS, type NativePlatform } from './native-callback.ts';
import { nativeFetch } from './native-http.ts';
import { mirrorSessionToPreferences, restoreNativeSession } from './native-preferences.ts';
import { finishCompletedSignIn, startNativeSignIn } from './native-sign-in.ts';
import { MOBILE_CALLBACK_URL } from '../../../../shared/mobile-app.ts';

/** Opens the page that completes a sign-in the app was handed; other links are ignored. */
function followCallback(link: string, platform: NativePlatform): void {
  const path = callbackPagePath(link, platform);
  if (path) window.location.assign(path);
}

function refreshInForeground(): void {
  void App.addListener('appStateChange', ({ isActive }) => {
    if (!isActive) return;
    setTimeout(() => {
      if (useSessionStore.getState().isAuthenticated) void getValidAccessToken();
    }, FOREGROUND_REFRESH_MS);
  });
}

async function restore(): Promise<void> {
  await restoreNativeSession().catch(() => undefined);
  const signedIn = useSessionStore.getState().isAuthenticated;
  // Before the router starts: it then opens the board, not the page the app was left on.
  if ((await finishCompletedSignIn(signedIn)) && !window.location.pathname.startsWith('/app/'))
    window.history.replaceState(null, '', '/app/board');
  mirrorSessionToPreferences();
}

export async function startNativeApp(platform: NativePlatform): Promise<void> {
  setOidcPlatform({
    clientId: (config) => config.nativeClientId,
    redirectUri: MOBILE_CALLBACK_URL,
    fetch: nativeFetch,
  });
  setShellSignIn(startNativeSignIn);
  await restore();
  // A cold start by the callback finds no pending attempt (the web view's session storage went
  // with the app), so only links arriving while the page runs are followed.
  void App.addListener('appUrlOpen', ({ url }) => followCallback(url, platform));
  refreshInForeground();
  void import('./native-push.ts').then((m) => m.registerForPush(platform)).catch(() => undefined);
  // Pro on iPhone and iPad is bought in the App Store (spec §6): its bridge, before any page asks.
  if (platform === 'ios') (await import('./native-purchases.ts')).installAppStoreBridge();
}
