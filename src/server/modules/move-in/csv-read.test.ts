import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { guessDelimiter, readCsv } from './csv-read.ts';

/** RFC 4180 as a spreadsheet writes it: a field is quoted when it must be, quotes doubled. */
function write(records: string[][], delimiter = ',', eol = '\r\n'): string {
  const cell = (f: string) => (/["\r\n]/.test(f) || f.includes(delimiter) || f === '' ? `"${f.replaceAll('"', '""')}"` : f);
  return records.map((r) => r.map(cell).join(delimiter)).join(eol) + eol;
}

function refusal(fn: () => unknown): Record<string, unknown> | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, message: err.message, ...err.details };
    throw err;
  }
  return undefined;
}

const field = fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => s.replaceAll('\u0000', ''));
const records = fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 });

describe('the CSV reader', () => {
  it('reads back whatever a spreadsheet writes, with each record’s first line', () => {
    fc.assert(
      fc.property(records, fc.constantFrom(',', ';', '\t'), fc.constantFrom('\r\n', '\n', '\r'), (rows, d, eol) => {
        const text = write(rows, d, eol);
        const read = readCsv(text, { delimiter: d });
        expect(read.map((r) => r.fields)).toEqual(rows);
        let line = 1;
        for (const [i, r] of read.entries()) {
          expect(r.line).toBe(line);
          const written = write([rows[i] ?? []], d, eol);
          line += written.split(/\r\n|\r|\n/).length - 1;
        }
      }),
    );
  });

  it('keeps quotes inside unquoted fields, skips blank lines, and reads a last line without a break', () => {
    const read = readCsv('a,5" screen\n\n\nb,"x\ny"\nc,', { delimiter: ',' });
    expect(read).toEqual([
      { line: 1, fields: ['a', '5" screen'] },
      { line: 4, fields: ['b', 'x\ny'] },
      { line: 6, fields: ['c', ''] },
    ]);
  });

  it('refuses a broken field with the line where it starts', () => {
    expect(refusal(() => readCsv('Title\nok\n"never closed\nmore\n', { delimiter: ',' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'unclosed-quote',
      line: 3,
    });
    expect(refusal(() => readCsv('a,b\n"x"y,z\n', { delimiter: ',' }))).toMatchObject({
      reason: 'text-after-quote',
      line: 2,
    });
    expect(refusal(() => readCsv(`a\n"${'x'.repeat(50)}"`, { delimiter: ',', maxField: 40 }))).toMatchObject({
      reason: 'field-too-long',
      line: 2,
      max: 40,
    });
    expect(refusal(() => readCsv('a\nb\nc\nd\n', { delimiter: ',', maxRecords: 3 }))).toMatchObject({
      reason: 'too-many-rows',
      line: 4,
    });
  });

  it('never evaluates a cell: formulas come back as the characters they are', () => {
    const text = '"=HYPERLINK(""http://x"")",+1,-1,@SUM(A1),"\t=1"\n';
    expect(readCsv(text, { delimiter: ',' })[0]?.fields).toEqual(['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)', '\t=1']);
  });

  it('guesses the delimiter from the first line, outside quotes', () => {
    expect(guessDelimiter('Aufgabe;Fällig;Notiz\nx;y;z')).toBe(';');
    expect(guessDelimiter('Title\tDue\nx\ty')).toBe('\t');
    expect(guessDelimiter('"a;b;c",d\n')).toBe(',');
    expect(guessDelimiter('Title\n')).toBe(',');
  });
});
