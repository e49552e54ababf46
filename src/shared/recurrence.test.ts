import { describe, expect, it } from 'vitest';
import {
  formatRepeat,
  normalizeRepeat,
  occurrenceInstant,
  parseRepeat,
  presetOf,
  presetSpecs,
  weekdayOfDate,
} from './recurrence.ts';
import { firstOccurrenceFrom, nextOccurrence, occurrencesAfter } from './recurrence-dates.ts';

describe('reading and writing rules', () => {
  it('reads the shapes the picker makes and writes them back canonically', () => {
    for (const rule of [
      'FREQ=DAILY',
      'FREQ=DAILY;INTERVAL=3',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
      'FREQ=MONTHLY;BYMONTHDAY=15',
      'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1',
      'FREQ=YEARLY;INTERVAL=2;BYMONTH=12;BYMONTHDAY=25',
    ]) {
      const parsed = parseRepeat(rule);
      expect(parsed.ok, rule).toBe(true);
      if (parsed.ok) expect(formatRepeat(parsed.spec)).toBe(rule);
    }
  });

  it('normalizes what means the same: order, prefix, INTERVAL=1, a lone 31st', () => {
    expect(normalizeRepeat('RRULE:BYDAY=TH,MO;FREQ=WEEKLY;INTERVAL=1')).toEqual({
      ok: true,
      rule: 'FREQ=WEEKLY;BYDAY=MO,TH',
    });
    expect(normalizeRepeat('FREQ=MONTHLY;BYMONTHDAY=31')).toEqual({
      ok: true,
      rule: 'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
    });
    // January always has a 31st: no fallback needed.
    expect(normalizeRepeat('FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=31')).toEqual({
      ok: true,
      rule: 'FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=31',
    });
  });

  it('refuses what the picker cannot say, with a reason', () => {
    for (const rule of [
      '',
      'every day',
      'FREQ=HOURLY',
      'FREQ=DAILY;COUNT=3',
      'FREQ=DAILY;UNTIL=20300101T000000Z',
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=DAILY;INTERVAL=366',
      'FREQ=DAILY;BYDAY=MO',
      'FREQ=WEEKLY',
      'FREQ=WEEKLY;BYDAY=1MO',
      'FREQ=MONTHLY',
      'FREQ=MONTHLY;BYDAY=MO',
      'FREQ=MONTHLY;BYMONTHDAY=1,15',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      'FREQ=YEARLY;BYMONTHDAY=3',
      'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31',
      'FREQ=DAILY;BYHOUR=9',
      'FREQ=DAILY\nRRULE:FREQ=WEEKLY',
      `FREQ=DAILY;${'X'.repeat(300)}`,
    ]) {
      const parsed = parseRepeat(rule);
      expect(parsed.ok, rule).toBe(false);
      if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(10);
    }
  });
});

