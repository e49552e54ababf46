/**
 * The board's cold load (budget: interactive within 0.7 s with 5,000 tasks) starts its data
 * download from the SPA page's HTML, before any module has loaded: the build puts this small
 * inline script first in `__spa-fallback.html` (react-router.config.ts's buildEnd; the server
 * allows it by its hash, ADR 0007). On a board URL it sends the request
 * `api(getChanges, { query: { since: 0 } })` would send, but only when the stored session is one
 * `getValidAccessToken()` would use as it is: one `readStoredSession()` reads as signed in (the
 * same rules as its zod schema, checked by hand here: no module has loaded yet; the tests hold the
 * two to agreement), the access token not due for refresh, and the token's subject the stored
 * user. Otherwise it does nothing and the app pulls as before. With a fresh persisted copy of that
 * person's workspace on this browser (the marker of cache-marker.ts, same rule), it preloads the
 * modules but downloads nothing: the restore shows the board and the socket catches up.
 * The app reads the response with `readApiResponse` (contract schema, error codes), like any call.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { buildPath } from '../../src/shared/contracts/endpoint.ts';
import { getChanges } from '../../src/shared/contracts/sync.ts';
import {
  MIN_REFRESH_GAP_MS,
  MIN_VALIDITY_MS,
  REFRESH_MARGIN_MS,
} from '../../src/web/features/auth/refresh-rules.ts';
import { AUTH_STORAGE_KEY } from '../../src/web/features/auth/storage-keys.ts';
import { STORED_SESSION_VERSION } from '../../src/web/features/auth/stored-session.ts';
import { CACHE_MARKER_PREFIX, CACHE_MAX_AGE_MS } from '../../src/web/features/workspace/cache-marker.ts';
import { EARLY_PULL_GLOBAL } from '../../src/web/features/workspace/early-pull-global.ts';

export const EARLY_PULL_URL = `${buildPath(getChanges.path, undefined)}?since=0`;

/**
 * The script's text. ES5 syntax and a try around everything: it must never break the page.
 * `modules` are the board route's modules (guard, shell, board view and all they import): with a
 * session, it preloads them too, so they arrive with the root's instead of after hydration has
 * discovered them, in three waves.
 */
export function earlyPullScript(modules: readonly string[]): string {
  const js = JSON.stringify;
  return `(function () {
  try {
    if (location.pathname.indexOf('/app/board') !== 0) return;
    var saved = JSON.parse(localStorage.getItem(${js(AUTH_STORAGE_KEY)}) || 'null');
    var state = saved && saved.version === ${js(STORED_SESSION_VERSION)} && saved.state;
    var user = state && state.isAuthenticated === true && state.user;
    var tokens = user && state.tokens;
    if (!tokens || typeof user !== 'object' || typeof tokens !== 'object') return;
    var str = function (v, min) { return typeof v === 'string' && v.length >= min; };
    var orNull = function (v) { return v === null || typeof v === 'string'; };
    var num = function (v) { return typeof v === 'number' && isFinite(v); };
    if (!(str(user.id, 1) && str(user.email, 0) && str(user.name, 0) && str(user.firstName, 0) &&
      str(user.lastName, 0))) return;
    if (!(str(tokens.accessToken, 1) && orNull(tokens.refreshToken) && orNull(tokens.idToken) &&
      num(tokens.expiresAt) && num(tokens.receivedAt))) return;
    // refresh-rules.ts: sendable, and either received within the minimum gap or far from expiry.
    var left = tokens.expiresAt - Date.now();
    var recent = Date.now() - tokens.receivedAt < ${js(MIN_REFRESH_GAP_MS)};
    if (!(left > ${js(MIN_VALIDITY_MS)} && (recent || left >= ${js(REFRESH_MARGIN_MS)}))) return;
    var payload = tokens.accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    if (JSON.parse(atob(payload)).sub !== state.user.id) return;
    var savedAt = Number(localStorage.getItem(${js(CACHE_MARKER_PREFIX)} + user.id));
    var age = Date.now() - savedAt;
    if (!(savedAt > 0 && age >= 0 && age < ${js(CACHE_MAX_AGE_MS)})) {
      // The body is read as it arrives: left unread until the app's modules have loaded, a
      // response of 1.4 MB would hold the connection open (the browser reads no further ahead).
      var pull = fetch(${js(EARLY_PULL_URL)}, {
        headers: { accept: 'application/json', authorization: 'Bearer ' + tokens.accessToken }
      }).then(function (res) {
        if (res.status === 204) return res;
        return res.arrayBuffer().then(function (body) {
          return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
        });
      });
      pull.catch(function () {});
      window[${js(EARLY_PULL_GLOBAL)}] = pull;
    }
    var modules = ${js(modules)};
    // One insertion for all of them: one at a time, the head was touched ~60 times.
    var links = document.createDocumentFragment();
    for (var i = 0; i < modules.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = modules[i];
      links.appendChild(link);
    }
    document.head.appendChild(links);
  } catch (e) {}
})();`;
}

