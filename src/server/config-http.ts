/**
 * How long a client may take, and how many connections one may hold (http/connection-limits.ts,
 * docs/security.md "Timeouts and connections"). The defaults let a 10 MB file arrive over a slow
 * mobile link (the request timeout) while a connection that stops sending is cut within half a
 * minute.
 */
import { z } from 'zod';

const ms = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const HttpEnvSchema = z.object({
  /** Receiving a request's headers may take this long (ms); then 408 and the connection closes. */
  HTTP_HEADERS_TIMEOUT_MS: ms(100, 600_000, 30_000),
  /** Receiving a whole request, its body included, may take this long (ms); then 408. */
  HTTP_REQUEST_TIMEOUT_MS: ms(100, 3_600_000, 300_000),
  /** A request body (an upload too) that stops arriving for this long (ms) is aborted. */
  HTTP_BODY_IDLE_TIMEOUT_MS: ms(100, 600_000, 30_000),
  /** An idle keep-alive connection is closed after this long (ms); above a load balancer's own. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ms(100, 600_000, 72_000),
  /** Connections one client address holds at once (behind TRUST_PROXY: requests in progress). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(128),
});

export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  bodyIdleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnectionsPerAddress: number;
}

export function httpLimitsFrom(e: z.infer<typeof HttpEnvSchema>): HttpLimits {
  // Node's headers timeout must not be longer than its request timeout.
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS)
    throw new Error('HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  return {
    headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    bodyIdleTimeoutMs: e.HTTP_BODY_IDLE_TIMEOUT_MS,
    keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
  };
}
