import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from './activity.repo.ts';

/**
 * Where a request came from, for its activity entry: the client's address as TRUST_PROXY says
 * (Fastify's `request.ip`, never a header the client wrote) and its user agent.
 */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The person's own act, from this request. */
export function selfCause(request: FastifyRequest): { actor: 'self'; origin: RequestOrigin } {
  return { actor: 'self', origin: requestOrigin(request) };
}
