/**
 * One address for the browser. With the embedded defaults the identity provider's issuer, the
 * redirect URIs and the Content-Security-Policy all name `http://localhost:PORT`, and a browser's
 * storage is per origin: a page opened at `http://127.0.0.1:PORT` can show the site but can never
 * sign in. So while PUBLIC_URL is unset, a page request that arrives on another loopback name for
 * this server is sent to the same path on the configured address.
 *
 * Only pages move: the API, health checks, metrics and the calendar feed answer on any address
 * (scripts, probes, scrapers and calendar apps call them by IP), and nothing moves once PUBLIC_URL is set, where a
 * proxy may well forward with a Host of its own. Other addresses (a LAN IP) cannot be redirected
 * to `localhost` of another machine; the sign-in page explains those instead (login-screen).
 */
import type { FastifyInstance } from 'fastify';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const STAYS = /^\/(api|healthz|readyz|metrics)(\/|$|\?)/;

/** The configured address to send this request to, or null when it is already there or stays. */
export function canonicalRedirect(
  publicUrl: URL,
  req: { method: string; host: string | undefined; url: string },
): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!req.host || STAYS.test(req.url)) return null;
  let here: URL;
  try {
    here = new URL(`${publicUrl.protocol}//${req.host}`);
  } catch {
    return null;
  }
  if (here.host === publicUrl.host || !LOOPBACK_NAMES.has(here.hostname)) return null;
  if (here.port !== publicUrl.port) return null;
  return `${publicUrl.origin}${req.url}`;
}

export function registerCanonicalOrigin(
  app: FastifyInstance,
  config: { publicUrl: string; publicUrlSet: boolean },
) {
  if (config.publicUrlSet) return;
  const publicUrl = new URL(config.publicUrl);
  if (!LOOPBACK_NAMES.has(publicUrl.hostname)) return;
  app.addHook('onRequest', async (req, reply) => {
    const to = canonicalRedirect(publicUrl, { method: req.method, host: req.headers.host, url: req.url });
    if (to) return reply.redirect(to, 307);
  });
}
