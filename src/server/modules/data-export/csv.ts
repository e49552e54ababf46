/**
 * CSV for spreadsheets. Rules:
 * - RFC 4180: fields separated by commas, records by CRLF; a field holding a comma, a quote, CR
 *   or LF is quoted, with quotes doubled;
 * - formula injection (OWASP "CSV injection"): a cell starting with = + - @ (or a tab or CR,
 *   which some spreadsheets skip before reading a formula) is prefixed with a single quote, so a
 *   spreadsheet shows it as text instead of running it;
 * - a UTF-8 byte order mark leads the file, so spreadsheets read accents and CJK right.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type Cell = string | number | boolean | null;

/** One cell as it is written: neutralized, then quoted when needed. */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
