/**
 * Where a moved task's order key comes from: between its new neighbours, so a move writes one row.
 * Rule: `orders` is the destination list without the moved task, sorted; the result sorts right at
 * `index`. Equal neighbours (two devices once chose the same key) have no key between them; the
 * task then goes just after the tie, the nearest place that exists.
 */
import { keyBetween } from '../../../shared/order.ts';

export function orderAt(orders: readonly string[], index: number): string {
  const at = Math.max(0, Math.min(index, orders.length));
  const prev = at > 0 ? (orders[at - 1] ?? null) : null;
  const next = at < orders.length ? (orders[at] ?? null) : null;
  if (prev !== null && next !== null && prev >= next) {
    const after = orders.slice(at).find((o) => o > prev) ?? null;
    return keyBetween(prev, after);
  }
  return keyBetween(prev, next);
}
