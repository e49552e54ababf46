/**
 * A user's full snapshot kept as serialized rows, so that the next version's snapshot is the
 * previous one plus the rows changed since (snapshot.ts) rather than everything queried,
 * presented and serialized again (ADR 0035).
 *
 * Rules:
 * - each kind's rows are kept in id order (code-unit order, as `<` compares), which is the
 *   snapshot's order whichever way it was built, so an incremental build is byte-for-byte a
 *   build from scratch;
 * - `apply` takes a whole batch (live rows as JSON, deleted ids) and changes nothing if it throws
 *   before the first write: callers query everything first, then apply;
 * - `bytes` estimates the memory held (string characters, two bytes each when a string is not
 *   one-byte, plus a per-row overhead), for the byte-bounded cache that keeps it.
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

class KindRows {
  /** Ids in ascending order. */
  private ids: string[] = [];
  private readonly json = new Map<string, string>();
  bytes = 0;

  get size(): number {
    return this.json.size;
  }

  apply(live: ReadonlyMap<string, string>, deleted: readonly string[]): void {
    const added: string[] = [];
    const removed = new Set<string>();
    for (const id of deleted) {
      const old = this.json.get(id);
      if (old === undefined || live.has(id)) continue;
      this.json.delete(id);
      this.bytes -= stringBytes(old) + ROW_OVERHEAD_BYTES;
      removed.add(id);
    }
    for (const [id, row] of live) {
      const old = this.json.get(id);
      if (old === undefined) added.push(id);
      else this.bytes -= stringBytes(old) + ROW_OVERHEAD_BYTES;
      this.json.set(id, row);
      this.bytes += stringBytes(row) + ROW_OVERHEAD_BYTES;
    }
    if (added.length === 0 && removed.size === 0) return;
    const kept = removed.size === 0 ? this.ids : this.ids.filter((id) => !removed.has(id));
    this.ids = added.length === 0 ? kept : merge(kept, added.sort(compareIds));
  }

  /** The rows as the inside of a JSON array. */
  joined(): string {
    const parts = new Array<string>(this.ids.length);
    for (let i = 0; i < this.ids.length; i++) parts[i] = this.json.get(this.ids[i] ?? '') ?? '';
    return parts.join(',');
  }
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Two ascending lists as one. New ids are mostly time-ordered (UUIDv7): usually an append. */
function merge(a: readonly string[], b: readonly string[]): string[] {
  const last = a[a.length - 1];
  const first = b[0];
  if (last === undefined || (first !== undefined && last < first)) return [...a, ...b];
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? '';
    const y = b[j] ?? '';
    if (x < y) {
      out.push(x);
      i++;
    } else {
      out.push(y);
      j++;
    }
  }
  for (; i < a.length; i++) out.push(a[i] ?? '');
  for (; j < b.length; j++) out.push(b[j] ?? '');
  return out;
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
    let out = `{"version":${this.version},"full":true`;
    for (const kind of ENTITY_KINDS) out += `,"${kind}":[${this.kinds[kind].joined()}]`;
    return Buffer.from(`${out},"deleted":${DELETED_NONE}}`);
  }
}
