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