describe('the next occurrence', () => {
  it('every day, every 3 days', () => {
    expect(occurrencesAfter('FREQ=DAILY', '2026-12-30', 3)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(occurrencesAfter('FREQ=DAILY;INTERVAL=3', '2026-02-27', 2)).toEqual(['2026-03-02', '2026-03-05']);
  });

  it('weekdays skip the weekend', () => {
    // 2026-11-20 is a Friday.
    expect(weekdayOfDate('2026-11-20')).toBe(4);
    expect(occurrencesAfter('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-11-20', 3)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('every 2 weeks on Mon and Thu keeps its fortnight', () => {
    // From Monday 2026-11-02: Thu 5th, then the Monday and Thursday two weeks on.
    expect(occurrencesAfter('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', '2026-11-02', 4)).toEqual([
      '2026-11-05',
      '2026-11-16',
      '2026-11-19',
      '2026-11-30',
    ]);
  });

  it('monthly on the 31st falls on each month’s last day and returns to the 31st', () => {
    const rule = normalizeRepeat('FREQ=MONTHLY;BYMONTHDAY=31');
    expect(rule.ok).toBe(true);
    if (!rule.ok) return;
    expect(occurrencesAfter(rule.rule, '2027-01-31', 4)).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    expect(nextOccurrence(rule.rule, '2028-01-31')).toBe('2028-02-29');
  });

  it('monthly on the 15th, every 3 months', () => {
    expect(occurrencesAfter('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15', '2026-11-15', 2)).toEqual([
      '2027-02-15',
      '2027-05-15',
    ]);
  });

  it('yearly on Feb 29 is Feb 28 in common years and Feb 29 again in leap years', () => {
    const spec = presetSpecs('2028-02-29').yearly;
    expect(formatRepeat(spec)).toBe('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1');
    expect(occurrencesAfter(spec, '2028-02-29', 4)).toEqual([
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('from a due date off the pattern, the first day on it', () => {
    // Due Wednesday 2026-11-25, repeating on Mondays: next is Monday the 30th.
    expect(nextOccurrence('FREQ=WEEKLY;BYDAY=MO', '2026-11-25')).toBe('2026-11-30');
  });

  it('done late: the next date still to come, on or after today, keeping the pattern', () => {
    // Daily, due the 20th, completed on the 24th: today's is still to do.
    expect(nextOccurrence('FREQ=DAILY', '2026-11-20', '2026-11-24')).toBe('2026-11-24');
    // Every 2 days from the 20th (22, 24, 26…): on the 25th the next is the 26th.
    expect(nextOccurrence('FREQ=DAILY;INTERVAL=2', '2026-11-20', '2026-11-25')).toBe('2026-11-26');
    // Weekly on Monday, due Monday the 16th, done Wednesday the 25th: Monday the 30th.
    expect(nextOccurrence('FREQ=WEEKLY;BYDAY=MO', '2026-11-16', '2026-11-25')).toBe('2026-11-30');
    // Done early (today before the due date): simply the one after the due date.
    expect(nextOccurrence('FREQ=DAILY', '2026-11-30', '2026-11-24')).toBe('2026-12-01');
  });

  it('an invalid rule has no next occurrence', () => {
    expect(nextOccurrence('FREQ=HOURLY', '2026-11-20')).toBeNull();
  });
});

describe('the first occurrence of a rule given to an undated task', () => {
  const spec = (rule: string) => {
    const parsed = parseRepeat(rule);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.spec;
  };

  it('is the first matching day, whatever the interval: the rhythm starts there', () => {
    // Said on Wednesday 2026-03-11: "every 2 weeks on Tuesday" starts next Tuesday, the 17th, not
    // the 24th (an RRULE counting fortnights from the 11th's own week would skip the 17th).
    expect(firstOccurrenceFrom(spec('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU'), '2026-03-11')).toBe('2026-03-17');
    expect(firstOccurrenceFrom(spec('FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,TH'), '2026-03-11')).toBe('2026-03-12');
    // Every 3 months on the 5th, said on 2026-03-11: the next 5th, in April.
    expect(firstOccurrenceFrom(spec('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=5'), '2026-03-11')).toBe('2026-04-05');
  });

  it('is the day itself when it matches, and a daily rule starts on the day', () => {
    expect(firstOccurrenceFrom(spec('FREQ=WEEKLY;INTERVAL=2;BYDAY=WE'), '2026-03-11')).toBe('2026-03-11');
    expect(firstOccurrenceFrom(spec('FREQ=DAILY;INTERVAL=3'), '2026-03-11')).toBe('2026-03-11');
  });
});

describe('across daylight-saving changes the wall clock stays, the instant moves', () => {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  it('Europe/Berlin, spring forward (2026-03-29): weekly at 09:00', () => {
    const [next] = occurrencesAfter('FREQ=WEEKLY;BYDAY=MO', '2026-03-23', 1);
    expect(next).toBe('2026-03-30');
    const before = occurrenceInstant('2026-03-23', '09:00', 'Europe/Berlin');
    const after = occurrenceInstant('2026-03-30', '09:00', 'Europe/Berlin');
    expect(before.toISOString()).toBe('2026-03-23T08:00:00.000Z'); // CET, UTC+1
    expect(after.toISOString()).toBe('2026-03-30T07:00:00.000Z'); // CEST, UTC+2
    expect(after.getTime() - before.getTime()).toBe(7 * DAY - HOUR);
  });

  it('Europe/Berlin, fall back (2026-10-25): daily at 09:00', () => {
    expect(nextOccurrence('FREQ=DAILY', '2026-10-24')).toBe('2026-10-25');
    const before = occurrenceInstant('2026-10-24', '09:00', 'Europe/Berlin');
    const after = occurrenceInstant('2026-10-25', '09:00', 'Europe/Berlin');
    expect(after.getTime() - before.getTime()).toBe(DAY + HOUR);
  });

  it('America/New_York, spring forward (2026-03-08) and fall back (2026-11-01)', () => {
    expect(nextOccurrence('FREQ=WEEKLY;BYDAY=SU', '2026-03-01')).toBe('2026-03-08');
    const march1 = occurrenceInstant('2026-03-01', '09:00', 'America/New_York');
    const march8 = occurrenceInstant('2026-03-08', '09:00', 'America/New_York');
    expect(march1.toISOString()).toBe('2026-03-01T14:00:00.000Z'); // EST, UTC-5
    expect(march8.toISOString()).toBe('2026-03-08T13:00:00.000Z'); // EDT, UTC-4
    expect(march8.getTime() - march1.getTime()).toBe(7 * DAY - HOUR);

    expect(nextOccurrence('FREQ=WEEKLY;BYDAY=SU', '2026-10-25')).toBe('2026-11-01');
    const oct25 = occurrenceInstant('2026-10-25', '09:00', 'America/New_York');
    const nov1 = occurrenceInstant('2026-11-01', '09:00', 'America/New_York');
    expect(nov1.getTime() - oct25.getTime()).toBe(7 * DAY + HOUR);
  });

  it('the dates do not depend on the zone: the rule runs on calendar days', () => {
    // The same inputs give the same dates whatever the process's zone (TZ is not read).
    expect(occurrencesAfter('FREQ=DAILY', '2026-03-28', 3)).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
  });
});

describe('the picker’s presets', () => {
  it('anchors each preset on the date and names it back', () => {
    const presets = presetSpecs('2026-11-26'); // a Thursday
    expect(formatRepeat(presets.weekly)).toBe('FREQ=WEEKLY;BYDAY=TH');
    expect(formatRepeat(presets.monthly)).toBe('FREQ=MONTHLY;BYMONTHDAY=26');
    expect(formatRepeat(presets.yearly)).toBe('FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=26');
    for (const [name, spec] of Object.entries(presets)) expect(presetOf(spec)).toBe(name);
    expect(presetOf({ ...presets.daily, interval: 2 })).toBe('custom');
    expect(presetOf({ ...presets.weekly, weekdays: [0, 3] })).toBe('custom');
  });
});
