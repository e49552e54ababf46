import fc from 'fast-check';
import * as rruleModule from 'rrule';
import { describe, expect, it } from 'vitest';
import { parseRuleText } from './rrule-text.ts';

type RRuleLib = typeof rruleModule;
const { RRule } = (rruleModule as RRuleLib & { default?: RRuleLib }).default ?? rruleModule;
const FREQ_NAMES = ['yearly', 'monthly', 'weekly', 'daily', 'hourly', 'minutely', 'secondly'];

/** rrule's own reading, in parseRuleText's terms: frequencies by name, weekdays as plain objects. */
function rruleReading(text: string): { ok: true; options: Record<string, unknown> } | { ok: false } {
  try {
    const options: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(RRule.parseString(text))) {
      if (key === 'freq') options.freq = typeof value === 'number' ? FREQ_NAMES[value] : undefined;
      else if (key === 'byweekday')
        options.byweekday = (value as ({ weekday: number; n?: number } | undefined)[]).map((d) =>
          d === undefined
            ? undefined
            : d.n === undefined
              ? { weekday: d.weekday }
              : { weekday: d.weekday, n: d.n },
        );
      else if (key === 'wkst')
        options.wkst = value === undefined ? undefined : { weekday: (value as { weekday: number }).weekday };
      else if (value instanceof Date) options[key] = 'date';
      else options[key] = value;
    }
    return { ok: true, options };
  } catch {
    return { ok: false };
  }
}

function ours(text: string): { ok: true; options: Record<string, unknown> } | { ok: false } {
  try {
    const options = parseRuleText(text);
    for (const key of ['dtstart', 'until']) if (typeof options[key] === 'string') options[key] = 'date';
    return { ok: true, options };
  } catch {
    return { ok: false };
  }
}

const KEYS = [
  'FREQ',
  'freq',
  'INTERVAL',
  'BYDAY',
  'BYWEEKDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'BYSETPOS',
  'COUNT',
  'UNTIL',
  'WKST',
  'DTSTART',
  'TZID',
  'BYEASTER',
  'BYHOUR',
  'X',
  '',
];
const VALUES = [
  'DAILY',
  'weekly',
  'Monthly',
  'YEARLY',
  'HOURLY',
  '0',
  '2',
  '-1',
  '+3',
  '28,29,30,31',
  'MO',
  'mo',
  'MO,TH',
  '1MO',
  '-1FR',
  '0MO',
  'XX',
  '20200101',
  '20200101T090000Z',
  'soon',
  '',
];
const pair = fc.oneof(
  fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES)).map(([k, v]) => `${k}=${v}`),
  fc.constantFrom('FREQ', 'BYEASTER', 'DTSTART:20200101', ''),
);
const line = fc
  .tuple(
    fc.constantFrom('', 'RRULE:', 'rrule:', 'EXRULE:', 'DTSTART:20200101;', 'X;'),
    fc.array(pair, { maxLength: 5 }),
  )
  .map(([head, pairs]) => head + pairs.join(';'));

describe('parseRuleText', () => {
  it('reads the picker’s rules as rrule does', () => {
    expect(parseRuleText('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH')).toEqual({
      freq: 'weekly',
      interval: 2,
      byweekday: [{ weekday: 0 }, { weekday: 3 }],
    });
    expect(parseRuleText('FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1')).toEqual({
      freq: 'monthly',
      bymonthday: [28, 29, 30, 31],
      bysetpos: -1,
    });
  });

  it('agrees with rrule’s parser on any line of its keys and values, readable or not', () => {
    fc.assert(
      fc.property(line, (text) => {
        expect(ours(text)).toEqual(rruleReading(text));
      }),
      { numRuns: 2000 },
    );
  });
});
