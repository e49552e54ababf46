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
