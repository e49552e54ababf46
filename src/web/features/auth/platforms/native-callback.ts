/**
 * The pure parts of the native sign-in's return (spec §2, §4, §9): which deep links are the
 * sign-in callback, the app page that finishes it, and the native start page. Rules:
 * - only `quadrant://callback` (scheme and host exactly) is a sign-in return; any other link the
 *   app is opened with is not ours to act on;
 * - the callback page is `/auth/ios-callback` on iOS and `/auth-callback` on Android, carrying the
 *   callback's query and fragment unchanged;
 * - the app opened on its own starts on the board when signed in, else on the login page.
 */
import { MOBILE_CALLBACK_URL } from '../../../../shared/mobile-app.ts';

export type NativePlatform = 'ios' | 'android';

export const NATIVE_CALLBACK_PATHS: Record<NativePlatform, string> = {
  ios: '/auth/ios-callback',
  android: '/auth-callback',
};

const CALLBACK = new URL(MOBILE_CALLBACK_URL);

/** The app path that completes a sign-in returned through `link`, or null when it is not one. */
export function callbackPagePath(link: string, platform: NativePlatform): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== CALLBACK.protocol || url.host !== CALLBACK.host) return null;
  if (url.pathname !== '' && url.pathname !== '/') return null;
  return `${NATIVE_CALLBACK_PATHS[platform]}${url.search}${url.hash}`;
}

/** Where the native app starts (spec §6: signed in → the board, otherwise the login page). */
export function nativeStartPath(signedIn: boolean): '/app/board' | '/auth/login' {
  return signedIn ? '/app/board' : '/auth/login';
}

/** How long after the in-app browser closes a sign-in with no token counts as cancelled (spec §4). */
export const CANCEL_CHECK_MS = 500;
/** How long after the app comes to the foreground its token is checked (spec §9). */
export const FOREGROUND_REFRESH_MS = 500;
