/**
 * The one rule for text Quadrant stores: no NUL character (U+0000). PostgreSQL cannot store it in
 * text (error 22021) while SQLite can, so it is refused everywhere, on both, with a 400: by the
 * server for every request (body, query and params, see server/http/text-rule.ts) and by the
 * contracts' schemas, so the web client refuses it before sending.
 */

export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000).';

/** Whether a string has a NUL character. */
export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/** The path of the first string inside `value` that has a NUL character, or null. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = hasNul(key) ? [...path, key] : findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
