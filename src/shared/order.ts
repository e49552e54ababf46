/**
 * Order keys: fractional-index strings, so a move rewrites one row. Ties (two devices inserting
 * between the same neighbours) are broken by id, deterministically, everywhere that sorts.
 */
import { generateKeyBetween } from 'fractional-indexing';
import { z } from 'zod';

export const OrderKeySchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[a-zA-Z][0-9a-zA-Z]*$/, 'Not an order key');

/** A key that sorts strictly between `before` and `after` (either may be null for an end). */
export function keyBetween(before: string | null | undefined, after: string | null | undefined): string {
  return generateKeyBetween(before ?? null, after ?? null);
}

/** Compare two ordered items: by key, then by id. */
export function compareOrder(a: { order: string; id: string }, b: { order: string; id: string }): number {
  if (a.order !== b.order) return a.order < b.order ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Whether a string is a key `fractional-indexing` accepts (it throws on malformed input). */
export function isValidOrderKey(key: string): boolean {
  try {
    generateKeyBetween(key, null);
    return true;
  } catch {
    return false;
  }
}
