/**
 * Registers a route from its shared contract: params, query, body and response are validated and
 * serialized by the contract's zod schemas, and the handler sees parsed, typed input plus the
 * signed-in user. Handlers stay 3–10 lines: validate (done here) → authorize → service → present.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/contracts/endpoint.ts';
import { currentUser } from '../modules/auth/auth.plugin.ts';
import type { AuthUser } from '../modules/auth/token-verifier.ts';

export interface RouteInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  user: AuthUser;
  /** The client's mutation id (Idempotency-Key header), for writes. */
  mutationId: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

const MUTATION_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  handler: (input: RouteInput<P, Q, B>) => Promise<z.input<R>>,
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
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const mutationId = typeof key === 'string' && MUTATION_ID.test(key) ? key : undefined;
      const result = await handler({
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        user: currentUser(request),
        mutationId,
        request,
        reply,
      });
      return reply.status(status).send(result);
    },
  };
  app.route(routeOptions);
}
