/**
 * What the request log may say about a provider URL. Keycloak's API carries tokens in query
 * strings (`logout?id_token_hint=…`), and the access log records URLs, so those values are
 * replaced before logging; so is a calendar feed's secret, which is in its path. Rule: never log a token, a code, or an e-mail address.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = [
  'id_token_hint',
  'code',
  'code_verifier',
  'access_token',
  'refresh_token',
  'token',
  'login_hint',
  'logout_hint',
];

/** A calendar feed's secret is its path (`/api/calendar/feed/{token}.ics`). */
const SECRET_PATH = /^(\/api\/calendar\/feed\/)[^/?#]+/;

export function redactUrl(original: string): string {
  const url = original.replace(SECRET_PATH, '$1[redacted]');
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params}` : url;
}

/** Fastify's request log fields, with the URL redacted. */
export function redactedRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
