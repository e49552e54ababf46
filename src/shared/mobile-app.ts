/**
 * The iOS and Android apps' sign-in return (spec §9: the product's custom scheme with `/callback`)
 * and the session flag the native side shares with the page (spec §3, §4). Kept apart from the
 * device-token contract (contracts/mobile.ts) so that pages which only need these names load no
 * schema library. The scheme is registered in android/app/src/main/AndroidManifest.xml and
 * ios/App/App/Info.plist; the identity provider accepts `MOBILE_CALLBACK_URL` for the native
 * client only.
 */
export const MOBILE_URL_SCHEME = 'quadrant';
/** Where the identity provider sends the in-app browser back to (the app, not a web page). */
export const MOBILE_CALLBACK_URL = `${MOBILE_URL_SCHEME}://callback`;

/** sessionStorage flag: the in-app sign-in finished; a restore closes the browser (spec §4). */
export const CAPACITOR_AUTH_COMPLETE_KEY = 'capacitor_auth_complete';
