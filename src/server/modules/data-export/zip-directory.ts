/**
 * The central directory of an uploaded zip, read and checked before any entry is inflated
 * (issue 29). Rules:
 * - the end record lies in the last 64 KiB + 22 bytes; one disk, no zip64 (an import is smaller
 *   than 4 GiB, and our exporter writes none);
 * - at most `bounds.entries` records, each at most RECORD_MAX_BYTES long;
 * - each entry is stored or deflated, not encrypted, and its name appears once;
 * - the entries an import inflates — quadrant.json and the files under `attachments/` — declare
 *   at most their own bound each (IMPORT_JSON_MAX_BYTES, MAX_ATTACHMENT_BYTES), at most
 *   `bounds.files` files and `bounds.inflatedBytes` in all;
 * - no two entries start at one offset, and none reaches into the next one (in offset order) or
 *   into the directory: a directory whose records all point at one deflated entry, so that its
 *   bytes would be inflated once per record, is refused here.
 */
import type { FileHandle } from 'node:fs/promises';
import { IMPORT_JSON_MAX_BYTES, type ImportBounds } from '../../../shared/import-bounds.ts';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/plans.ts';
import { AppError } from '../../http/errors.ts';
import { readableBytes } from './import-body.ts';

export interface ZipEntry {
  name: string;
  /** The name's length in bytes, as written. */
  nameBytes: number;
  method: 0 | 8;
  crc: number;
  compressedSize: number;
  /** The inflated size the directory declares. */
  size: number;
  /** Where its local header starts. */
  offset: number;
  /** Where the next entry (or the directory) starts: its bytes must end before that. */
  limit: number;
}

const END_SIGNATURE = 0x06054b50;
const RECORD_SIGNATURE = 0x02014b50;
const END_BYTES = 22;
const RECORD_BYTES = 46;
/** A record with its name, extra field and comment; longer ones are not from an export. */
const RECORD_MAX_BYTES = RECORD_BYTES + 4096;
/** A local header without its name and extra field. */
export const LOCAL_HEADER_BYTES = 30;
const ZIP64 = 0xffffffff;

export function invalidZip(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message);
}

const unreadable = () => invalidZip('This file is not a readable zip archive.');
export const overlapping = () =>
  invalidZip('The entries of this zip overlap one another: it is not an archive Quadrant can import.');
const tooLarge = (message: string, max: number) => new AppError('PAYLOAD_TOO_LARGE', message, { max });

export async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

interface EndRecord {
  entries: number;
  directoryOffset: number;
  directorySize: number;
}

async function readEnd(file: FileHandle, fileSize: number, bounds: ImportBounds): Promise<EndRecord> {
  const tailLength = Math.min(fileSize, END_BYTES + 0xffff);
  const tail = await readAt(file, fileSize - tailLength, tailLength);
  let at = tail.length - END_BYTES;
  while (at >= 0 && tail.readUInt32LE(at) !== END_SIGNATURE) at -= 1;
  if (at < 0) throw unreadable();
  const disk = tail.readUInt16LE(at + 4);
  const directoryDisk = tail.readUInt16LE(at + 6);
  const onDisk = tail.readUInt16LE(at + 8);
  const entries = tail.readUInt16LE(at + 10);
  const directorySize = tail.readUInt32LE(at + 12);
  const directoryOffset = tail.readUInt32LE(at + 16);
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== entries)
    throw invalidZip('This zip is split over several files. Send it as one zip.');
  if (entries === 0xffff || directorySize === ZIP64 || directoryOffset === ZIP64)
    throw invalidZip('This zip uses the format for archives over 4 GB, which import does not read.');
  if (entries > bounds.entries)
    throw tooLarge(
      `This archive has more entries than an import on your plan takes (${bounds.entries}).`,
      bounds.entries,
    );
  const endsAt = fileSize - tailLength + at;
  if (directoryOffset + directorySize > endsAt || directorySize > entries * RECORD_MAX_BYTES)
    throw unreadable();
  return { entries, directoryOffset, directorySize };
}

