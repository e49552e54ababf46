import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderCalendar } from './ics.ts';

describe('ics', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('bell\u0007 tab\t')).toBe('bell tab\t');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'日本語🙂'.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('round-trips a multi-line title through an ICS parser', () => {
    const title = 'First line\nsecond; with, marks \\ and 日本語';
    const text = renderCalendar(
      [
        {
          id: 't1',
          title,
          dueDate: '2026-12-31',
          dueTime: null,
          completed: false,
          category: 'Do First',
          url: 'https://x/app/task/t1',
        },
      ],
      Date.UTC(2026, 0, 1),
    );
    const vevent = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent');
    expect(vevent).not.toBeNull();
    const event = new ICAL.Event(vevent ?? undefined);
    expect(event.summary).toBe(title);
    expect(event.endDate.toString()).toBe('2027-01-01');
  });
});
