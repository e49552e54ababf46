/**
 * Turns a page element into the HTML document sent to the browser (React's static server renderer:
 * no hydration markers, nothing to run) and sends it uncached.
 */
import type { FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function renderPage(page: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}

export function sendPage(
  reply: FastifyReply,
  status: number,
  page: ReactElement,
  options: { noReferrer?: boolean } = {},
): FastifyReply {
  if (options.noReferrer) reply.header('referrer-policy', 'no-referrer');
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPage(page));
}
