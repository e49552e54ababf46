/**
 * Serves the built web app: the spec's redirects as real HTTP redirects, hashed assets with a year of
 * caching, prerendered pages at their paths, and the SPA fallback for app routes. Each HTML file is
 * sent with a Content-Security-Policy that allows exactly the inline scripts it contains (by hash),
 * so no page ever needs 'unsafe-inline'. Unknown public paths get the fallback with status 404.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redirectUrl } from '../../../shared/redirects.ts';
import {
  allowTeamsFraming,
  framingVariesByFetchMetadata,
  isTeamsPopupPage,
  isTeamsTabDocument,
  teamsPopupPage,
} from '../../http/framing.ts';
import { contentSecurityPolicy } from '../../http/security.ts';
import { contentTypeOf, createCompressor, isCompressible } from './compression.ts';

/** Paths the client app owns: served the SPA fallback with 200. */
const APP_PREFIXES = ['/app', '/auth', '/callback', '/auth-callback'];
const SPA_FALLBACK = '__spa-fallback.html';

interface HtmlFile {
  body: Buffer;
  csp: string;
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.trim() === '' || /type="application\/(ld\+)?json"/i.test(m[0])) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** The Teams tab's documents may be framed by Microsoft's hosts, its popup keeps its opener. */
function applyFraming(request: FastifyRequest, reply: FastifyReply, csp: string): void {
  const url = new URL(request.url, 'http://localhost');
  const req = { pathname: url.pathname, search: url.search, headers: request.headers };
  if (isTeamsTabDocument(req)) allowTeamsFraming(reply, csp);
  if (isTeamsPopupPage(url.pathname)) teamsPopupPage(reply, csp);
  if (framingVariesByFetchMetadata(url.pathname)) reply.header('vary', 'sec-fetch-dest, sec-fetch-site');
}

export interface WebOptions {
  webDir: string;
  connectSources: string[];
}

export function webRoutes(app: FastifyInstance, opts: WebOptions): void {
  const root = path.resolve(opts.webDir);
  const htmlCache = new Map<string, HtmlFile>();
  const compressor = createCompressor();

  function loadHtml(file: string): HtmlFile {
    const cached = htmlCache.get(file);
    if (cached) return cached;
    const body = fs.readFileSync(file);
    const entry = {
      body,
      csp: contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(body.toString('utf8')),
        connectSources: opts.connectSources,
      }),
    };
    htmlCache.set(file, entry);
    return entry;
  }

  function resolveFile(pathname: string): string | null {
    const candidates = [pathname, `${pathname}/index.html`, `${pathname}.html`];
    for (const c of candidates) {
      const file = path.resolve(root, `.${c}`);
      if (!file.startsWith(root + path.sep) && file !== root) return null;
      try {
        if (fs.statSync(file).isFile()) return file;
      } catch {
        // not this candidate
      }
    }
    return null;
  }

  function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    status: number,
  ): Promise<FastifyReply> {
    const html = loadHtml(file);
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', html.csp);
    applyFraming(request, reply, html.csp);
    return compressor.send(request, reply, file, html.body);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = new URL(request.url, 'http://localhost');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return reply.callNotFound();
      }
      if (pathname.startsWith('/api/') || pathname.startsWith('/realms/')) return reply.callNotFound();
      const target = redirectUrl(pathname, url.search);
      if (target) {
        // `/teams…` is the tab's too: the same headers as the page it leads to.
        const csp = String(reply.getHeader('content-security-policy'));
        if (isTeamsTabDocument({ pathname, search: url.search, headers: request.headers }))
          allowTeamsFraming(reply, csp);
        return reply.redirect(target, 301);
      }

      const file = resolveFile(pathname);
      if (file?.endsWith('.html')) return sendHtml(request, reply, file, 200);
      if (file) {
        // Vite fingerprints everything under /assets: cache it for a year.
        const immutable = pathname.startsWith('/assets/');
        // The service worker and its push script are checked on every visit: a fixed worker must
        // reach browsers at once, not an hour later.
        const worker = pathname === '/sw.js' || pathname === '/sw-push.js';
        // Text files go out compressed (from memory); the rest streams from disk.
        if (isCompressible(file, fs.statSync(file).size)) {
          reply
            .header('content-type', contentTypeOf(file))
            .header(
              'cache-control',
              worker
                ? 'no-cache'
                : immutable
                  ? 'public, max-age=31536000, immutable'
                  : 'public, max-age=3600',
            );
          return compressor.send(request, reply, file, compressor.read(file));
        }
        const icon = path.extname(file) === '.ico';
        if (icon) reply.header('content-type', contentTypeOf(file));
        // A worker small enough to skip compression is still checked on every visit.
        if (worker) reply.header('cache-control', 'no-cache');
        return reply.sendFile(path.relative(root, file), root, {
          maxAge: immutable ? 31_536_000_000 : 3_600_000,
          immutable,
          contentType: !icon,
          cacheControl: !worker,
        });
      }
      const fallback = path.join(root, SPA_FALLBACK);
      if (!fs.existsSync(fallback)) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app has not been built. Run `npm run build` (npm start does this for you).');
      }
      const isApp = APP_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
      return sendHtml(request, reply, fallback, isApp ? 200 : 404);
    },
  });
}
