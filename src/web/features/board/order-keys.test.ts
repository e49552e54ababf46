import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyBetween } from '../../../shared/order.ts';
import { orderAt } from './order-keys.ts';

function initialKeys(n: number): string[] {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) keys.push(keyBetween(keys.at(-1) ?? null, null));
  return keys;
}

function isStrictlySorted(keys: readonly string[]): boolean {
  return keys.every((k, i) => i === 0 || (keys[i - 1] ?? '') < k);
}

describe('orderAt', () => {
  it('puts an item at the top, the bottom and between neighbours', () => {
    const keys = initialKeys(3);
    expect(orderAt(keys, 0) < (keys[0] ?? '')).toBe(true);
    expect(orderAt(keys, 3) > (keys[2] ?? '')).toBe(true);
    const mid = orderAt(keys, 1);
    expect(mid > (keys[0] ?? '') && mid < (keys[1] ?? '')).toBe(true);
  });

  it('moving keeps a strictly sorted order, with the item exactly where it was put', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 60 }),
        (size, moves) => {
          const items = initialKeys(size).map((order, id) => ({ id, order }));
          for (const [fromSeed, toSeed] of moves) {
            const from = fromSeed % items.length;
            const [moved] = items.splice(from, 1);
            if (!moved) return false;
            const to = toSeed % (items.length + 1);
            moved.order = orderAt(
              items.map((i) => i.order),
              to,
            );
            items.splice(to, 0, moved);
            if (!isStrictlySorted(items.map((i) => i.order))) return false;
            const resorted = [...items].sort((x, y) => (x.order < y.order ? -1 : 1));
            if (resorted[to] !== moved) return false;
          }
          return true;
        },
      ),
    );
  });

  it('still finds a place next to a tie', () => {
    const key = orderAt(['a0', 'a0', 'a1'], 1);
    expect(key > 'a0' && key < 'a1').toBe(true);
  });
});
