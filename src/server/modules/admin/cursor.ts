/**
 * Continuation keys of the admin lists: opaque to the client (base64url of the last row's sort
 * key), checked like any outside data when they come back. A key that does not parse is refused
 * (400), never taken for "the first page".
 */
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = () =>
  new AppError('VALIDATION_FAILED', 'This page link is no longer valid. Start again from the first page.');

export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decode<T>(cursor: string, schema: z.ZodType<T>): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw invalid();
  return result.data;
}

/** Newest-first people: the last row's creation time and id. */
export interface PersonKey {
  createdAt: number;
  id: string;
}

const PersonKeySchema = z
  .tuple([z.number().int().nonnegative(), z.string().min(1).max(255)])
  .transform(([createdAt, id]) => ({ createdAt, id }));

export const decodePersonKey = (cursor: string): PersonKey => decode(cursor, PersonKeySchema);

/** Subscriptions: the last row's user id. */
export const decodeSubscriptionKey = (cursor: string): string =>
  decode(cursor, z.tuple([z.string().min(1).max(255)]))[0];

/** The activity log's key is the last entry's id itself (UUIDv7: already time-ordered). */
export function decodeActivityKey(key: string): string {
  if (!UUID.test(key)) throw invalid();
  return key.toLowerCase();
}
