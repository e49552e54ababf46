import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareOrder, isValidOrderKey, keyBetween, OrderKeySchema } from './order.ts';

describe('order keys', () => {
  it('always produce a key strictly between its neighbours, however often one inserts', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (positions) => {
        const keys: string[] = [];
        for (const p of positions) {
          const i = p % (keys.length + 1);
          const key = keyBetween(keys[i - 1] ?? null, keys[i] ?? null);
          keys.splice(i, 0, key);
        }
        const sorted = [...keys].sort();
        expect(keys).toEqual(sorted);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.every((k) => OrderKeySchema.safeParse(k).success && isValidOrderKey(k))).toBe(true);
      }),
    );
  });

  it('breaks ties by id so every device sorts the same way', () => {
    const items = [
      { order: 'a1', id: 'b' },
      { order: 'a0', id: 'z' },
      { order: 'a1', id: 'a' },
    ];
    expect([...items].sort(compareOrder).map((x) => x.id)).toEqual(['z', 'a', 'b']);
  });

  it('rejects malformed keys', () => {
    expect(isValidOrderKey('')).toBe(false);
    expect(OrderKeySchema.safeParse('!!').success).toBe(false);
  });
});

describe('order keys the library rejects', () => {
  it.each(['a00', 'b', 'a10', 'Zz0'])('are refused by the contract: %s', (key) => {
    expect(isValidOrderKey(key)).toBe(false);
    expect(OrderKeySchema.safeParse(key).success).toBe(false);
  });

  it.each([
    [null, 'a00'],
    [null, 'b'],
    ['a00', null],
    ['b', 'a10'],
  ])('never break keyBetween when already stored: (%s, %s)', (before, after) => {
    const key = keyBetween(before, after);
    expect(isValidOrderKey(key)).toBe(true);
    if (after && before === null) expect(key < after).toBe(true);
    if (before && after === null) expect(key > before).toBe(true);
  });
});
