/**
 * Intl formatters cost far more to build than to use, and a board paints a hundred dated labels
 * (notes, chips) at its first frame: one formatter per key (locale, zone and kind), kept for the
 * page's life.
 */
type Formatter = Intl.DateTimeFormat | Intl.RelativeTimeFormat;

const formatters = new Map<string, Formatter>();

/** The formatter kept under `key`, made by `make` the first time. */
export function cachedFormatter<T extends Formatter>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How long the zone read from Intl is reused: a laptop that travels is seen within a minute. */
const ZONE_FRESH_MS = 60_000;
let zone: { name: string; readAt: number } | undefined;

/**
 * The browser's IANA time zone. Asking Intl builds a formatter each time (a board's render asked
 * dozens of times per key press), so the answer is kept for a minute.
 */
export function localTimeZone(now = Date.now()): string {
  if (!zone || Math.abs(now - zone.readAt) >= ZONE_FRESH_MS) {
    zone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone, readAt: now };
  }
  return zone.name;
}
