/**
 * The identity provider's calls from the iOS and Android apps go through the native HTTP layer
 * (spec §7 "native refresh via native HTTP layer": Capacitor's CapacitorHttp), not the web view's
 * fetch: the phone's own network stack, outside the page's cookies and CORS. This adapts it to the
 * `fetch` oauth4webapi calls, so the token rules (oidc-client.ts) are the web's, unchanged.
 * Rules: the form body is sent as the form-encoded text it already is; a native answer is turned
 * back into a Response (the native side hands JSON over parsed, text as text); a native failure
 * (offline, DNS, TLS) rejects as fetch would, so the refresh keeps the session for a later try.
 */
import { CapacitorHttp } from '@capacitor/core';
import type { OidcFetch } from '../oidc-client.ts';

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('The native HTTP layer sends only text bodies');
}

function responseText(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

export const nativeFetch: OidcFetch = async (url, options) => {
  const data = bodyText(options.body);
  const answer = await CapacitorHttp.request({
    url,
    method: options.method,
    headers: options.headers,
    ...(data === undefined ? {} : { data }),
    responseType: 'text',
  });
  // Status 0 or a 1xx cannot be built into a Response: the request did not really complete.
  if (answer.status < 200 || answer.status > 599) throw new TypeError('The native HTTP request failed');
  const noBody = answer.status === 204 || answer.status === 304;
  return new Response(noBody ? null : responseText(answer.data), {
    status: answer.status,
    headers: answer.headers,
  });
};
