import { afterEach, describe, expect, it } from 'vitest';
import {
  addMinutes,
  addMonths,
  calendarLocale,
  firstDayOfWeek,
  isDate,
  monthGrid,
  monthTitle,
  slotOf,
  startOfWeek,
  weekDates,
  weekdayNames,
  weekTitle,
} from './calendar-dates.ts';

const TAGS = ['en', 'en-US', 'en-GB', 'es', 'es-MX', 'fr', 'de', 'it', 'pt', 'pt-BR', 'pt-PT', 'ja'];

describe('first day of the week', () => {
  it('follows the locale: Sunday in the US, Brazil and Japan, Monday in Europe', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('ja')).toBe(0);
    expect(firstDayOfWeek('pt-BR')).toBe(0);
    for (const tag of ['es', 'fr', 'de', 'it']) expect(firstDayOfWeek(tag)).toBe(1);
  });

  it('gives the same answer from its own table when Intl has no week info', () => {
    for (const tag of TAGS) expect(firstDayOfWeek(tag, false), tag).toBe(firstDayOfWeek(tag));
  });

  it('takes the region from the browser when it speaks the app’s language', () => {
    expect(calendarLocale('en', ['en-GB', 'fr-FR'])).toBe('en-GB');
    expect(calendarLocale('fr', ['en-GB', 'fr-CA'])).toBe('fr-CA');
    expect(calendarLocale('de', ['en-US'])).toBe('de');
  });
});

describe('weeks and months', () => {
  it('starts a week on the given first day', () => {
    // 2026-11-24 is a Tuesday.
    expect(startOfWeek('2026-11-24', 0)).toBe('2026-11-22');
    expect(startOfWeek('2026-11-24', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    expect(weekDates('2026-12-31', 1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('lays a month out in whole weeks from the week of the 1st to the week of the last day', () => {
    const sunday = monthGrid('2026-11-15', 0);
    expect(sunday).toHaveLength(5);
    expect(sunday[0]?.[0]).toBe('2026-11-01');
    expect(sunday.at(-1)?.at(-1)).toBe('2026-12-05');
    const monday = monthGrid('2026-11-15', 1);
    expect(monday).toHaveLength(6);
    expect(monday[0]?.[0]).toBe('2026-10-26');
    expect(monday.at(-1)?.at(-1)).toBe('2026-12-06');
    // February 2026 starts on a Sunday and has 28 days: exactly four Sunday-first weeks.
    expect(monthGrid('2026-02-01', 0)).toHaveLength(4);
  });

  it('moves by months keeping the day when it exists, else the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });
});

describe('daylight saving', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('never repeats or skips a day in months with a clock change, in any zone', () => {
    for (const tz of ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'UTC']) {
      process.env.TZ = tz;
      for (const month of ['2026-03-01', '2026-10-01', '2026-11-01', '2026-04-01']) {
        for (const first of [0, 1] as const) {
          const days = monthGrid(month, first).flat();
          expect(new Set(days).size, `${tz} ${month}`).toBe(days.length);
          for (let i = 1; i < days.length; i++) {
            const gap = Date.parse(`${days[i]}T00:00:00Z`) - Date.parse(`${days[i - 1]}T00:00:00Z`);
            expect(gap).toBe(86_400_000);
          }
        }
      }
    }
  });
});

describe('names from Intl', () => {
  it('writes weekday names in the week’s order and language', () => {
    expect(weekdayNames('en-US', 0).map((n) => n.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(weekdayNames('fr', 1)[0]?.long).toBe('lundi');
    expect(weekdayNames('de', 1)[6]?.long).toBe('Sonntag');
  });

  it('titles months and weeks as the locale does', () => {
    expect(monthTitle('2026-11-24', 'en')).toBe('November 2026');
    expect(monthTitle('2026-11-24', 'es')).toBe('noviembre de 2026');
    expect(monthTitle('2026-11-24', 'ja')).toBe('2026年11月');
    // Intl puts thin spaces around the dash.
    expect(weekTitle(weekDates('2026-11-24', 0), 'en-US')).toMatch(/^Nov 22\s–\s28, 2026$/);
  });
});

describe('times and input', () => {
  it('moves by half hours within the day and finds a time’s slot', () => {
    expect(addMinutes('09:00', 30)).toBe('09:30');
    expect(addMinutes('00:15', -30)).toBe('00:00');
    expect(addMinutes('23:30', 30)).toBe('23:30');
    expect(slotOf('09:47')).toBe('09:30');
    expect(slotOf('10:05')).toBe('10:00');
  });

  it('accepts real dates only', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2026-02-31')).toBe(false);
    expect(isDate('2026-2-3')).toBe(false);
    expect(isDate(null)).toBe(false);
  });
});