const HEAD_START = '<head><meta charSet="utf-8"/>';
const MARKER = '/* early-pull */';

/**
 * The document with the script first in `<head>`: ahead of the stylesheet, which would otherwise
 * hold it back until the CSS has loaded.
 */
export function insertEarlyPull(html: string, modules: readonly string[]): string {
  if (html.includes(MARKER)) return html;
  if (!html.includes(HEAD_START)) {
    throw new Error(
      `early-pull: no "${HEAD_START}" in the SPA fallback; update scripts/build/early-pull-script.ts.`,
    );
  }
  return html.replace(
    HEAD_START,
    () => `${HEAD_START}<script>${MARKER}\n${earlyPullScript(modules)}</script>`,
  );
}

/** The route a board URL renders (routes.ts); its parents up to the root are loaded with it. */
const BOARD_ROUTE_ID = 'routes/app/board-view';

const RouteSchema = z.object({
  parentId: z.string().optional(),
  module: z.string(),
  imports: z.array(z.string()).optional(),
  clientLoaderModule: z.string().optional(),
  clientActionModule: z.string().optional(),
  clientMiddlewareModule: z.string().optional(),
  hydrateFallbackModule: z.string().optional(),
});
const ManifestSchema = z.object({ routes: z.record(z.string(), RouteSchema) });

/**
 * The board route's modules, from React Router's client manifest (`window.__reactRouterManifest =
 * {…}` in the manifest file the page preloads), minus what the page already preloads.
 */
export function boardModules(manifestSource: string, alreadyLoaded: ReadonlySet<string>): string[] {
  const start = manifestSource.indexOf('{');
  const manifest = ManifestSchema.parse(
    JSON.parse(manifestSource.slice(start, manifestSource.lastIndexOf('}') + 1)),
  );
  const modules = new Set<string>();
  let id: string | undefined = BOARD_ROUTE_ID;
  while (id && id !== 'root') {
    const route: z.infer<typeof RouteSchema> | undefined = manifest.routes[id];
    if (!route) throw new Error(`early-pull: route "${id}" is not in React Router's manifest`);
    for (const url of [
      route.module,
      route.clientLoaderModule,
      route.clientActionModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
    ]) {
      if (url && !alreadyLoaded.has(url)) modules.add(url);
    }
    id = route.parentId;
  }
  return [...modules];
}

export async function earlyPullInBuild(clientDir: string): Promise<void> {
  const file = path.join(clientDir, '__spa-fallback.html');
  const html = await fs.readFile(file, 'utf8');
  const preloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? ''),
  );
  const manifestUrl = [...preloaded].find((url) => /\/manifest-[\w-]+\.js$/.test(url));
  if (!manifestUrl) throw new Error('early-pull: the SPA fallback preloads no route manifest');
  const manifest = await fs.readFile(path.join(clientDir, manifestUrl), 'utf8');
  await fs.writeFile(file, insertEarlyPull(html, boardModules(manifest, preloaded)), 'utf8');
}
