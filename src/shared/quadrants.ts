/**
 * The four quadrants of the Eisenhower Matrix. A task's quadrant belongs to the task, not to the
 * board it is seen on. Layout follows the landing demo: urgency runs left→right (urgent first),
 * importance top→bottom (important first): top-left 1, top-right 2, bottom-left 3, bottom-right 4.
 */
export const QUADRANTS = [1, 2, 3, 4] as const;
export type Quadrant = (typeof QUADRANTS)[number];

export const QUADRANT_INFO = {
  1: { key: 'doFirst', urgent: true, important: true },
  2: { key: 'schedule', urgent: false, important: true },
  3: { key: 'delegate', urgent: true, important: false },
  4: { key: 'delete', urgent: false, important: false },
} as const satisfies Record<Quadrant, { key: string; urgent: boolean; important: boolean }>;

/** Narrow an unknown number to a quadrant, e.g. a pressed digit key. */
export function isQuadrant(value: unknown): value is Quadrant {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/**
 * The quadrant a point falls in relative to the centre of a matrix, as the landing demo and the
 * board use it: top-left 1, top-right 2, bottom-left 3, bottom-right 4.
 */
export function quadrantAt(x: number, y: number, centreX: number, centreY: number): Quadrant {
  const right = x >= centreX;
  const bottom = y >= centreY;
  if (!bottom) return right ? 2 : 1;
  return right ? 4 : 3;
}
