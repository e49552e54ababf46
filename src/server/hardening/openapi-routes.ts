/**
 * Test support for the hardening suite: every operation of the app's own OpenAPI document, with a
 * request built from its schemas, so a route is covered by the matrix the day it is registered.
 * Path parameters and body fields that name an entity are filled with the owner's entities.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const SchemaObject: z.ZodType<JsonSchema> = z.lazy(() =>
  z
    .object({
      type: z.string().optional(),
      format: z.string().optional(),
      enum: z.array(z.unknown()).optional(),
      const: z.unknown().optional(),
      anyOf: z.array(SchemaObject).optional(),
      oneOf: z.array(SchemaObject).optional(),
      properties: z.record(z.string(), SchemaObject).optional(),
      required: z.array(z.string()).optional(),
      minLength: z.number().optional(),
      maxLength: z.number().optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      pattern: z.string().optional(),
      default: z.unknown().optional(),
      example: z.unknown().optional(),
    })
    .loose(),
);
export interface JsonSchema {
  type?: string | undefined;
  format?: string | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  pattern?: string | undefined;
  default?: unknown;
  example?: unknown;
}

const Operation = z
  .object({
    security: z.array(z.unknown()).optional(),
    'x-token-scope': z.enum(['read', 'read_write', 'none']).optional(),
    parameters: z
      .array(
        z
          .object({
            in: z.string(),
            name: z.string(),
            required: z.boolean().optional(),
            schema: SchemaObject.optional(),
          })
          .loose(),
      )
      .optional(),
    requestBody: z
      .object({ content: z.record(z.string(), z.object({ schema: SchemaObject.optional() }).loose()) })
      .loose()
      .optional(),
  })
  .loose();
const Document = z.object({ paths: z.record(z.string(), z.record(z.string(), Operation)) }).loose();

export interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** OpenAPI path, `{name}` for parameters. */
  path: string;
  protected: boolean;
  /** What a personal API token needs to call it, as the document says (`none`: session only). */
  tokenScope: 'read' | 'read_write' | 'none' | undefined;
  pathParams: string[];
  /** Required query parameters, sampled like body fields. */
  query: { name: string; schema: JsonSchema | undefined }[];
  body: JsonSchema | undefined;
}

export async function documentedRoutes(app: FastifyInstance): Promise<RouteCase[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = Document.parse(res.json());
  const methods = z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']);
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([m, op]) => {
      const method = methods.safeParse(m.toUpperCase());
      if (!method.success) return [];
      return [
        {
          method: method.data,
          path,
          protected: (op.security ?? []).length > 0,
          tokenScope: op['x-token-scope'],
          pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
          query: (op.parameters ?? [])
            .filter((p) => p.in === 'query' && p.required)
            .map((p) => ({ name: p.name, schema: p.schema })),
          body: op.requestBody?.content['application/json']?.schema,
        },
      ];
    }),
  );
}

/** Values for the owner's entities, by the name a parameter or field gives them. */
export type Entities = Record<string, string>;

function sampleString(schema: JsonSchema, name: string, entities: Entities): string {
  if (entities[name]) return entities[name];
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.format === 'email') return 'matrix@example.com';
  if (schema.format === 'date') return '2030-01-01';
  if (name === 'order') return 'a1';
  // A string with a shape of its own (an IANA time zone) documents an example: use it.
  if (typeof schema.example === 'string') return schema.example;
  return 'M'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value the schema accepts (best effort), entity fields filled from `entities`. */
export function sample(schema: JsonSchema | undefined, entities: Entities, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sample(alternative, entities, name);
  switch (schema.type) {
    case 'object': {
      const all = Object.entries(schema.properties ?? {});
      // Nothing required (a PATCH): send the first field, since "nothing to change" is refused.
      const required = new Set(schema.required?.length ? schema.required : all.slice(0, 1).map(([k]) => k));
      const props = all.filter(([k]) => required.has(k) || entities[k]);
      return Object.fromEntries(props.map(([k, v]) => [k, sample(v, entities, k)]));
    }
    case 'string':
      return sampleString(schema, name, entities);
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    default:
      return schema.default ?? {};
  }
}

/** A minimal export archive: the archive import's body, enough to reach its account checks. */
export const MINIMAL_ARCHIVE = JSON.stringify({
  format: 'quadrant-export',
  version: 1,
  exportedAt: new Date(0).toISOString(),
  account: {
    name: 'A',
    email: 'a@example.com',
    language: null,
    theme: 'system',
    aiOptOut: false,
    tier: 'basic',
    createdAt: 0,
  },
  boards: [],
  tasks: [],
});

/** A plain CSV another app could have written: a move-in upload's body. */
export const MINIMAL_CSV = 'Title,Priority\nWater the plants,1\n';

/**
 * The body of a route that takes bytes rather than JSON (the document has no JSON body for it):
 * the archive import, an attachment upload, an import from another app.
 */
export function rawBody(route: RouteCase): { type: string; payload: string } | undefined {
  if (route.method !== 'POST') return undefined;
  if (route.path === '/api/me/import') return { type: 'application/json', payload: MINIMAL_ARCHIVE };
  if (route.path.endsWith('/attachments')) return { type: 'text/plain', payload: 'a file' };
  if (route.path === '/api/move-ins') return { type: 'text/csv', payload: MINIMAL_CSV };
  return undefined;
}

/** The operator's API (shared/contracts/admin.ts): only admins are served there. */
export const isAdminRoute = (route: RouteCase) => route.path.startsWith('/api/admin/');

export function concretePath(route: RouteCase, entities: Entities): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(entities[name] ?? crypto.randomUUID()),
  );
  const query = new URLSearchParams();
  for (const q of route.query)
    query.set(q.name, String(sample(q.schema ?? { type: 'string' }, entities, q.name)));
  return query.size ? `${path}?${query.toString()}` : path;
}