/** One directory record at `at`, and where the next starts. */
function parseRecord(directory: Buffer, at: number, end: number): { entry: ZipEntry; next: number } {
  if (at + RECORD_BYTES > directory.length || directory.readUInt32LE(at) !== RECORD_SIGNATURE)
    throw unreadable();
  const flags = directory.readUInt16LE(at + 8);
  const method = directory.readUInt16LE(at + 10);
  const nameLength = directory.readUInt16LE(at + 28);
  const next =
    at + RECORD_BYTES + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  if (next > directory.length || next - at > RECORD_MAX_BYTES) throw unreadable();
  if (flags & 1) throw invalidZip('This zip is encrypted. Send the archive as Quadrant exported it.');
  if (method !== 0 && method !== 8)
    throw invalidZip(
      'This zip is compressed in a way import does not read. Send the archive as Quadrant exported it.',
    );
  const entry: ZipEntry = {
    name: directory.toString('utf8', at + RECORD_BYTES, at + RECORD_BYTES + nameLength),
    nameBytes: nameLength,
    method,
    crc: directory.readUInt32LE(at + 16),
    compressedSize: directory.readUInt32LE(at + 20),
    size: directory.readUInt32LE(at + 24),
    offset: directory.readUInt32LE(at + 42),
    limit: end,
  };
  if (entry.compressedSize === ZIP64 || entry.size === ZIP64 || entry.offset === ZIP64)
    throw invalidZip('This zip uses the format for archives over 4 GB, which import does not read.');
  if (method === 0 && entry.compressedSize !== entry.size) throw unreadable();
  return { entry, next };
}

/** Whether an import inflates this entry, and its bound if so (another reader passes its own). */
export type InflatedBound = (name: string) => number | undefined;

/** An archive import's: quadrant.json and the files under `attachments/`. */
function inflatedBound(name: string): number | undefined {
  if (name === 'quadrant.json') return IMPORT_JSON_MAX_BYTES;
  if (name.startsWith('attachments/') && !name.endsWith('/')) return MAX_ATTACHMENT_BYTES;
  return undefined;
}

/** Each entry an import inflates within its bound, and all of them within the plan's. */
function checkDeclaredSizes(entries: ZipEntry[], bounds: ImportBounds, inflated: InflatedBound): void {
  let files = 0;
  let total = 0;
  for (const e of entries) {
    const max = inflated(e.name);
    if (max === undefined) continue;
    if (e.size > max)
      throw e.name === 'quadrant.json'
        ? tooLarge(`The quadrant.json in this archive is larger than ${readableBytes(max)}.`, max)
        : tooLarge(`A file in this archive is larger than ${readableBytes(max)}.`, max);
    if (e.name !== 'quadrant.json') files += 1;
    total += e.size;
  }
  if (files > bounds.files)
    throw tooLarge(
      `This archive holds more files than an import on your plan takes (${bounds.files}).`,
      bounds.files,
    );
  if (total > bounds.inflatedBytes)
    throw tooLarge(
      `This archive holds more than an import can take (${readableBytes(bounds.inflatedBytes)} in all).`,
      bounds.inflatedBytes,
    );
}

/** No two entries share bytes: each ends (at the least) before the next begins. */
function checkLayout(entries: ZipEntry[], directoryOffset: number): void {
  const byOffset = [...entries].sort((a, b) => a.offset - b.offset);
  for (const [i, e] of byOffset.entries()) {
    const next = byOffset[i + 1];
    e.limit = next ? next.offset : directoryOffset;
    const smallest = LOCAL_HEADER_BYTES + e.nameBytes + e.compressedSize;
    if (e.offset + smallest > e.limit) throw overlapping();
  }
}

/** The zip's entries by name, checked as the header says; nothing is inflated here. */
export async function readZipDirectory(
  file: FileHandle,
  fileSize: number,
  bounds: ImportBounds,
  inflated: InflatedBound = inflatedBound,
): Promise<Map<string, ZipEntry>> {
  const end = await readEnd(file, fileSize, bounds);
  const directory = await readAt(file, end.directoryOffset, end.directorySize);
  const byName = new Map<string, ZipEntry>();
  let at = 0;
  for (let i = 0; i < end.entries; i++) {
    const { entry, next } = parseRecord(directory, at, end.directoryOffset);
    if (byName.has(entry.name)) throw invalidZip('This zip holds two entries of one name.');
    byName.set(entry.name, entry);
    at = next;
  }
  const entries = [...byName.values()];
  checkDeclaredSizes(entries, bounds, inflated);
  checkLayout(entries, end.directoryOffset);
  return byName;
}
