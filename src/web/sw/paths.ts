/**
 * Which navigations the service worker answers, and how (ADR 0027). Pure and without Workbox, so
 * the rules are tested beside it and shared with the code that clears a person's data on sign-out
 * (which must know which caches hold nothing of theirs).
 *
 * - App routes (`/app`, `/app/…`) get the precached SPA fallback page: the app shell loads offline.
 * - The API, the identity provider's pages and the sign-in flow are never answered or stored by
 *   the worker: they go to the network exactly as without it.
 * - Every other navigation is a public page: network first, so online it is what the server sends
 *   today; a copy kept for when the network fails.
 * - A frame's navigation is never answered: it goes to the network.
 */

/** The precached page that answers every app route (React Router's SPA fallback). */
export const APP_SHELL_URL = '/__spa-fallback.html';
/** The English landing page, precached so `/` renders offline even if never visited before. */
export const LANDING_URL = '/index.html';

/** Cache Storage name of the public pages' copies: the same bytes for everyone, no user data. */
export const PUBLIC_PAGES_CACHE = 'quadrant-public-pages';
/** Workbox's precache (build output only) starts with this; the scope follows it. */
export const PRECACHE_PREFIX = 'workbox-precache-';

const NETWORK_ONLY_PREFIXES = ['/api', '/realms', '/auth', '/callback', '/auth-callback', '/.well-known'];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isAppShellPath(pathname: string): boolean {
  return under(pathname, '/app');
}

export function isNetworkOnlyPath(pathname: string): boolean {
  return NETWORK_ONLY_PREFIXES.some((p) => under(pathname, p)) || pathname.startsWith('/__');
}

export function isPublicPagePath(pathname: string): boolean {
  return !isAppShellPath(pathname) && !isNetworkOnlyPath(pathname);
}

/**
 * Only a page's own navigations are answered: a frame (the Teams tab, ADR 0050) always goes to the
 * server, which alone decides who may frame it; the precached shell carries its own headers,
 * which refuse every frame of another site.
 */
export function isTopLevelNavigation(request: { mode: string; destination: string }): boolean {
  return request.mode === 'navigate' && request.destination === 'document';
}

/** Whether a Cache Storage entry may outlive a sign-out: it holds only what everyone gets. */
export function holdsNoUserData(cacheName: string): boolean {
  return cacheName.startsWith(PRECACHE_PREFIX) || cacheName === PUBLIC_PAGES_CACHE;
}

/** The message a page posts to a waiting worker to let it take over (the update prompt). */
export const SKIP_WAITING_MESSAGE = 'quadrant:skip-waiting';
