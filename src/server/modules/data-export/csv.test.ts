import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes per RFC 4180 and ends records with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n');
  });

  it('neutralizes cells a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\t=x', '\r=x'])
      expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('plain')).toBe('plain');
  });
});
