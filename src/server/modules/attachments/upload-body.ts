/**
 * An upload's size, enforced twice: a declared Content-Length over the limit is refused before a
 * byte of the body is read; a body without one (chunked) is counted as it streams and fails at
 * the first byte over the limit, so the store's `put` fails and keeps nothing.
 * The request stream itself is never destroyed here (that would close the socket before the 413
 * could be sent); it is only unpiped, and the response closes the connection.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { finished, Transform, type Readable } from 'node:stream';
import { formatFileSize } from '../../../shared/file-size.ts';
import { AppError } from '../../http/errors.ts';

export function tooLarge(max: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `A file can be at most ${formatFileSize(max, 'en')}.`, {
    maxBytes: max,
  });
}

/** Whether the request declares more than `max` bytes of body. */
export function declaresMoreThan(headers: IncomingHttpHeaders, max: number): boolean {
  const declared = Number(headers['content-length'] ?? '0');
  return Number.isFinite(declared) && declared > max;
}

export type CountedBody = Transform & { bytes: () => number; overLimit: () => boolean };

/**
 * A stream of `source` that fails with 413 once more than `max` bytes have passed. A store may
 * report that failure as its own error (lib-storage does), so `overLimit()` tells the real cause.
 */
export function countedBody(source: Readable, max: number): CountedBody {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > max) {
        source.unpipe(counter);
        done(tooLarge(max));
      } else done(null, chunk);
    },
  });
  finished(source, (err) => {
    if (err && !counter.destroyed) counter.destroy(err);
  });
  source.pipe(counter);
  return Object.assign(counter, { bytes: () => bytes, overLimit: () => bytes > max });
}
