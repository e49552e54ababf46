/**
 * Personal API tokens (issue 36, docs/api.md). Rules:
 * - the secret is `qdt_` and 256 random bits (base64url): the prefix lets secret scanners find a
 *   leaked one; it is returned once, by the request that makes it, and never stored: only its
 *   SHA-256 is. A fast hash is right for a random 256-bit secret (nothing to guess, so nothing for
 *   a slow hash to slow down), and it lets every request find its token with one indexed read;
 * - a person holds at most MAX_API_TOKENS; a name is 1–100 characters; an expiry is an instant in
 *   the future, at most about ten years ahead;
 * - making and revoking are writes (`userWrite`, for the Idempotency-Key); the answer kept for a
 *   key leaves the secret out (the route adds it), so the database never holds one;
 * - revoking deletes the row: the next request with it finds nothing, in every process.
 */
import crypto from 'node:crypto';
import {
  API_TOKEN_MAX_LIFETIME_MS,
  API_TOKEN_PREFIX,
  ApiTokenScopeSchema,
  MAX_API_TOKENS,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiTokenSchema,
} from '../../../shared/contracts/api-tokens.ts';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { isoTime } from '../../http/iso-time.ts';
import type { Writer } from '../sync/write.ts';
import {
  countTokens,
  deleteTokenRow,
  insertTokenRow,
  listTokenRows,
  type ApiTokenRow,
} from './api-tokens.repo.ts';

export function newSecret(): string {
  return API_TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** A stored scope; one this code does not know reads as the narrower `read`. */
export function scopeOf(value: string): ApiTokenScope {
  const parsed = ApiTokenScopeSchema.safeParse(value);
  return parsed.success ? parsed.data : 'read';
}

export function presentToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: scopeOf(row.scope),
    createdAt: isoTime(row.createdAt),
    lastUsedAt: row.lastUsedAt === null ? null : isoTime(row.lastUsedAt),
    expiresAt: row.expiresAt === null ? null : isoTime(row.expiresAt),
  };
}

export async function listTokens(db: Database, userId: string): Promise<ApiToken[]> {
  return (await listTokenRows(db, userId)).map(presentToken);
}

function expiryOf(value: string | null | undefined, now: number): number | null {
  if (value === null || value === undefined) return null;
  const at = Date.parse(value);
  if (!(at > now))
    throw new AppError('VALIDATION_FAILED', 'The expiry date must be in the future.', { field: 'expiresAt' });
  if (at - now > API_TOKEN_MAX_LIFETIME_MS)
    throw new AppError('VALIDATION_FAILED', 'The expiry date must be within ten years.', {
      field: 'expiresAt',
    });
  return at;
}

/** Stores a token for `made.secret` under `made.id`; the answer leaves the secret out. */
export async function createToken(
  w: Writer,
  input: z.output<typeof CreateApiTokenSchema>,
  made: { id: string; secret: string },
): Promise<ApiToken> {
  const expiresAt = expiryOf(input.expiresAt, w.now);
  if ((await countTokens(w.trx, w.userId)) >= MAX_API_TOKENS)
    throw new AppError(
      'CONFLICT',
      `You can have at most ${MAX_API_TOKENS} API tokens. Revoke one you no longer use first.`,
      { limit: 'apiTokens', max: MAX_API_TOKENS },
    );
  const row: ApiTokenRow = {
    id: made.id,
    userId: w.userId,
    name: input.name,
    scope: input.scope,
    tokenHash: hashSecret(made.secret),
    createdAt: w.now,
    expiresAt,
    lastUsedAt: null,
  };
  await insertTokenRow(w.trx, row);
  return presentToken(row);
}

export async function revokeToken(w: Writer, id: string): Promise<{ ok: true }> {
  if (!(await deleteTokenRow(w.trx, w.userId, id))) throw notFound('That API token');
  return { ok: true };
}
