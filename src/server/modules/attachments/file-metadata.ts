/**
 * What a client says about a file (its name, its Content-Type) is untrusted. Rules:
 * - a name is display text only: directory parts (`/` and `\`), control characters (NUL
 *   included) and bidirectional overrides are removed, it is NFC-normalized, trimmed, cut to
 *   ATTACHMENT_NAME_MAX characters, and an empty result becomes `file`;
 * - a type is kept only if it is a syntactically valid MIME type, else application/octet-stream;
 * - a download never carries a type a browser could run or render as a document (HTML, SVG,
 *   XML, scripts): those are sent as application/octet-stream;
 * - Content-Disposition is always `attachment`, with an ASCII fallback and the UTF-8 name.
 */
import { ATTACHMENT_NAME_MAX } from '../../../shared/contracts/attachments.ts';

export const OCTET_STREAM = 'application/octet-stream';

// C0/C1 controls (NUL, CR, LF…), bidi embeddings/overrides/isolates and marks, BOM.
const UNSAFE_CHARS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu;

export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(UNSAFE_CHARS, '').trim();
  const cut = Array.from(clean).slice(0, ATTACHMENT_NAME_MAX).join('').trim();
  return cut === '' || cut === '.' || cut === '..' ? 'file' : cut;
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\\\p{Cc}]|\\\\[^\\p{Cc}])*"';
const MIME_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})((?:\\s*;\\s*${TOKEN}=(?:${TOKEN}|${QUOTED}))*)$`, 'u');

/** The client's Content-Type if it is a valid MIME type (type and subtype lower-cased). */
export function storedContentType(header: string | undefined): string {
  const value = header?.trim() ?? '';
  const m = value.length <= 255 ? MIME_TYPE.exec(value) : null;
  if (!m?.[1] || !m[2]) return OCTET_STREAM;
  return `${m[1].toLowerCase()}/${m[2].toLowerCase()}${m[3] ?? ''}`;
}

const ACTIVE_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/xsl',
  'application/xslt+xml',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'text/javascript',
  'text/ecmascript',
  'text/jscript',
  'application/x-shockwave-flash',
  'multipart/x-mixed-replace',
]);

/** The type a download is served as: the stored one, unless a browser could treat it as active. */
export function downloadContentType(stored: string): string {
  const essence = (stored.split(';')[0] ?? '').trim().toLowerCase();
  return ACTIVE_TYPES.has(essence) || essence.endsWith('+xml') ? OCTET_STREAM : stored;
}

/** RFC 6266: `attachment` with an ASCII fallback name and the exact name as RFC 8187 UTF-8. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Headers of a download: never rendered inline, never sniffed, never cached by a shared cache. */
export function downloadHeaders(file: { name: string; size: number; contentType: string }) {
  return {
    'content-type': downloadContentType(file.contentType),
    'content-length': String(file.size),
    'content-disposition': contentDisposition(file.name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    // Should a browser render it anyway, it runs nothing and loads nothing.
    'content-security-policy': "default-src 'none'; sandbox",
  };
}
