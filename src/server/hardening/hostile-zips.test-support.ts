/**
 * Zips written byte by byte, so a test can make every lie a hostile archive tells: directory
 * entries that share one local entry, declared sizes that are not the real ones, more entries
 * than a plan could hold. Also a valid archive (quadrant.json) naming whichever files a test wants.
 */
import zlib from 'node:zlib';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type Archive } from '../../shared/contracts/data-export.ts';
import { keyBetween } from '../../shared/order.ts';

/** One entry as written: its bytes (deflated or stored) and what its headers declare. */
export interface ZipPart {
  name: string;
  method: 0 | 8;
  body: Buffer;
  crc: number;
  /** The declared inflated size (true unless a test lies). */
  size: number;
}

/** A directory record: a part, and the local header it points at. */
export type DirectoryRecord = ZipPart & { offset: number };

export function stored(name: string, content: Buffer | string): ZipPart {
  const bytes = Buffer.from(content);
  return { name, method: 0, body: bytes, crc: zlib.crc32(bytes), size: bytes.length };
}

export function deflated(name: string, content: Buffer | string): ZipPart {
  const bytes = Buffer.from(content);
  return { name, method: 8, body: zlib.deflateRawSync(bytes), crc: zlib.crc32(bytes), size: bytes.length };
}

/** 10 MB of zeros, deflated (about 10 KB), computed once. */
let zeros: Buffer | undefined;
export function deflatedZeros(name: string, size = 10 * 1024 * 1024): ZipPart {
  zeros ??= zlib.deflateRawSync(Buffer.alloc(10 * 1024 * 1024));
  const body = size === 10 * 1024 * 1024 ? zeros : zlib.deflateRawSync(Buffer.alloc(size));
  return { name, method: 8, body, crc: zlib.crc32(Buffer.alloc(size)), size };
}

function header(p: ZipPart, signature: number, fixed: number): { head: Buffer; name: Buffer } {
  const name = Buffer.from(p.name, 'utf8');
  const head = Buffer.alloc(fixed);
  head.writeUInt32LE(signature, 0);
  return { head, name };
}

function localHeader(p: ZipPart): Buffer {
  const { head, name } = header(p, 0x04034b50, 30);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(0x0800, 6); // names are UTF-8
  head.writeUInt16LE(p.method, 8);
  head.writeUInt32LE(p.crc >>> 0, 14);
  head.writeUInt32LE(p.body.length, 18);
  head.writeUInt32LE(p.size, 22);
  head.writeUInt16LE(name.length, 26);
  return Buffer.concat([head, name]);
}

function directoryRecord(r: DirectoryRecord): Buffer {
  const { head, name } = header(r, 0x02014b50, 46);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(20, 6);
  head.writeUInt16LE(0x0800, 8);
  head.writeUInt16LE(r.method, 10);
  head.writeUInt32LE(r.crc >>> 0, 16);
  head.writeUInt32LE(r.body.length, 20);
  head.writeUInt32LE(r.size, 24);
  head.writeUInt16LE(name.length, 28);
  head.writeUInt32LE(r.offset, 42);
  return Buffer.concat([head, name]);
}

/**
 * The zip of `parts`, each written once; `directory` makes the central directory from where each
 * part was written (by default, one honest record per part).
 */
export function writeZip(
  parts: ZipPart[],
  directory: (written: DirectoryRecord[]) => DirectoryRecord[] = (w) => w,
): Buffer {
  const chunks: Buffer[] = [];
  const written: DirectoryRecord[] = [];
  let offset = 0;
  for (const p of parts) {
    written.push({ ...p, offset });
    const local = localHeader(p);
    chunks.push(local, p.body);
    offset += local.length + p.body.length;
  }
  const records = directory(written).map(directoryRecord);
  const cd = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, cd, end]);
}

/** A valid archive: one finished task per entry of `files`, naming those files (its attachments). */
export function archiveNaming(files: string[][]): Archive {
  const now = Date.now();
  let order: string | null = null;
  const tasks = files.map((names, i) => {
    order = keyBetween(order, null);
    return {
      id: `task-${i}`,
      title: `Task ${i}`,
      quadrant: 1 as const,
      color: 'blue' as const,
      description: '',
      dueDate: null,
      dueTime: null,
      // Finished, so that the open-task limit does not refuse a long list first.
      completedAt: now,
      poolOrder: order,
      boards: [],
      checklist: [],
      attachments: names.map((file, j) => ({
        id: `file-${i}-${j}`,
        name: `file-${i}-${j}.bin`,
        size: 0,
        contentType: 'application/octet-stream',
        createdAt: now,
        file,
      })),
      repeat: null,
      reminders: [],
      createdAt: now,
      updatedAt: now,
    };
  });
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date(now).toISOString(),
    account: {
      name: 'X',
      email: 'x@example.com',
      language: null,
      theme: 'system',
      aiOptOut: false,
      tier: 'basic',
      createdAt: now,
    },
    boards: [],
    tasks,
  };
}

/** quadrant.json for `archiveNaming(files)`, deflated, ready to be a zip's first part. */
export function quadrantJson(files: string[][]): ZipPart {
  return deflated('quadrant.json', JSON.stringify(archiveNaming(files)));
}
