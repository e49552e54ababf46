/**
 * A CSV reader that never trusts its file (RFC 4180, as spreadsheets and Todoist and TickTick
 * write it). Rules:
 * - fields are separated by the delimiter, records by CRLF, LF or CR; a field may be quoted, with
 *   quotes doubled inside; a quoted field may span lines;
 * - a quote never closed, or text after a closing quote, refuses the file with the line where the
 *   field began: guessing where a broken field ends would shift every column after it;
 * - a quote inside an unquoted field is a character (`5" screen`), as every spreadsheet reads it;
 * - a field longer than FIELD_MAX_CHARS, or more than ROWS_MAX records, refuses the file;
 * - cells are text and stay text: nothing here (or after) evaluates a formula, so "=SUM(A1)" is
 *   imported as those characters (our own CSV export neutralizes them again: data-export/csv.ts).
 * Each record carries the line it starts on (1-based), for the preview and the errors.
 */
import { fileError, FIELD_MAX_CHARS, ROWS_MAX } from './bounds.ts';

export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvOptions {
  delimiter: string;
  maxField?: number;
  maxRecords?: number;
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** The delimiter of a file's first line: the most frequent of comma, semicolon and tab outside quotes. */
export function guessDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (let i = 0; i < text.length && i < 64 * 1024; i++) {
    const c = text[i] ?? '';
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > (counts.get(best) ?? 0)) best = d;
  return best;
}

class Reader {
  readonly records: CsvRecord[] = [];
  private fields: string[] = [];
  private line = 1;
  private recordLine = 1;
  private readonly text: string;
  private readonly delimiter: number;
  private readonly maxField: number;
  private readonly maxRecords: number;
  constructor(text: string, delimiter: number, maxField: number, maxRecords: number) {
    this.text = text;
    this.delimiter = delimiter;
    this.maxField = maxField;
    this.maxRecords = maxRecords;
  }

  /** Position after a line break at `i` (CRLF counts once), counting the line. */
  private breakAt(i: number): number {
    this.line += 1;
    return this.text.charCodeAt(i) === CR && this.text.charCodeAt(i + 1) === LF ? i + 2 : i + 1;
  }

  private tooLong(fieldLine: number): Error {
    return fileError('field-too-long', `a field is longer than ${this.maxField} characters.`, {
      line: fieldLine,
      max: this.maxField,
    });
  }

  private push(field: string, fieldLine: number): void {
    if (field.length > this.maxField) throw this.tooLong(fieldLine);
    this.fields.push(field);
  }

  private endRecord(): void {
    if (this.records.length >= this.maxRecords)
      throw fileError('too-many-rows', `the file has more than ${this.maxRecords} rows.`, {
        line: this.recordLine,
        max: this.maxRecords,
      });
    this.records.push({ line: this.recordLine, fields: this.fields });
    this.fields = [];
    this.recordLine = this.line;
  }

  /** A quoted field starting at `i` (its opening quote); returns where the next field starts. */
  private quoted(start: number): number {
    const fieldLine = this.line;
    const parts: string[] = [];
    let from = start + 1;
    let length = 0;
    for (;;) {
      const close = this.text.indexOf('"', from);
      const end = close === -1 ? this.text.length : close;
      for (let j = from; j < end; j++) {
        const c = this.text.charCodeAt(j);
        if (c === LF || (c === CR && this.text.charCodeAt(j + 1) !== LF)) this.line += 1;
      }
      length += end - from;
      if (length > this.maxField) throw this.tooLong(fieldLine);
      if (close === -1)
        throw fileError('unclosed-quote', 'a quoted field is never closed.', { line: fieldLine });
      parts.push(this.text.slice(from, close));
      if (this.text.charCodeAt(close + 1) === QUOTE) {
        parts.push('"');
        length += 1;
        from = close + 2;
        continue;
      }
      this.push(parts.join(''), fieldLine);
      return this.afterField(close + 1, fieldLine);
    }
  }

  /** After a field: a delimiter, a line break or the end; anything else is text after a quote. */
  private afterField(i: number, fieldLine: number): number {
    if (i >= this.text.length) return i;
    const c = this.text.charCodeAt(i);
    if (c === this.delimiter) return i + 1;
    if (c === LF || c === CR) {
      const next = this.breakAt(i);
      this.endRecord();
      return next;
    }
    throw fileError('text-after-quote', 'there is text after the closing quote of a field.', {
      line: fieldLine,
    });
  }

  private unquoted(start: number): number {
    let i = start;
    const text = this.text;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === this.delimiter || c === LF || c === CR) break;
      i++;
    }
    this.push(text.slice(start, i), this.line);
    if (i >= text.length) return i;
    return this.afterField(i, this.line);
  }

  read(): CsvRecord[] {
    const text = this.text;
    let i = 0;
    let pendingField = false;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if ((c === LF || c === CR) && this.fields.length === 0 && !pendingField) {
        // A blank line: no record (a file's trailing newline among them).
        i = this.breakAt(i);
        this.recordLine = this.line;
        continue;
      }
      const next = c === QUOTE ? this.quoted(i) : this.unquoted(i);
      pendingField = next > 0 && text.charCodeAt(next - 1) === this.delimiter;
      i = next;
    }
    if (pendingField) this.fields.push('');
    if (this.fields.length > 0) this.endRecord();
    return this.records;
  }
}

/** Every record of `text` (no byte order mark: decode.ts removed it), blank lines left out. */
export function readCsv(text: string, options: CsvOptions): CsvRecord[] {
  const delimiter = options.delimiter.charCodeAt(0);
  return new Reader(
    text,
    delimiter,
    options.maxField ?? FIELD_MAX_CHARS,
    options.maxRecords ?? ROWS_MAX,
  ).read();
}
