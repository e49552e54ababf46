/**
 * One zip entry's bytes as a stream, inflated and held to what the directory declared:
 * - its local header must be one (signature, same method) and its data must end before the next
 *   entry begins;
 * - the stream fails at the first byte past the declared size, and at its end if the size or the
 *   CRC-32 differ, so a lying header never passes and never makes more than it declared;
 * - inflation is zlib's stream (on libuv's thread pool), chunk by chunk, so the event loop is
 *   free meanwhile and memory holds a few chunks, whatever the entry's size.
 */
import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { PassThrough, pipeline, Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { AppError } from '../../http/errors.ts';
import { invalidZip, LOCAL_HEADER_BYTES, overlapping, readAt, type ZipEntry } from './zip-directory.ts';

const LOCAL_SIGNATURE = 0x04034b50;
/** Read and inflated 64 KiB at a time: few chunks for a 10 MB file, little memory for any. */
const CHUNK = 64 * 1024;

export interface EntryStream {
  stream: Readable;
  /** Why the stream failed, in the catalogue's words (a consumer may report its own error). */
  failure: () => AppError | undefined;
}

function notAsDeclared(entry: ZipEntry): AppError {
  return invalidZip(
    `The entry "${entry.name}" in this zip is not what its header says. The archive is damaged.`,
  );
}

async function dataStart(file: FileHandle, entry: ZipEntry): Promise<number> {
  const head = await readAt(file, entry.offset, LOCAL_HEADER_BYTES);
  if (head.length < LOCAL_HEADER_BYTES || head.readUInt32LE(0) !== LOCAL_SIGNATURE)
    throw notAsDeclared(entry);
  if (head.readUInt16LE(8) !== entry.method) throw notAsDeclared(entry);
  const start = entry.offset + LOCAL_HEADER_BYTES + head.readUInt16LE(26) + head.readUInt16LE(28);
  if (start + entry.compressedSize > entry.limit) throw overlapping();
  return start;
}

/** Counts and checksums what passes; fails past the declared size or on a mismatch at the end. */
function verifier(entry: ZipEntry, fail: (err: AppError) => AppError): Transform {
  let bytes = 0;
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > entry.size) return done(fail(notAsDeclared(entry)));
      crc = zlib.crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(bytes === entry.size && crc === entry.crc ? null : fail(notAsDeclared(entry)));
    },
  });
}

/** The entry's inflated bytes, checked as they come; `file` is open on `path`. */
export async function openEntry(file: FileHandle, path: string, entry: ZipEntry): Promise<EntryStream> {
  const start = await dataStart(file, entry);
  let failure: AppError | undefined;
  const fail = (err: AppError) => (failure ??= err);
  const raw =
    entry.compressedSize === 0
      ? Readable.from([])
      : fs.createReadStream(path, { start, end: start + entry.compressedSize - 1, highWaterMark: CHUNK });
  const inflater = entry.method === 8 ? zlib.createInflateRaw({ chunkSize: CHUNK }) : new PassThrough();
  // Deflate data that does not decode is the same lie as a wrong size (a consumer's own failure
  // also ends the inflater, but with a stream error, not zlib's).
  inflater.once('error', (err: NodeJS.ErrnoException) => {
    if (err.code?.startsWith('Z_')) fail(notAsDeclared(entry));
  });
  const out = verifier(entry, fail);
  pipeline(raw, inflater, out, () => {});
  return { stream: out, failure: () => failure };
}

/** The whole entry in memory: only for quadrant.json, whose declared size is bounded. */
export async function readEntry(file: FileHandle, path: string, entry: ZipEntry): Promise<Buffer> {
  const { stream, failure } = await openEntry(file, path, entry);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  } catch (err) {
    throw failure() ?? err;
  }
  return Buffer.concat(chunks);
}
