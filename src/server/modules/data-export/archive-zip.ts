/**
 * The export's zip, streamed into the blob store as it is made (an account's files can be large,
 * so they are never all held in memory): quadrant.json and the CSV files deflated, attached files
 * stored as they are (most are compressed already). A file missing from the store (gone between
 * reading the rows and zipping) is skipped; quadrant.json still lists it.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Archive } from '../../../shared/contracts/data-export.ts';
import type { BlobStore } from '../attachments/blob-store.ts';
import type { ArchiveFile } from './archive-data.ts';
import { toCsv } from './csv.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The spreadsheet view of the archive: one CSV per kind of thing, linked by ids. */
export function csvFiles(archive: Archive): Record<string, string> {
  const boardNames = new Map(archive.boards.map((b) => [b.id, b.name]));
  return {
    'boards.csv': toCsv(
      ['id', 'name', 'created_at'],
      archive.boards.map((b) => [b.id, b.name, iso(b.createdAt)]),
    ),
    'tasks.csv': toCsv(
      [
        'id',
        'title',
        'quadrant',
        'color',
        'due_date',
        'due_time',
        'completed_at',
        'boards',
        'created_at',
        'updated_at',
      ],
      archive.tasks.map((t) => [
        t.id,
        t.title,
        t.quadrant,
        t.color,
        t.dueDate,
        t.dueTime,
        iso(t.completedAt),
        t.boards.map((p) => boardNames.get(p.boardId) ?? p.boardId).join('; '),
        iso(t.createdAt),
        iso(t.updatedAt),
      ]),
    ),
    'checklist.csv': toCsv(
      ['task_id', 'text', 'done'],
      archive.tasks.flatMap((t) => t.checklist.map((i) => [t.id, i.text, i.done])),
    ),
    'attachments.csv': toCsv(
      ['task_id', 'name', 'size', 'content_type', 'file', 'created_at'],
      archive.tasks.flatMap((t) =>
        t.attachments.map((a) => [t.id, a.name, a.size, a.contentType, a.file, iso(a.createdAt)]),
      ),
    ),
  };
}

/** Streams the zip to `out`; resolves once every entry is written, rejects on a store error. */
async function writeZip(out: PassThrough, archive: Archive, files: ArchiveFile[], store: BlobStore) {
  let failure: Error | null = null;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  const text = (name: string, body: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(body), true);
  };
  text('quadrant.json', JSON.stringify(archive, null, 2));
  for (const [name, body] of Object.entries(csvFiles(archive))) text(name, body);
  await drained();
  for (const file of files) {
    const body = await store.get(file.storageKey);
    if (!body) continue;
    const entry = new ZipPassThrough(file.path);
    zip.add(entry);
    for await (const chunk of body as AsyncIterable<Buffer>) {
      entry.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      await drained();
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  await drained();
}

/** The zip as a stream, for `store.put`; an error while making it fails the stream. */
export function exportZip(archive: Archive, files: ArchiveFile[], store: BlobStore): Readable {
  const out = new PassThrough();
  writeZip(out, archive, files, store).catch((err: unknown) =>
    out.destroy(err instanceof Error ? err : new Error(String(err))),
  );
  return out;
}
