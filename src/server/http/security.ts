/**
 * Security headers and rate limits. The CSP allows no inline script and no third-party script:
 * inline scripts are allowed only by the hash of the exact script a page ships (see web.plugin).
 * Rate limits: writes per user (or address) per minute, and a tighter one on sign-in.
 * Helmet decides the headers; they depend on nothing in the request, so they are computed once at
 * start (the Fastify plugin re-parsed the CSP on every response, ~4% of a point read) and set on
 * every response, by the app's first hook; an HTML page replaces the CSP with its own, which
 * carries its scripts' hashes.
 */
import http from 'node:http';
import net from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { errorBody } from './errors.ts';

export interface CspOptions {
  scriptHashes?: string[];
  connectSources?: string[];
  formActions?: string[];
}

export function contentSecurityPolicy(opts: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(opts.scriptHashes ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(opts.connectSources ?? [])],
    'form-action': ["'self'", ...(opts.formActions ?? [])],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** The headers helmet sets with these options, read from a response it is run on once. */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const req = new http.IncomingMessage(new net.Socket());
  const res = new http.ServerResponse(req);
  // Helmet throws on bad options (since 8.1 it no longer hands errors to `next`).
  helmet(options)(req, res, () => undefined);
  return Object.entries(res.getHeaders()).map(([name, value]): [string, string] => [
    name,
    Array.isArray(value) ? value.join(', ') : String(value),
  ]);
}

/**
 * For a scope whose handlers write the raw response past Fastify's reply (the identity provider):
 * copies the headers the reply holds so far, the security headers among them, onto the raw
 * response. What the reply sets later still wins when Fastify writes the response.
 */
export function headersToRaw(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
}

/** Every security header but a page's own CSP, computed once at start from the app's sources. */
export function securityHeaders(opts: {
  connectSources: string[];
  formActions: string[];
}): Record<string, string> {
  return Object.fromEntries(
    helmetHeaders({
      // HTML responses set their own CSP with script hashes; this default covers everything else.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: Object.fromEntries(
          contentSecurityPolicy(opts)
            .split('; ')
            .map((d): [string, string[]] => {
              const [k = '', ...v] = d.split(' ');
              return [k, v];
            }),
        ),
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: { maxAge: 15552000, includeSubDomains: true },
    }),
  );
}

/**
 * Sets the headers on every response. Hooks run in the order they were added and one that answers
 * ends the chain (the loopback redirect of canonical-origin.ts did, and went out bare): so this
 * must be the app's first hook. Answers Fastify gives before any hook (a URL it cannot decode, a
 * request Node cannot parse) get them from early-errors.ts.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  // On Fastify's reply: a header the route sets itself (an HTML page's CSP) replaces it, and the
  // response's headers go to Node in one object when it is written (setting each on the raw
  // response cost ~5% of a point read). What writes the raw response itself (the identity
  // provider's pages, under its own scope) copies them there: see headersToRaw.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  // The plugin answers 429 with Retry-After (and X-RateLimit-*) itself.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
    errorResponseBuilder: (_req, context) => ({
      statusCode: context.statusCode,
      ...errorBody(
        'RATE_LIMITED',
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} s and try again.`,
      ),
    }),
  });
}
