import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LayeredMap, MAX_LAYER } from './layered-map.ts';
import { changedSince, editEntities, type EntityMap } from './task-map.ts';

interface Row {
  id: string;
  n: number;
}

const id = (k: number) => `row-${String(k).padStart(4, '0')}`;
/** A map large enough that editEntities layers it. */
const big = (count = 600): EntityMap<Row> =>
  editEntities(
    new Map<string, Row>(),
    Array.from({ length: count }, (_, k) => ({ id: id(k), n: 0 })),
  );

describe('layered entity maps', () => {
  it('layers an edit of a large map instead of copying it, and a small one stays a plain Map', () => {
    const base = big();
    const next = editEntities(base, [{ id: id(3), n: 1 }], [id(4)]);
    expect(next).toBeInstanceOf(LayeredMap);
    expect(next.get(id(3))).toEqual({ id: id(3), n: 1 });
    expect(next.has(id(4))).toBe(false);
    expect(next.size).toBe(base.size - 1);
    // The base is untouched.
    expect(base.get(id(3))).toEqual({ id: id(3), n: 0 });
    expect(base.has(id(4))).toBe(true);
    expect(editEntities(new Map<string, Row>(), [{ id: id(1), n: 0 }])).toBeInstanceOf(Map);
  });

  it('copies instead of layering a batch larger than a layer holds (a first pull, a catch-up)', () => {
    const layered = editEntities(big(), [{ id: id(1), n: 1 }]);
    expect(layered).toBeInstanceOf(LayeredMap);
    const batch = Array.from({ length: MAX_LAYER + 1 }, (_, k) => ({ id: id(k), n: 2 }));
    const next = editEntities(layered, batch);
    expect(next).toBeInstanceOf(Map);
    expect(next.size).toBe(layered.size);
    expect(next.get(id(1))?.n).toBe(2);
    expect(changedSince(next, layered)?.size).toBe(MAX_LAYER + 1);
  });

  it('iterates in the flat order with new values in place, then the ids it added', () => {
    const base = big(300);
    const next = editEntities(
      base,
      [
        { id: id(1), n: 9 },
        { id: 'added', n: 1 },
      ],
      [id(0)],
    );
    const keys = [...next.keys()];
    expect(keys.slice(0, 2)).toEqual([id(1), id(2)]);
    expect(keys.at(-1)).toBe('added');
    expect(next.get(id(1))?.n).toBe(9);
    expect([...next.values()].find((row) => row.id === id(1))?.n).toBe(9);
    const seen: string[] = [];
    next.forEach((row, key, map) => {
      expect(map).toBe(next);
      expect(row.id).toBe(key);
      seen.push(key);
    });
    expect(seen).toEqual(keys);
  });

  it('flattens once the layer would outgrow its bound, and still knows what changed', () => {
    let map = big();
    const start = map;
    for (let k = 0; k < MAX_LAYER * 3; k++) map = editEntities(map, [{ id: id(k), n: k + 1 }]);
    expect(map.size).toBe(start.size);
    for (let k = 0; k < MAX_LAYER * 3; k++) expect(map.get(id(k))?.n).toBe(k + 1);
    expect(map.get(id(MAX_LAYER * 3))?.n).toBe(0);
    const changed = changedSince(map, start, MAX_LAYER * 3);
    expect(changed?.size).toBe(MAX_LAYER * 3);
  });

  it('reads exactly as a Map edited the same way, over random trees of edits', () => {
    const ids = Array.from({ length: 12 }, (_, k) => id(k * 50));
    const step = fc.record({
      from: fc.nat(),
      upserts: fc.array(fc.record({ id: fc.constantFrom(...ids, 'new-a', 'new-b'), n: fc.nat(5) }), {
        maxLength: 40,
      }),
      deletes: fc.subarray([...ids, 'new-a', 'new-b']),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const start = big();
        const maps: EntityMap<Row>[] = [start];
        const models: Map<string, Row>[] = [new Map(start)];
        for (const s of steps) {
          const at = s.from % maps.length;
          maps.push(editEntities(maps[at] ?? start, s.upserts, s.deletes));
          const model = new Map(models[at]);
          for (const gone of s.deletes) model.delete(gone);
          for (const row of s.upserts) model.set(row.id, row);
          models.push(model);
        }
        for (const [k, map] of maps.entries()) {
          const model = models[k]!;
          expect(map.size).toBe(model.size);
          for (const key of [...ids, 'new-a', 'new-b', id(1)]) {
            expect(map.has(key)).toBe(model.has(key));
            expect(map.get(key)).toBe(model.get(key));
          }
          const entries = [...map];
          expect(new Set(entries.map(([key]) => key)).size).toBe(entries.length);
          expect(new Map(entries)).toEqual(model);
        }
      }),
      { numRuns: 150 },
    );
  });
});
