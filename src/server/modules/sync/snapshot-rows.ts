/**
 * A user's full snapshot kept as serialized rows, so that the next version's snapshot is the
 * previous one plus the rows changed since (snapshot.ts) rather than everything queried,
 * presented and serialized again (ADR 0035).
 *
 * Rules:
 * - each kind's rows are kept in id order (code-unit order, as `<` compares), which is the
 *   snapshot's order whichever way it was built, so an incremental build is byte-for-byte a
 *   build from scratch;
 * - the rows are cut into chunks of consecutive ids, each kept encoded until a row in it changes,
 *   so a build after one write encodes one chunk and copies the rest;
 * - `apply` takes a whole batch (live rows as JSON, deleted ids) and changes nothing if it throws
 *   before the first write: callers query everything first, then apply;
 * - `bytes` estimates the memory held (string characters, two bytes each when a string is not
 *   one-byte, a per-row overhead, the encoded chunks), for the byte-bounded cache that keeps it.
 */
import { ENTITY_KINDS, noDeletes, type EntityKind } from '../../../shared/contracts/entities.ts';

/** V8's cost of a Map entry, a sorted-array slot and a string header, roughly. */
const ROW_OVERHEAD_BYTES = 96;
const DELETED_NONE = JSON.stringify(noDeletes());

/** Characters in the UTF-16 "one byte per character" range: V8 keeps such strings at 1 B/char. */
function stringBytes(s: string): number {
  // eslint-disable-next-line no-control-regex -- the check is for code points above Latin-1
  return /[^\u0000-\u00ff]/.test(s) ? s.length * 2 : s.length;
}

/** Rows per chunk: a changed row re-encodes its chunk (about 40 KB of tasks), not the kind. */
const CHUNK_ROWS = 128;

interface Chunk {
  /** Ascending, never empty between batches. */
  ids: string[];
  /** The chunk's rows as UTF-8, comma-separated; undefined once a row in it changed. */
  encoded: Buffer | undefined;
}

/** Where `id` sits in an ascending list: its index, or where it would go. */
function search(ids: readonly string[], id: string): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ids[mid] ?? '') < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

class KindRows {
  /** The rows in id order, cut into chunks. */
  private chunks: Chunk[] = [];
  private readonly json = new Map<string, string>();
  private rowBytes = 0;

  get size(): number {
    return this.json.size;
  }

  get bytes(): number {
    let total = this.rowBytes;
    for (const c of this.chunks) total += c.encoded?.length ?? 0;
    return total;
  }

  apply(live: ReadonlyMap<string, string>, deleted: readonly string[]): void {
    for (const id of deleted) {
      const old = this.json.get(id);
      if (old === undefined || live.has(id)) continue;
      this.json.delete(id);
      this.rowBytes -= stringBytes(old) + ROW_OVERHEAD_BYTES;
      const chunk = this.chunkOf(id);
      chunk.ids.splice(search(chunk.ids, id), 1);
      chunk.encoded = undefined;
      // An empty chunk has no first id to search by: it goes at once.
      if (chunk.ids.length === 0) this.chunks.splice(this.chunks.indexOf(chunk), 1);
    }
    const added: string[] = [];
    for (const [id, row] of live) {
      const old = this.json.get(id);
      if (old === undefined) added.push(id);
      else {
        this.rowBytes -= stringBytes(old) + ROW_OVERHEAD_BYTES;
        this.chunkOf(id).encoded = undefined;
      }
      this.json.set(id, row);
      this.rowBytes += stringBytes(row) + ROW_OVERHEAD_BYTES;
    }
    // Ascending, so a first build (or a run of new UUIDv7 ids) is a run of appends.
    for (const id of added.sort()) {
      const chunk = this.chunkOf(id);
      const at = search(chunk.ids, id);
      if (at === chunk.ids.length) chunk.ids.push(id);
      else chunk.ids.splice(at, 0, id);
      chunk.encoded = undefined;
    }
    if (added.length > 0) this.split();
  }

  /** The chunk `id` belongs in: the last whose first id is not after it (the first chunk if none). */
  private chunkOf(id: string): Chunk {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.chunks[mid]?.ids[0] ?? '') <= id) lo = mid;
      else hi = mid - 1;
    }
    const found = this.chunks[lo];
    if (found) return found;
    const chunk: Chunk = { ids: [], encoded: undefined };
    this.chunks.push(chunk);
    return chunk;
  }

  private split(): void {
    if (this.chunks.every((c) => c.ids.length <= 2 * CHUNK_ROWS)) return;
    this.chunks = this.chunks.flatMap((c) => {
      if (c.ids.length <= 2 * CHUNK_ROWS) return [c];
      const pieces: Chunk[] = [];
      for (let i = 0; i < c.ids.length; i += CHUNK_ROWS)
        pieces.push({ ids: c.ids.slice(i, i + CHUNK_ROWS), encoded: undefined });
      return pieces;
    });
  }

  /** The rows as the inside of a JSON array, in pieces: the unchanged ones as they were last time. */
  encoded(): Buffer[] {
    const out: Buffer[] = [];
    for (const c of this.chunks) {
      if (out.length > 0) out.push(COMMA);
      c.encoded ??= Buffer.from(c.ids.map((id) => this.json.get(id) ?? '').join(','));
      out.push(c.encoded);
    }
    return out;
  }
}

const COMMA = Buffer.from(',');

export interface RowBatch {
  /** Live rows that changed, serialized, by id. */
  live: ReadonlyMap<string, string>;
  /** Ids deleted (tombstones): dropped from the snapshot. */
  deleted: readonly string[];
}

export class SnapshotRows {
  /** The version these rows are complete up to: every write at or below it is in them. */
  version = 0;
  private readonly kinds = Object.fromEntries(ENTITY_KINDS.map((k) => [k, new KindRows()])) as Record<
    EntityKind,
    KindRows
  >;

  get bytes(): number {
    let total = 0;
    for (const kind of ENTITY_KINDS) total += this.kinds[kind].bytes;
    return total;
  }

  count(kind: EntityKind): number {
    return this.kinds[kind].size;
  }

  /** Applies one batch read at `version` (every kind's changes since `this.version`). */
  apply(version: number, batches: Record<EntityKind, RowBatch>): void {
    for (const kind of ENTITY_KINDS) this.kinds[kind].apply(batches[kind].live, batches[kind].deleted);
    this.version = version;
  }

  /**
   * The snapshot as `GET /api/sync?since=0` sends it: the envelope's keys in the order
   * sync.service.ts builds them, deletes empty (a full snapshot carries none).
   */
  toJson(): Buffer {
    const parts: Buffer[] = [Buffer.from(`{"version":${this.version},"full":true`)];
    for (const kind of ENTITY_KINDS)
      parts.push(Buffer.from(`,"${kind}":[`), ...this.kinds[kind].encoded(), Buffer.from(']'));
    parts.push(Buffer.from(`,"deleted":${DELETED_NONE}}`));
    return Buffer.concat(parts);
  }
}
