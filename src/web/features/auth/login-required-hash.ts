/**
 * Spec §8: "login_required in URL hash on public route is removed silently". A silent sign-in check
 * done by a top-level redirect (keycloak-js's `check-sso` without its iframe, or any client of the
 * same provider) comes back as `#error=login_required&state=…`; on a page people read, that is
 * noise in the address bar and in every link they copy. Removed without a navigation or a history
 * entry. Not on the app's pages or the sign-in returns, whose URLs are the app's to read.
 * Dependency-free: the landing page's bootstrap imports it (its initial JavaScript).
 */

const KEPT_PREFIXES = ['/app', '/callback', '/auth-callback', '/auth/ios-callback', '/auth/desktop-callback'];

function isPublicRoute(pathname: string): boolean {
  return !KEPT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Drops a hash carrying `login_required` from a public route's URL; true when it did. */
export function dropLoginRequiredHash(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
): boolean {
  if (!location.hash.includes('login_required') || !isPublicRoute(location.pathname)) return false;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return true;
}
