/**
 * Personal API tokens (issue 36): a person's named credentials for scripts and AI agents, used as
 * `Authorization: Bearer qdt_…` on the API (docs/api.md) and on the MCP server (`/mcp`). A token
 * has a scope (`read`: GET routes and the MCP server's read tools; `read_write`: every route that
 * is not session-only) and an optional expiry. Its secret is shown once, in the answer that creates
 * it. Managing tokens is itself session-only: a token can neither list, make nor revoke tokens.
 */
import { z } from 'zod';
import { IdSchema } from '../ids.ts';
import { hasNul, NUL_MESSAGE } from './text.ts';
import { defineEndpoint } from './endpoint.ts';

/** Every secret starts so, for secret scanners (a leaked token is recognisable in a paste or a repo). */
export const API_TOKEN_PREFIX = 'qdt_';
/** The prefix and 256 random bits in base64url (43 characters). */
export const API_TOKEN_PATTERN = /^qdt_[A-Za-z0-9_-]{43}$/;
export const API_TOKEN_NAME_MAX = 100;
/** Tokens one person may hold at once (expired ones included, until revoked). */
export const MAX_API_TOKENS = 20;
/** An expiry at most this far ahead (about ten years): a typo in the year is refused, not kept. */
export const API_TOKEN_MAX_LIFETIME_MS = 3653 * 24 * 60 * 60 * 1000;

export const API_TOKEN_SCOPES = ['read', 'read_write'] as const;
export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof ApiTokenScopeSchema>;

export const ApiTokenSchema = z.object({
  id: IdSchema,
  name: z.string(),
  scope: ApiTokenScopeSchema,
  createdAt: z.iso.datetime(),
  /** Kept to the minute; null until first used. */
  lastUsedAt: z.iso.datetime().nullable(),
  /** When it stops working; null: never. */
  expiresAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenCreatedSchema = ApiTokenSchema.extend({
  /** The secret: shown now, never again (only its SHA-256 is kept). */
  secret: z.string().regex(API_TOKEN_PATTERN),
});
export type ApiTokenCreated = z.infer<typeof ApiTokenCreatedSchema>;

export const CreateApiTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the token a name')
    .max(API_TOKEN_NAME_MAX)
    .refine((s) => !hasNul(s), NUL_MESSAGE),
  scope: ApiTokenScopeSchema,
  /** An instant in the future (the end of the chosen day, in the person's zone); null or absent: never. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiToken = z.input<typeof CreateApiTokenSchema>;

export const ApiTokenParamsSchema = z.object({ tokenId: IdSchema });

export const listApiTokens = defineEndpoint({
  method: 'GET',
  path: '/api/tokens',
  summary: "The signed-in person's personal API tokens, newest first (never their secrets)",
  tag: 'tokens',
  response: z.array(ApiTokenSchema),
  sessionOnly: true,
});

export const createApiToken = defineEndpoint({
  method: 'POST',
  path: '/api/tokens',
  summary: 'Create a personal API token; its secret is in this answer only',
  tag: 'tokens',
  body: CreateApiTokenSchema,
  response: ApiTokenCreatedSchema,
  status: 201,
  write: true,
  sessionOnly: true,
  shownOnce: true,
});

export const revokeApiToken = defineEndpoint({
  method: 'DELETE',
  path: '/api/tokens/:tokenId',
  summary: 'Revoke a personal API token: refused from the next request on, in every process',
  tag: 'tokens',
  params: ApiTokenParamsSchema,
  response: z.object({ ok: z.literal(true) }),
  write: true,
  sessionOnly: true,
});
