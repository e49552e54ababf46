/**
 * The iOS and Android shells (Capacitor 8; README "Clients"). They open the deployment's own
 * address, `QUADRANT_MOBILE_URL` (its PUBLIC_URL), in the app's web view: the API, the sync socket,
 * the identity provider and the service worker are then same-origin, exactly as on the web, and an
 * app update is a deployment. The build (`webDir`) is still copied into each app: it is what the
 * shell shows when the address cannot be reached on the very first launch (`errorPath`); after
 * that the service worker serves the app offline (ADR 0026/0027).
 * `npm run mobile:sync` builds the web app and copies it and this configuration into android/ and
 * ios/ (scripts/mobile-sync.ts refuses to run without the address).
 */
import type { CapacitorConfig } from '@capacitor/cli';

const serverUrl = process.env.QUADRANT_MOBILE_URL;

const config: CapacitorConfig = {
  appId: 'app.quadrant.mobile',
  appName: 'Quadrant',
  webDir: `${process.env.QUADRANT_BUILD_DIR ?? 'build'}/client`,
  ...(serverUrl ? { server: { url: serverUrl, errorPath: 'offline.html', cleartext: false } } : {}),
  android: {
    // Sign-in, refresh and the API only ever use https outside development.
    allowMixedContent: false,
  },
  ios: {
    // The App Store build's web view may hold a service worker only for its app-bound domains
    // (Info.plist WKAppBoundDomains, written by scripts/mobile-sync.ts from the address above).
    limitsNavigationsToAppBoundDomains: true,
    contentInset: 'automatic',
  },
  plugins: {
    // Only the token calls go through the native HTTP layer (native-http.ts); the app's own API
    // calls stay on fetch, which streams and is what the service worker sees.
    CapacitorHttp: { enabled: false },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
