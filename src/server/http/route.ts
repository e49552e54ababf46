/**
 * Registers a route from its shared contract: params, query, body and response are validated and
 * serialized by the contract's zod schemas, and the handler sees parsed, typed input plus the
 * signed-in user. Handlers stay 3–10 lines: validate (done here) → authorize → service → present.
 * Write endpoints (`endpoint.write`) spend the caller's one write budget (per user, across every
 * write route; see throttle.ts). Every POST, PUT, PATCH and DELETE (a write or not: a payment
 * provider's verify or portal is one too) honours an optional Idempotency-Key (idempotency.ts):
 * - a malformed key is refused (400), never ignored;
 * - a stored response of the very same request is answered before the handler does any work;
 * - the key goes to `userWrite`, which stores the response with the write; a handler that reached
 *   no `userWrite` (a call to the payment provider) has its response kept here, after it.
 * So no route can ignore the key; only a client that sends one makes anything be stored. An
 * endpoint whose answer holds a secret shown once (`shownOnce`) refuses a replay with 409: its
 * handler stores the answer without the secret, so the secret never rests in the database.
 * A route's contract also says what a personal API token needs to call it (`tokenAccessOf`): the
 * route's config carries it for the authentication hook (auth/token-access.ts), and the OpenAPI
 * document lists the `personalToken` scheme, with the scope, on every route that accepts one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { tokenAccessOf, type Endpoint, type TokenAccess } from '../../shared/contracts/endpoint.ts';
import { currentUser } from '../modules/auth/auth.plugin.ts';
import type { AuthUser } from '../modules/auth/token-verifier.ts';
import { AppError, rateLimited } from './errors.ts';
import { keepResponse, mutationKeyOf, replayOf, type MutationKey } from './idempotency.ts';
import { EncodedBody } from './version-cache.ts';

export type { MutationKey } from './idempotency.ts';

export interface RouteInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  user: AuthUser;
  /** The client's mutation id (Idempotency-Key header) with the request's fingerprint; none on a GET. */
  mutationId: MutationKey | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

function mutationKey(endpoint: Endpoint, request: FastifyRequest): MutationKey | undefined {
  // A raw body (an upload's stream: no body schema) is not read yet: the key stands for method,
  // route and params, and the upload's own query (name, id) through the URL.
  return mutationKeyOf(request.headers['idempotency-key'], request.server.ctx.idempotencySecret, {
    method: endpoint.method,
    path: endpoint.path,
    params: request.params,
    body: endpoint.body ? request.body : request.query,
  });
}

/** Spends one unit of the caller's write budget, shared by every write route. */
function spendWriteBudget(request: FastifyRequest): void {
  const key = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
  const waitMs = request.server.ctx.writeBudget.spend(key);
  if (waitMs > 0)
    throw rateLimited(
      `Too many changes at once. Please wait ${Math.ceil(waitMs / 1000)} s and try again.`,
      waitMs,
    );
}

/**
 * The OpenAPI security of a route: a session always; a personal token unless session-only. For
 * routes registered without `route()` (a file's download): `...routeSecurity(contract)`.
 */
export function routeSecurity(endpoint: Endpoint): OpenApiSecurity {
  return security(tokenAccessOf(endpoint));
}

interface OpenApiSecurity {
  security: Record<string, string[]>[];
  /** The scope a personal token needs (`none`: session only); listed in the OpenAPI document. */
  'x-token-scope': TokenAccess | 'none';
}

function security(access: TokenAccess): OpenApiSecurity {
  return access === 'session'
    ? { security: [{ bearer: [] }], 'x-token-scope': 'none' }
    : { security: [{ bearer: [] }, { personalToken: [] }], 'x-token-scope': access };
}

const SHOWN_ONCE =
  'This was already done, and its secret was shown only in the first answer. Revoke it and make a new one.';

export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  /** The value to serialize, or a body already encoded (a cached read: see version-cache.ts). */
  handler: (input: RouteInput<P, Q, B>) => Promise<z.input<R> | EncodedBody>,
  /** An extra per-route limit; write routes already share the one per-user write budget. */
  options: { rateLimit?: { max: number; timeWindow: string } } = {},
): void {
  const status = endpoint.status ?? 200;
  const tokenAccess = tokenAccessOf(endpoint);
  // Input is validated (and output serialized) by the zod compilers from the schemas below, so the
  // casts only restate what the contract already guarantees.
  const routeOptions: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...security(tokenAccess),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response },
    },
    config: { tokenAccess, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(endpoint.write ? { preHandler: async (request) => spendWriteBudget(request) } : {}),
    handler: async (request, reply) => {
      const mutationId = endpoint.method === 'GET' ? undefined : mutationKey(endpoint, request);
      const user = currentUser(request);
      const db = request.server.ctx.database.db;
      const replay = mutationId ? await replayOf(db, user.id, mutationId) : undefined;
      if (replay && endpoint.shownOnce) throw new AppError('CONFLICT', SHOWN_ONCE);
      if (replay) return reply.status(status).send(replay.response);
      const result = await handler({
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        user,
        mutationId,
        request,
        reply,
      });
      if (result instanceof EncodedBody) return result.send(reply.status(status));
      if (mutationId) await keepResponse(db, user.id, mutationId, result);
      return reply.status(status).send(result);
    },
  };
  app.route(routeOptions);
}
