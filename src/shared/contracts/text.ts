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

/**
 * The path of the first string (value or key) inside `value` that has a NUL character, or null.
 * Iterative, so a hostile, deeply nested body cannot overflow the stack.
 */
/**
 * Parsed JSON, a query or params: objects of Object's prototype (or none). Anything else (an
 * upload's body stream, a buffer) is bytes, not text, and is not walked: a stream's own fields are
 * cyclic, and walking them never ends.
 */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (!v || typeof v !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

export function findNul(value: unknown): string[] | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: v, path } = next;
    if (typeof v === 'string') {
      if (hasNul(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item: unknown, i) => pending.push({ value: item, path: [...path, String(i)] }));
    } else if (isPlainObject(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (hasNul(key)) return [...path, key];
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
