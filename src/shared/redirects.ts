/**
 * The spec's redirects (§2 "Redirects", `/terms`, `/pricing`, `/support`, `/help`). Pure, so the
 * server answers them with a real HTTP redirect and the client router with a navigation. Callers
 * keep the query string; browsers keep the hash across a redirect.
 */
export interface RedirectTarget {
  /** Path of the target, without query. */
  pathname: string;
  /** Extra query to merge in (e.g. isTeams=true). */
  query?: Record<string, string>;
  /** Fragment to set (e.g. pricing). */
  hash?: string;
}

const EXACT: Record<string, RedirectTarget> = {
  '/terms': { pathname: '/eula' },
  '/pricing': { pathname: '/', hash: 'pricing' },
  '/support': { pathname: '/contact' },
  '/help': { pathname: '/support' },
  '/board': { pathname: '/app/board' },
  '/profile': { pathname: '/app/profile' },
  '/subscription': { pathname: '/app/subscription' },
  '/subscription/success': { pathname: '/app/subscription/success' },
  '/billing': { pathname: '/app/billing' },
  '/admin': { pathname: '/app/admin' },
};

export function redirectFor(pathname: string): RedirectTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT[path];
  if (exact) return exact;
  if (path === '/teams' || path.startsWith('/teams/'))
    return { pathname: '/app', query: { isTeams: 'true' } };
  const board = /^\/board\/([^/]+)(\/[^/]+)?$/.exec(path);
  if (board) return { pathname: `/app${path}` };
  if (path.startsWith('/admin/')) return { pathname: `/app${path}` };
  return null;
}

/** The full target URL (path, query, hash) for a request's path and query string. */
export function redirectUrl(pathname: string, search: string): string | null {
  const target = redirectFor(pathname);
  if (!target) return null;
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(target.query ?? {})) params.set(k, v);
  const query = params.toString();
  return `${target.pathname}${query ? `?${query}` : ''}${target.hash ? `#${target.hash}` : ''}`;
}
