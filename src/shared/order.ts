/**
 * Order keys: fractional-index strings, so a move rewrites one row. Ties (two devices inserting
 * between the same neighbours) are broken by id, deterministically, everywhere that sorts.
 * Rules: a key is valid only if the library accepts it (`isValidOrderKey`), and the contracts
 * refuse any other; `keyBetween` still never throws on a bad neighbour already stored (written
 * before that rule): it steps around it, so one bad row cannot break every insert near it.
 */
import { generateKeyBetween } from 'fractional-indexing';
import { z } from 'zod';

export const OrderKeySchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[a-zA-Z][0-9a-zA-Z]*$/, 'Not an order key')
  .refine((key) => isValidOrderKey(key), 'Not an order key');

/** Steps from a middle key towards a bad neighbour until strictly past it; null if too far. */
function validKeyPast(bad: string, direction: 'above' | 'below'): string | null {
  let key = generateKeyBetween(null, null);
  for (let i = 0; i < 64; i++) {
    if (direction === 'above' ? key > bad : key < bad) return key;
    key = direction === 'above' ? generateKeyBetween(key, null) : generateKeyBetween(null, key);
  }
  return null;
}

/** A key that sorts strictly between `before` and `after` (either may be null for an end). */
export function keyBetween(before: string | null | undefined, after: string | null | undefined): string {
  const a = before && !isValidOrderKey(before) ? validKeyPast(before, 'above') : (before ?? null);
  const b = after && !isValidOrderKey(after) ? validKeyPast(after, 'below') : (after ?? null);
  if (a !== null && b !== null && a >= b) return generateKeyBetween(a, null);
  return generateKeyBetween(a, b);
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
