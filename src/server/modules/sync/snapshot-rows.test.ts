import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS, noDeletes, type EntityKind } from '../../../shared/contracts/entities.ts';
import { SnapshotRows, type RowBatch } from './snapshot-rows.ts';

/**
 * The kept rows against a plain model (a map per kind, sorted when written out), over batches
 * large enough to split chunks and to empty them: the database-backed property test
 * (snapshot.test.ts) covers the queries but only a few dozen rows.
 */
type Model = Record<EntityKind, Map<string, string>>;

const idArb = fc.stringMatching(/^[0-9a-f]{8}$/);
const batchArb = fc.record({
  kind: fc.constantFrom(...ENTITY_KINDS),
  added: fc.array(idArb, { maxLength: 200, size: 'max' }),
  /** Existing rows touched: changed (true) or deleted (false), by position. */
  touched: fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 200, size: 'max' }),
});

function expected(version: number, model: Model): string {
  let out = `{"version":${version},"full":true`;
  for (const kind of ENTITY_KINDS) {
    const ids = [...model[kind].keys()].sort();
    out += `,"${kind}":[${ids.map((id) => model[kind].get(id)).join(',')}]`;
  }
  return `${out},"deleted":${JSON.stringify(noDeletes())}}`;
}

function none(): Record<EntityKind, RowBatch> {
  const empty = (): RowBatch => ({ live: new Map(), deleted: [] });
  return {
    boards: empty(),
    tasks: empty(),
    checklistItems: empty(),
    attachments: empty(),
    reminders: empty(),
    notifications: empty(),
  };
}

describe('kept snapshot rows', () => {
  it('write out every batch as the sorted rows would, however the chunks were cut', () => {
    fc.assert(
      fc.property(fc.array(batchArb, { minLength: 1, maxLength: 10 }), (batches) => {
        const model = Object.fromEntries(ENTITY_KINDS.map((k) => [k, new Map<string, string>()])) as Model;
        const rows = new SnapshotRows();
        let version = 0;
        for (const { kind, added, touched } of batches) {
          version++;
          const batch = none();
          const live = new Map<string, string>();
          const deleted: string[] = [];
          const existing = [...model[kind].keys()];
          for (const [at, change] of touched) {
            const id = existing[at % Math.max(existing.length, 1)];
            if (id === undefined) continue;
            if (change) live.set(id, JSON.stringify({ id, v: version, t: 'é漢' }));
            else if (!live.has(id)) deleted.push(id);
          }
          for (const id of added) live.set(id, JSON.stringify({ id, v: version }));
          // A tombstone of a row never seen (created and deleted since the last build) is a no-op.
          deleted.push('ffffffff-never-seen');
          batch[kind] = { live, deleted };
          for (const id of deleted) if (!live.has(id)) model[kind].delete(id);
          for (const [id, json] of live) model[kind].set(id, json);
          rows.apply(version, batch);
          expect(rows.toJson().toString()).toBe(expected(version, model));
          expect(rows.count(kind)).toBe(model[kind].size);
        }
        const scratch = new SnapshotRows();
        const all = none();
        for (const kind of ENTITY_KINDS) all[kind] = { live: new Map(model[kind]), deleted: [] };
        scratch.apply(version, all);
        expect(scratch.toJson().equals(rows.toJson())).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('counts what it holds, and gives it back as rows go', () => {
    const rows = new SnapshotRows();
    const batch = none();
    batch.tasks = {
      live: new Map(
        Array.from({ length: 1000 }, (_, i) => [`id-${String(i).padStart(4, '0')}`, 'x'.repeat(100)]),
      ),
      deleted: [],
    };
    rows.apply(1, batch);
    rows.toJson();
    const full = rows.bytes;
    expect(full).toBeGreaterThan(2 * 100 * 1000);
    const gone = none();
    gone.tasks = { live: new Map(), deleted: [...batch.tasks.live.keys()] };
    rows.apply(2, gone);
    expect(rows.bytes).toBe(0);
    expect(rows.toJson().toString()).toBe(
      expected(2, Object.fromEntries(ENTITY_KINDS.map((k) => [k, new Map()])) as Model),
    );
  });
});
