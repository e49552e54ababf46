/**
 * Registers a route from its shared contract: params, query, body and response are validated and
 * serialized by the contract's zod schemas, and the handler sees parsed, typed input plus the
 * signed-in user. Handlers stay 3–10 lines: validate (done here) → authorize → service → present.
 * Write endpoints (`endpoint.write`) also:
 * - spend the caller's one write budget (per user, across every write route; see throttle.ts);
 * - take an optional Idempotency-Key: a malformed one is refused (400), never ignored, and the
 *   key is handed to `userWrite` with a fingerprint of method, route, params and body, so a
 *   replay is answered only for the very same request (see write.ts).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/contracts/endpoint.ts';
import { currentUser } from '../modules/auth/auth.plugin.ts';
import type { AuthUser } from '../modules/auth/token-verifier.ts';
import { AppError } from './errors.ts';
import { EncodedBody } from './version-cache.ts';

/** A client's mutation id and what its request was; see `userWrite`. */
export interface MutationKey {
  id: string;
  /** SHA-256 of method, route, params and body: a stored response is replayed only on a match. */
  fingerprint: string;
}

export interface RouteInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  user: AuthUser;
  /** The client's mutation id (Idempotency-Key header) with the request's fingerprint, for writes. */
  mutationId: MutationKey | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

const MUTATION_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** JSON with object keys sorted, so two equal bodies fingerprint alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function mutationKey(endpoint: Endpoint, request: FastifyRequest): MutationKey | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !MUTATION_ID.test(key))
    throw new AppError(
      'VALIDATION_FAILED',
      'The Idempotency-Key header must be 8 to 128 letters, digits or the characters . _ : -',
    );
  // A raw body (an upload's stream: no body schema) is not read yet: the key stands for method,
  // route and params, and the upload's own query (name, id) through the URL.
  const body = endpoint.body ? request.body : request.query;
  const what = `${endpoint.method} ${endpoint.path} ${canonical(request.params)} ${canonical(body)}`;
  return { id: key, fingerprint: crypto.createHash('sha256').update(what).digest('base64url') };
}

/** Spends one unit of the caller's write budget, shared by every write route. */
function spendWriteBudget(request: FastifyRequest): void {
  const key = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
  const waitMs = request.server.ctx.writeBudget.spend(key);
  if (waitMs > 0)
    throw new AppError(
      'RATE_LIMITED',
      `Too many changes at once. Please wait ${Math.ceil(waitMs / 1000)} s and try again.`,
    );
}

export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  /** The value to serialize, or a body already encoded (a cached read: see version-cache.ts). */
  handler: (input: RouteInput<P, Q, B>) => Promise<z.input<R> | EncodedBody>,
  /** An extra per-route limit; write routes already share the one per-user write budget. */
  options: { rateLimit?: { max: number; timeWindow: string } } = {},
): void {
  const status = endpoint.status ?? 200;
  // Input is validated (and output serialized) by the zod compilers from the schemas below, so the
  // casts only restate what the contract already guarantees.
  const routeOptions: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      security: [{ bearer: [] }],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response },
    },
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    ...(endpoint.write ? { preHandler: async (request) => spendWriteBudget(request) } : {}),
    handler: async (request, reply) => {
      const mutationId = endpoint.write ? mutationKey(endpoint, request) : undefined;
      const result = await handler({
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        user: currentUser(request),
        mutationId,
        request,
        reply,
      });
      if (result instanceof EncodedBody) return result.send(reply.status(status));
      return reply.status(status).send(result);
    },
  };
  app.route(routeOptions);
}
