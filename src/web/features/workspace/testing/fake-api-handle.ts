/**
 * Registers an MSW handler from an endpoint contract (method and path), parsing the request with the
 * endpoint's schemas and the answer with its response schema, so the fake API cannot drift from
 * the contracts silently (see fake-api.ts).
 */
import { http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '../../../../shared/contracts/endpoint.ts';

/** What every handler records and waits on (FakeApi's part that `handle` needs). */
export interface FakeCalls {
  gate: Promise<void> | null;
  calls: { method: string; path: string; body: unknown }[];
}

export const base = 'http://localhost:3000';

export const notFound = () =>
  HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });

export const limitReached = () =>
  HttpResponse.json(
    {
      error: {
        code: 'PLAN_LIMIT_REACHED',
        message: 'Limit',
        details: { limit: 'activeTasks', max: 100, tier: 'basic' },
      },
    },
    { status: 402 },
  );

type Params<E> = E extends Endpoint<infer P> ? z.output<P> : never;
type Body<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B> ? z.output<B> : never;
type Query<E> = E extends Endpoint<z.ZodType, infer Q> ? z.output<Q> : never;
type Reply<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

interface Call<E> {
  params: Params<E>;
  body: Body<E>;
  query: Query<E>;
  request: Request;
}

/** Register `endpoint` from its contract; `answer` returns the response body or an error response. */
export function handle<E extends Endpoint>(
  api: FakeCalls,
  endpoint: E,
  answer: (call: Call<E>) => Promise<Reply<E> | Response> | Reply<E> | Response,
  opts: { rawBody?: boolean } = {},
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  const resolver: HttpResponseResolver<PathParams> = async ({ request, params }) => {
    const url = new URL(request.url);
    let body: unknown = undefined;
    if (opts.rawBody) body = new Uint8Array(await request.arrayBuffer());
    else {
      const text = await request.text();
      body = text ? JSON.parse(text) : undefined;
    }
    if (endpoint.write) {
      api.calls.push({ method: endpoint.method, path: url.pathname, body: opts.rawBody ? null : body });
      if (api.gate) await api.gate;
    }
    const call = {
      params: (endpoint.params ? endpoint.params.parse(params) : {}) as Params<E>,
      body: (endpoint.body && !opts.rawBody ? endpoint.body.parse(body) : body) as Body<E>,
      query: (endpoint.query ? endpoint.query.parse(Object.fromEntries(url.searchParams)) : {}) as Query<E>,
      request,
    };
    const result = await answer(call);
    if (result instanceof Response) return result;
    return HttpResponse.json(endpoint.response.parse(result) as object, { status: endpoint.status ?? 200 });
  };
  return http[method](`${base}${endpoint.path}`, resolver);
}
