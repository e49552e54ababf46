/**
 * Which links a description may hold: http, https and mailto only (no javascript:, data:, file:,
 * relative paths). A bare address ("example.com") is read as https. The server sanitizes too.
 */
const ALLOWED = /^(https?:\/\/|mailto:)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function isAllowedHref(href: string): boolean {
  if (!ALLOWED.test(href)) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'mailto:' ? url.pathname.length > 0 : url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** What a person typed as a link, as a safe href, or null when it is not one we allow. */
export function normalizeHref(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  if (HAS_SCHEME.test(text) && !/^[^:/]+:\d/.test(text)) return isAllowedHref(text) ? text : null;
  const candidate = text.includes('@') && !text.includes('/') ? `mailto:${text}` : `https://${text}`;
  return isAllowedHref(candidate) ? candidate : null;
}
