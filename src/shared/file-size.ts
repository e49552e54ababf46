/**
 * File sizes as people read them, one way everywhere (the attachment list, the export, the
 * limits' messages, the server's refusals). Steps of 1024, as the limits are written: plans.ts's
 * "at most 10 MB" is 10 × 1024 × 1024 bytes, so a file at the limit reads "10 MB", not "10.5 MB".
 * Bytes are spelled out in the language ("6 bytes", "6 Byte", "6 バイト"); larger sizes take the
 * short unit ("1.5 kB", "10 MB", "10 Mo") and are rounded up, so a file just over a limit never
 * reads as if it were within it.
 */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
    roundingMode: 'ceil',
  }).format(value);
}
