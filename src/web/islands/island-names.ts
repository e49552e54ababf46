/** The landing page's islands: the parts that need React, hydrated when seen or used (ADR 0033). */
export const ISLAND_NAMES = ['demo-matrix', 'voice-demo', 'swim-lanes'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === 'string' && (ISLAND_NAMES as readonly string[]).includes(value);
}
