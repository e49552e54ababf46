/**
 * The identity pages' stylesheet, read once and served by the identity plugin under a
 * content-hashed URL, so browsers cache it for a year and still see every change.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

export const IDENTITY_CSS = fs.readFileSync(new URL('./assets/identity.css', import.meta.url), 'utf8');

const VERSION = crypto.createHash('sha256').update(IDENTITY_CSS).digest('hex').slice(0, 12);

export const STYLESHEET_FILE = 'identity.css';

/** `resourcesPath` is the absolute path the plugin serves resources under. */
export function stylesheetHref(resourcesPath: string): string {
  return `${resourcesPath}/${STYLESHEET_FILE}?v=${VERSION}`;
}

/** Serves the stylesheet under `resourcesPath`, cached for a year (its URL changes with it). */
export function stylesheetRoute(app: FastifyInstance, resourcesPath: string): void {
  app.get(`${resourcesPath}/${STYLESHEET_FILE}`, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/css; charset=utf-8')
      .send(IDENTITY_CSS),
  );
}
