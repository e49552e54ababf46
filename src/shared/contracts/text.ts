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
 * Text to walk: parsed JSON, a query or params (whatever their prototype: a query parser may use
 * its own). Not bytes: an upload's body stream or a buffer is a file, not text, and a stream's own
 * fields are cyclic, so walking them would never end.
 */
function isTextContainer(v: unknown): v is Record<string, unknown> {
  if (!v || typeof v !== 'object') return false;
  if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) return false;
  return typeof (v as { pipe?: unknown }).pipe !== 'function';
}

export function findNul(value: unknown): string[] | null {
  // Each entry links to its parent, so a step costs O(1) however deep the value: the path is
  // spelled out only for the one entry that has a NUL.
  interface Entry {
    value: unknown;
    key: string;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry | null, last?: string): string[] => {
    const path: string[] = last === undefined ? [] : [last];
    for (let e = entry; e?.parent; e = e.parent) path.push(e.key);
    return path.reverse();
  };
  const pending: Entry[] = [{ value, key: '', parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const v = next.value;
    if (typeof v === 'string') {
      if (hasNul(v)) return pathOf(next);
    } else if (Array.isArray(v)) {
      v.forEach((item: unknown, i) => pending.push({ value: item, key: String(i), parent: next }));
    } else if (isTextContainer(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (hasNul(key)) return pathOf(next, key);
        pending.push({ value: item, key, parent: next });
      }
    }
  }
  return null;
}
