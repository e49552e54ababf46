/**
 * The one HTTP client. Builds the URL from a shared contract, attaches the access token, sends a
 * mutation id on writes, and parses the response with the contract's schema. It reports errors as
 * `ApiError` (api-error.ts) with a catalogue code and never shows UI itself: the query client reacts in one place.
 */
import type { z } from 'zod';
import { buildPath, type Endpoint } from '../../shared/contracts/endpoint.ts';
import { ErrorBodySchema } from '../../shared/errors.ts';
import { PLATFORM_HEADER } from '../../shared/platform-rules.ts';
import { ApiError } from './api-error.ts';
import { clientPlatform } from './client-platform.ts';
import { parseFast } from './fast-parse.ts';
import { newId } from '../../shared/ids.ts';

type TokenProvider = () => Promise<string | null>;
let getToken: TokenProvider = () => Promise.resolve(null);
let onUnauthenticated: () => void = () => {};

/** Wired by the auth layer: where tokens come from, and what a 401 does. */
export function configureApi(opts: { getToken: TokenProvider; onUnauthenticated: () => void }): void {
  getToken = opts.getToken;
  onUnauthenticated = opts.onUnauthenticated;
}

/** The current access token (refreshed when due), for the few requests `api()` cannot send: uploads with progress. */
export function accessToken(): Promise<string | null> {
  return getToken();
}

export interface ApiInput<P, Q, B> {
  params?: P;
  query?: Q;
  body?: B;
  /** Client mutation id for writes; one is made when absent, so retries of one call apply once. */
  mutationId?: string;
  signal?: AbortSignal;
  /** Send no access token: for public endpoints the auth layer itself needs while refreshing. */
  anonymous?: boolean;
}

/** The URL with a query's scalar values (query contracts hold strings, numbers, booleans only). */
function withQuery(url: string, query: unknown): string {
  if (!query || typeof query !== 'object') return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') qs.set(k, String(v));
  }
  return qs.size ? `${url}?${qs.toString()}` : url;
}

export async function api<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
  input: ApiInput<z.input<P>, z.input<Q>, z.input<B>> = {},
): Promise<z.output<R>> {
  const url = withQuery(
    buildPath(endpoint.path, input.params as Record<string, string> | undefined),
    input.query,
  );
  const headers: Record<string, string> = { accept: 'application/json' };
  const platform = clientPlatform();
  // The web is the default: only the others say where they are (the server's platform rules).
  if (platform !== 'web') headers[PLATFORM_HEADER] = platform;
  const token = input.anonymous ? null : await getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  if (endpoint.write) headers['idempotency-key'] = input.mutationId ?? newId();

  const sent = fetch(url, {
    method: endpoint.method,
    headers,
    body: input.body === undefined ? null : JSON.stringify(input.body),
    signal: input.signal ?? null,
  });
  return readApiResponse(endpoint, sent);
}

/**
 * Download a file endpoint's body (attachments, exports): the same token and error reading as `api()`, but
 * the answer is the bytes, not JSON.
 */
export async function apiFile<P extends z.ZodType, Q extends z.ZodType>(
  endpoint: Endpoint<P, Q>,
  input: { params?: z.input<P>; query?: z.input<Q>; signal?: AbortSignal },
): Promise<Blob> {
  const url = withQuery(
    buildPath(endpoint.path, input.params as Record<string, string> | undefined),
    input.query,
  );
  const token = await getToken();
  let res: Response;
  try {
    res = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: input.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('UNAVAILABLE', 0, 'Could not reach Quadrant. Check your connection.');
  }
  // Not ok: reading it as any call is read throws the catalogue error (and tells auth about a 401).
  if (!res.ok) await readApiResponse({ response: ErrorBodySchema }, Promise.resolve(res));
  return res.blob();
}

/**
 * Read a response the way every call is read: the contract's schema on success, else an
 * `ApiError` with its catalogue code (a 401 also tells the auth layer). Exported for the one
 * request not sent through `api()`: the board's initial pull, which the SPA page starts from its
 * HTML before any module has loaded (scripts/build/early-pull-script.ts).
 */
export async function readApiResponse<R extends z.ZodType>(
  endpoint: { readonly response: R },
  sent: Promise<Response>,
): Promise<z.output<R>> {
  let res: Response;
  try {
    res = await sent;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('UNAVAILABLE', 0, 'Could not reach Quadrant. Check your connection.');
  }
  const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = ErrorBodySchema.safeParse(json);
    const err = parsed.success
      ? new ApiError(parsed.data.error.code, res.status, parsed.data.error.message, parsed.data.error.details)
      : new ApiError(
          res.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED',
          res.status,
          `Request failed (${res.status})`,
        );
    if (err.code === 'UNAUTHENTICATED') onUnauthenticated();
    throw err;
  }
  return parseFast(endpoint.response, json);
}
