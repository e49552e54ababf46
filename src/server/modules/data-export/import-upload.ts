/**
 * What a spooled import body holds: the archive (quadrant.json, parsed by the shared
 * `ArchiveSchema` like any outside data) and, for a zip, its checked directory, from which the
 * archive's files are inflated one at a time later. Only quadrant.json is inflated here, within
 * its declared (and bounded) size. Which entry each attachment names is settled here too: an
 * entry named twice would be inflated twice, so it is refused like overlapping entries.
 */
import fsp, { type FileHandle } from 'node:fs/promises';
import { z } from 'zod';
import { ArchiveSchema, type Archive } from '../../../shared/contracts/data-export.ts';
import type { ImportBounds } from '../../../shared/import-bounds.ts';
import { AppError } from '../../http/errors.ts';
import { parseJsonWithin } from '../../http/json-depth.ts';
import type { SpooledBody } from './import-body.ts';
import { readZipDirectory, type ZipEntry } from './zip-directory.ts';
import { openEntry, readEntry, type EntryStream } from './zip-entry.ts';

export interface Upload {
  archive: Archive;
  /** The entry each attachment names, by task index and attachment index ("3/0"). */
  files: Map<string, ZipEntry>;
  open: (entry: ZipEntry) => Promise<EntryStream>;
  close: () => Promise<void>;
}

function invalid(message: string, details?: Record<string, unknown>): AppError {
  return new AppError('VALIDATION_FAILED', message, details);
}

function parseArchive(json: Buffer): Archive {
  let parsed: unknown;
  try {
    parsed = parseJsonWithin(json.toString('utf8'));
  } catch (err) {
    if (err instanceof AppError) throw err; // nested too deep: refused before parsing
    throw invalid('This file is neither a Quadrant export zip nor its quadrant.json.');
  }
  const result = ArchiveSchema.safeParse(parsed);
  if (!result.success)
    throw invalid('This archive is not in a format Quadrant can import.', {
      issues: z.treeifyError(result.error).errors.slice(0, 5),
    });
  return result.data;
}

/** Each attachment's entry, if the zip has it (a file the zip lacks is left out, as before). */
function namedFiles(archive: Archive, entries: Map<string, ZipEntry>): Map<string, ZipEntry> {
  const files = new Map<string, ZipEntry>();
  const named = new Set<string>();
  for (const [taskIndex, task] of archive.tasks.entries())
    for (const [index, a] of task.attachments.entries()) {
      const entry = a.file.startsWith('attachments/') ? entries.get(a.file) : undefined;
      if (!entry) continue;
      if (named.has(a.file))
        throw invalid(
          'This archive names one of its files more than once: it is not an export Quadrant wrote.',
        );
      named.add(a.file);
      files.set(`${taskIndex}/${index}`, entry);
    }
  return files;
}

async function readZip(file: FileHandle, body: SpooledBody, bounds: ImportBounds) {
  const entries = await readZipDirectory(file, body.bytes, bounds);
  const json = entries.get('quadrant.json');
  if (!json) throw invalid('This zip holds no quadrant.json: it is not a Quadrant export.');
  const archive = parseArchive(await readEntry(file, body.path, json));
  return { archive, files: namedFiles(archive, entries) };
}

/** Opens the spooled body; the caller closes it (the file itself is the caller's to remove). */
export async function openUpload(body: SpooledBody, bounds: ImportBounds): Promise<Upload> {
  const file = await fsp.open(body.path, 'r');
  try {
    const { archive, files } =
      body.kind === 'zip'
        ? await readZip(file, body, bounds)
        : { archive: parseArchive(await file.readFile()), files: new Map<string, ZipEntry>() };
    return { archive, files, open: (entry) => openEntry(file, body.path, entry), close: () => file.close() };
  } catch (err) {
    await file.close();
    throw err;
  }
}
