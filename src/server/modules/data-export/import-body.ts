/**
 * The import's body, spooled to a file as it arrives: an archive may be gigabytes, so it is never
 * held in memory. Rules:
 * - its first byte says what it is: "P" starts a zip ("PK…"), which may be as large as the plan's
 *   import bounds allow; anything else must be a quadrant.json (IMPORT_JSON_MAX_BYTES);
 * - a declared Content-Length over that bound is refused at the first byte, before the rest is
 *   read; a body without one is counted and refused at its first byte over;
 * - the request stream is only unpiped, never destroyed (see attachments/upload-body.ts: the 413
 *   must still be sent), and the file is removed whenever the spooling fails.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { finished, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../http/errors.ts';

export type BodyKind = 'zip' | 'json';

export interface SpooledBody {
  path: string;
  bytes: number;
  kind: BodyKind;
}

export interface SpoolOptions {
  dir: string;
  /** The largest zip this account may send (its plan's import bounds). */
  zipBytes: number;
  /** The largest quadrant.json sent alone. */
  jsonBytes: number;
  /** The Content-Length the client announced, if any. */
  declared: number | undefined;
}

/** "2.5 GB", "100 MB": a bound as a person reads it. */
export function readableBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${Math.floor(gb * 10) / 10} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

export function importTooLarge(kind: BodyKind, max: number): AppError {
  const message =
    kind === 'zip'
      ? `An archive to import can be at most ${readableBytes(max)} on your plan.`
      : `A quadrant.json to import can be at most ${readableBytes(max)}.`;
  return new AppError('PAYLOAD_TOO_LARGE', message, { maxBytes: max });
}

/** Passes the body on, deciding its kind at the first byte and refusing it past its bound. */
function boundedBody(source: Readable, opts: SpoolOptions) {
  let kind: BodyKind | undefined;
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (chunk.length === 0) return done();
      kind ??= chunk[0] === 0x50 ? 'zip' : 'json';
      const max = kind === 'zip' ? opts.zipBytes : opts.jsonBytes;
      bytes += chunk.length;
      if (bytes > max || (opts.declared ?? 0) > max) {
        source.unpipe(counter);
        done(importTooLarge(kind, max));
      } else done(null, chunk);
    },
  });
  finished(source, (err) => {
    if (err && !counter.destroyed) counter.destroy(err);
  });
  source.pipe(counter);
  return { counter, seen: () => ({ kind, bytes }) };
}

/** Writes the body to a fresh file under `opts.dir`; the caller removes it once read. */
export async function spoolBody(source: Readable, opts: SpoolOptions): Promise<SpooledBody> {
  await fsp.mkdir(opts.dir, { recursive: true });
  const file = path.join(opts.dir, `import-${crypto.randomBytes(12).toString('hex')}`);
  const { counter, seen } = boundedBody(source, opts);
  try {
    await pipeline(counter, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await fsp.rm(file, { force: true });
    throw err;
  }
  const { kind, bytes } = seen();
  if (kind === undefined) {
    await fsp.rm(file, { force: true });
    throw new AppError(
      'VALIDATION_FAILED',
      'Send the export zip (or its quadrant.json) as the request body.',
    );
  }
  return { path: file, bytes, kind };
}
