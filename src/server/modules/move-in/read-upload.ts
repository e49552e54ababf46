/**
 * A spooled upload into one `ParsedFile`, whatever it is. Rules:
 * - a zip is a Todoist backup: its directory is read and checked before anything is inflated, by
 *   the archive import's bounded reader (zip-directory.ts) with this import's bounds; only its
 *   `.csv` entries are inflated, one at a time, each held to its declared size and CRC
 *   (zip-entry.ts); each must be a Todoist CSV (one project);
 * - anything else is text (decode.ts), read by the reader its content calls for: Todoist's header
 *   (TYPE, CONTENT…), TickTick's backup ("List Name", "Title"…), a Markdown file (by its name, or
 *   its first line being a heading or a list item), else a plain CSV with a header;
 * - the zip's own refusals keep their code and message, with `reason: zip-unreadable`.
 */
import fsp, { type FileHandle } from 'node:fs/promises';
import type { MoveInSource } from '../../../shared/contracts/move-in.ts';
import { AppError } from '../../http/errors.ts';
import type { SpooledBody } from '../data-export/import-body.ts';
import { readZipDirectory, type ZipEntry } from '../data-export/zip-directory.ts';
import { readEntry } from '../data-export/zip-entry.ts';
import { BACKUP_ZIP_BOUNDS, fileError, MOVE_IN_MAX_BYTES } from './bounds.ts';
import type { DateContext } from './dates.ts';
import { decodeText, type TextEncoding } from './decode.ts';
import { readMarkdown } from './markdown.ts';
import { ParseCollector, type ParsedFile } from './parsed.ts';
import { readPlainCsv } from './plain-csv.ts';
import { readTickTickCsv } from './ticktick.ts';
import { readTodoistCsv } from './todoist.ts';

export interface ReadUpload {
  parsed: ParsedFile;
  encoding: TextEncoding;
}

/** A zip starts with a local header (PK 3 4), or, empty, with its end record (PK 5 6): never a text. */
function isZip(head: Buffer): boolean {
  return (
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))
  );
}

function extension(fileName: string): string {
  return /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

/** Which reader a text calls for. */
export function detectSource(text: string, fileName: string): Exclude<MoveInSource, 'todoist-backup'> {
  const ext = extension(fileName);
  if (ext === 'md' || ext === 'markdown' || ext === 'txt') return 'markdown';
  const first = text.split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? '';
  if (/^"?TYPE"?,/.test(first)) return 'todoist';
  const head = text.slice(0, 4096);
  if (head.includes('"List Name"') && head.includes('"Title"')) return 'ticktick';
  if (ext === 'csv' || ext === 'tsv') return 'csv';
  if (/^\s*(?:#{1,6}\s|[-*+]\s|\d{1,9}[.)]\s)/.test(first)) return 'markdown';
  if (/[,;\t]/.test(first)) return 'csv';
  throw fileError(
    'unknown-format',
    'Quadrant cannot tell what this file is. Send a Todoist CSV or backup zip, a TickTick backup, a CSV with a header, or a Markdown checklist.',
  );
}

/** One text file into a new collector. */
export function readText(text: string, fileName: string, ctx: DateContext): ParsedFile {
  const source = detectSource(text, fileName);
  const out = new ParseCollector(source);
  if (source === 'todoist') readTodoistCsv(out, text, fileName, ctx);
  else if (source === 'ticktick') readTickTickCsv(out, text, ctx);
  else if (source === 'markdown') readMarkdown(out, text, fileName, ctx);
  else readPlainCsv(out, text, fileName, ctx);
  return out.result();
}

function isProjectCsv(name: string): boolean {
  const base = name.split('/').pop() ?? '';
  return /\.csv$/i.test(base) && !base.startsWith('._') && !name.startsWith('__MACOSX/');
}

async function directory(file: FileHandle, bytes: number): Promise<ZipEntry[]> {
  try {
    const entries = await readZipDirectory(file, bytes, BACKUP_ZIP_BOUNDS, (name) =>
      isProjectCsv(name) ? MOVE_IN_MAX_BYTES : undefined,
    );
    return [...entries.values()]
      .filter((e) => isProjectCsv(e.name))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    throw new AppError(err.code, err.message, { ...err.details, reason: 'zip-unreadable' });
  }
}

async function readBackup(body: SpooledBody, ctx: DateContext): Promise<ReadUpload> {
  const file = await fsp.open(body.path, 'r');
  try {
    const csvs = await directory(file, body.bytes);
    if (csvs.length === 0)
      throw fileError(
        'zip-no-csv',
        'This zip holds no CSV file. Send a Todoist backup (a spreadsheet saved as .xlsx must be saved as CSV first).',
      );
    const out = new ParseCollector('todoist-backup');
    for (const entry of csvs) {
      const { text } = decodeText(await readEntry(file, body.path, entry));
      if (detectSource(text, entry.name) !== 'todoist')
        throw fileError('unknown-format', `"${entry.name}" in this zip is not a Todoist CSV.`);
      readTodoistCsv(out, text, entry.name, ctx);
    }
    return { parsed: out.result(), encoding: 'utf-8' };
  } finally {
    await file.close();
  }
}

/** The spooled body (at most MOVE_IN_MAX_BYTES) as lists and tasks. */
export async function readUpload(body: SpooledBody, fileName: string, ctx: DateContext): Promise<ReadUpload> {
  const head = Buffer.alloc(4);
  const handle = await fsp.open(body.path, 'r');
  try {
    await handle.read(head, 0, 4, 0);
  } finally {
    await handle.close();
  }
  if (isZip(head)) return readBackup(body, ctx);
  const { text, encoding } = decodeText(await fsp.readFile(body.path));
  return { parsed: readText(text, fileName, ctx), encoding };
}
