/**
 * Response compression for the built web app. The Node server faces browsers directly (no proxy
 * in front of it), and uncompressed, the landing page's scripts are three times their gzip size:
 * seconds on a mobile connection. A build never changes while the server runs, so each text file
 * is compressed once per encoding (Brotli, else gzip) and kept in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Text formats the build contains; images other than SVG are already compressed. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.data',
  '.map',
]);
/** Below this, the headers outweigh the saving. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best encoding the request accepts (q=0 refuses one), or null for none. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.data': 'application/octet-stream',
  // send's mime table says image/vnd.microsoft.icon; x-icon is the type every client knows.
  '.ico': 'image/x-icon',
};

/** The content type of a compressible static file (HTML sets its own). */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export interface Compressor {
  /** A static file's bytes, read once (only call it for compressible files). */
  read: (file: string) => Buffer;
  /**
   * Sends `body` compressed when the request accepts it and the file is worth it. Headers other
   * than the encoding's (status, type, caching, CSP) are the caller's.
   */
  send: (request: FastifyRequest, reply: FastifyReply, file: string, body: Buffer) => Promise<FastifyReply>;
}

export function createCompressor(): Compressor {
  const files = new Map<string, Buffer>();
  const compressed = new Map<string, Promise<Buffer>>();

  function compressedCopy(file: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    let entry = compressed.get(key);
    if (!entry) {
      entry = compress(body, encoding);
      // A failure is not cached: the next request tries again.
      entry.catch(() => compressed.delete(key));
      compressed.set(key, entry);
    }
    return entry;
  }

  return {
    read(file) {
      let body = files.get(file);
      if (!body) {
        body = fs.readFileSync(file);
        files.set(file, body);
      }
      return body;
    },
    async send(request, reply, file, body) {
      if (!isCompressible(file, body.length)) return reply.send(body);
      // Caches must keep the encodings apart, whichever one this response has.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(body);
      return reply.header('content-encoding', encoding).send(await compressedCopy(file, body, encoding));
    },
  };
}
