/**
 * Quadrant's service worker (ADR 0027), bundled and given its precache manifest at build time
 * (scripts/build/service-worker.ts writes it to /sw.js). It keeps Web Push (sw-push.js, ADR 0019),
 * precaches the build's code and the app shell so `/app/…` loads offline, keeps a copy of public
 * pages for when the network fails, and never answers or stores the API or the sign-in pages.
 *
 * Updates: a first install takes control at once (there is nothing to be inconsistent with); a
 * later version waits until the page's "Update available" prompt sends SKIP_WAITING_MESSAGE, or
 * until every Quadrant tab has closed, so a page never runs on code the worker has just removed.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  APP_SHELL_URL,
  isAppShellPath,
  isPublicPagePath,
  isTopLevelNavigation,
  LANDING_URL,
  PUBLIC_PAGES_CACHE,
  SKIP_WAITING_MESSAGE,
} from './paths.ts';

/** The parts of the worker's global scope used here (the project's types are the DOM's). */
interface WorkerScope {
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  importScripts(...urls: string[]): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

const worker = self as unknown as WorkerScope;

// Push and notification clicks: the same plain script the worker before this one imported.
worker.importScripts('/sw-push.js');

// The list is written in by workbox-build's injectManifest. Hashed files under /assets are their
// own revision; pages carry one. `/` and `/about` are not mapped to precached files: public pages
// are answered by the network-first route below, not from the precache.
// It must read `self.__WB_MANIFEST` literally: that is the text injectManifest replaces.
const manifest = (self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST;
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Every app route is the same page: React Router picks the route in the browser.
registerRoute(
  ({ request, url }) =>
    isTopLevelNavigation(request) && url.origin === self.location.origin && isAppShellPath(url.pathname),
  createHandlerBoundToURL(APP_SHELL_URL),
);

registerRoute(
  ({ request, url }) =>
    isTopLevelNavigation(request) && url.origin === self.location.origin && isPublicPagePath(url.pathname),
  new NetworkFirst({
    cacheName: PUBLIC_PAGES_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60 }),
      {
        // Only real pages are kept (not a 404, not a redirect to somewhere else).
        cacheWillUpdate: ({ response }) =>
          Promise.resolve(
            response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html')
              ? response
              : null,
          ),
        // Offline and never seen: the landing page, if that is what was asked for.
        handlerDidError: async ({ request }) =>
          new URL(request.url).pathname === '/' ? matchPrecache(LANDING_URL) : undefined,
      },
    ],
  }),
);

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SKIP_WAITING_MESSAGE) void worker.skipWaiting();
});

// A first install has no predecessor and activates at once; claiming the open pages then puts the
// page that registered it under its control without a reload.
worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});
