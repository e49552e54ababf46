/**
 * One contract per endpoint, used by the Fastify route (validation, serialization, OpenAPI) and by
 * the web's single `api()` function (URL building, response parsing), so drift fails loudly.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, `:name` for params. */
  path: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Success status; 200 unless stated. */
  status?: 200 | 201;
  /** Whether the endpoint writes (writes spend the write budget; every non-GET takes an Idempotency-Key). */
  write?: boolean;
  /**
   * Only a signed-in person's session may call it, never a personal API token (see tokenAccessOf):
   * the sign-in changes, account deletion, token management, payments, devices and feed secrets.
   */
  sessionOnly?: true;
  /**
   * Its answer holds a secret shown once: the stored answer of an Idempotency-Key leaves the
   * secret out, and a replay of the key is refused (409) rather than answered without it.
   */
  shownOnce?: true;
}

/**
 * What a personal API token needs to call a route (docs/api.md): `read` for GET, `read_write` for
 * the other methods, and `session` (never with a token) for session-only routes and the admin API.
 */
export type TokenAccess = 'read' | 'read_write' | 'session';

export function tokenAccessOf(route: { method: string; path: string; sessionOnly?: true }): TokenAccess {
  if (route.sessionOnly || route.path.startsWith('/api/admin/')) return 'session';
  return route.method === 'GET' || route.method === 'HEAD' ? 'read' : 'read_write';
}

export function defineEndpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

/** Substitute `:name` segments, encoding each value. */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
