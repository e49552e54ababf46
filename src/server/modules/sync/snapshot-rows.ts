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
 * - each row is held once, as UTF-8 (a view into its chunk's encoding once encoded): `bytes`, the
 *   memory held as the byte-bounded cache that keeps it counts it, is those bytes plus a per-row
 *   overhead.
 */
import { ENTITY_KINDS, noDeletes, type EntityKind } from '../../../shared/contracts/entities.ts';

/** V8's cost of a row's id in the list, and of the buffer view over its JSON, roughly. */
const ROW_OVERHEAD_BYTES = 160;
const DELETED_NONE = JSON.stringify(noDeletes());
const COMMA = Buffer.from(',');

/** Rows per chunk: a changed row re-encodes its chunk (about 40 KB of tasks), not the kind. */
const CHUNK_ROWS = 128;

interface Chunk {
  /** Ascending, never empty between batches. */
  ids: string[];
  /** Each row's JSON as UTF-8: a view into `encoded`, or a new row's own buffer. */
  rows: Buffer[];
  /** The rows comma-separated; undefined once a row in the chunk changed. */
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
  /** The rows in id order, cut into chunks; each row is held once, as UTF-8. */
  private chunks: Chunk[] = [];
  size = 0;

  get bytes(): number {
    let total = this.size * ROW_OVERHEAD_BYTES;
    for (const c of this.chunks) {
      if (c.encoded) total += c.encoded.length;
      else for (const row of c.rows) total += row.length;
    }
    return total;
  }

  apply(live: ReadonlyMap<string, string>, deleted: readonly string[]): void {
    for (const id of deleted) {
      if (live.has(id) || this.chunks.length === 0) continue;
      const chunk = this.chunkOf(id);
      const at = search(chunk.ids, id);
      // A tombstone of a row never kept (created and deleted since the last build): nothing to do.
      if (chunk.ids[at] !== id) continue;
      chunk.ids.splice(at, 1);
      chunk.rows.splice(at, 1);
      chunk.encoded = undefined;
      this.size--;
      // An empty chunk has no first id to search by: it goes at once.
      if (chunk.ids.length === 0) this.chunks.splice(this.chunks.indexOf(chunk), 1);
    }
    // Ascending, so a first build (or a run of new UUIDv7 ids) is a run of appends.
    let added = false;
    for (const id of [...live.keys()].sort()) {
      const row = Buffer.from(live.get(id) ?? '');
      const chunk = this.chunkOf(id);
      const at = search(chunk.ids, id);
      chunk.encoded = undefined;
      if (chunk.ids[at] === id) {
        chunk.rows[at] = row;
        continue;
      }
      added = true;
      this.size++;
      if (at === chunk.ids.length) {
        chunk.ids.push(id);
        chunk.rows.push(row);
      } else {
        chunk.ids.splice(at, 0, id);
        chunk.rows.splice(at, 0, row);
      }
    }
    if (added) this.split();
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
    const chunk: Chunk = { ids: [], rows: [], encoded: undefined };
    this.chunks.push(chunk);
    return chunk;
  }

  private split(): void {
    if (this.chunks.every((c) => c.ids.length <= 2 * CHUNK_ROWS)) return;
    this.chunks = this.chunks.flatMap((c) => {
      if (c.ids.length <= 2 * CHUNK_ROWS) return [c];
      const pieces: Chunk[] = [];
      for (let i = 0; i < c.ids.length; i += CHUNK_ROWS)
        pieces.push({
          ids: c.ids.slice(i, i + CHUNK_ROWS),
          rows: c.rows.slice(i, i + CHUNK_ROWS),
          encoded: undefined,
        });
      return pieces;
    });
  }

  /** The rows as the inside of a JSON array, in pieces: the unchanged ones as they were last time. */
  encoded(): Buffer[] {
    const out: Buffer[] = [];
    for (const c of this.chunks) {
      if (out.length > 0) out.push(COMMA);
      c.encoded ??= encodeChunk(c);
      out.push(c.encoded);
    }
    return out;
  }
}

/** Joins a chunk's rows into one buffer, and points each row at its bytes there. */
function encodeChunk(chunk: Chunk): Buffer {
  const encoded = Buffer.concat(chunk.rows.flatMap((row, i) => (i === 0 ? [row] : [COMMA, row])));
  let at = 0;
  chunk.rows = chunk.rows.map((row) => {
    const view = encoded.subarray(at, at + row.length);
    at += row.length + 1;
    return view;
  });
  return encoded;
}

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
