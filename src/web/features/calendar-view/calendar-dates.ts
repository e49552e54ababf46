/**
 * The calendar's pure date logic. Dates are wall-clock dates ('YYYY-MM-DD') in the person's own
 * zone, computed as UTC days, so no daylight-saving change can add, drop or repeat a day. Weeks
 * start on the locale's first day (Intl.Locale week info, else a small CLDR table); weekday and
 * month names come from Intl in the person's language.
 */
import { addDays } from '../board/due-dates.ts';
import { cachedFormatter } from '../../lib/intl-cache.ts';

export { addDays };

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Regions whose week starts on Sunday (CLDR) among those our languages are spoken in. */
const SUNDAY_REGIONS = new Set([
  'US',
  'CA',
  'BR',
  'PT',
  'JP',
  'MX',
  'PH',
  'IL',
  'CO',
  'VE',
  'PE',
  'GT',
  'HN',
]);
/** A language's default region's first day, when Intl cannot say (CLDR likely subtags). */
const LANGUAGE_FIRST_DAY: Record<string, Weekday> = { en: 0, ja: 0, pt: 0, es: 1, fr: 1, de: 1, it: 1 };

interface WeekInfo {
  firstDay: number;
}
interface LocaleWithWeekInfo {
  getWeekInfo?: () => WeekInfo;
  weekInfo?: WeekInfo;
}

function fromTable(tag: string): Weekday {
  const [language = 'en', ...rest] = tag.split('-');
  const region = rest.find((part) => /^[A-Z]{2}$/.test(part));
  if (region) return SUNDAY_REGIONS.has(region) ? 0 : 1;
  return LANGUAGE_FIRST_DAY[language.toLowerCase()] ?? 1;
}

/** The first day of the week for a BCP 47 tag ('en-US' Sunday, 'fr' Monday, 'pt-PT' Monday). */
export function firstDayOfWeek(tag: string, useIntl = true): Weekday {
  if (useIntl) {
    try {
      const locale = new Intl.Locale(tag) as Intl.Locale & LocaleWithWeekInfo;
      const info = locale.getWeekInfo?.() ?? locale.weekInfo;
      if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
    } catch {
      // An unusual tag: the table below still has an answer.
    }
  }
  return fromTable(tag);
}

/**
 * The tag dates are written in: the app's language, with the browser's region when the browser
 * speaks the same language ('en' + navigator 'en-GB' → 'en-GB', so weeks start on Monday there).
 */
export function calendarLocale(language: string, browserLanguages: readonly string[]): string {
  const base = language.split('-')[0]?.toLowerCase() ?? 'en';
  const match = browserLanguages.find((tag) => tag.split('-')[0]?.toLowerCase() === base);
  return match ?? language;
}

export function weekdayOf(date: string): Weekday {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;
}

/** The first day of the week holding `date`. */
export function startOfWeek(date: string, firstDay: Weekday): string {
  return addDays(date, -((weekdayOf(date) - firstDay + 7) % 7));
}

/** The seven dates of the week holding `date`. */
export function weekDates(date: string, firstDay: Weekday): string[] {
  const start = startOfWeek(date, firstDay);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** 'YYYY-MM-01' of the month holding `date`, moved by `months`. */
export function monthStart(date: string, months = 0): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const d = new Date(Date.UTC(year, month, 1));
  return d.toISOString().slice(0, 10);
}

/** `date` moved by whole months, its day clamped to the target month's length (Jan 31 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const first = monthStart(date, months);
  const nextFirst = monthStart(first, 1);
  const lastDay = Number(addDays(nextFirst, -1).slice(8, 10));
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/**
 * The month grid of `date`'s month: whole weeks (4 to 6 rows) from the week holding the 1st to
 * the week holding the last day, each week seven dates starting on `firstDay`.
 */
export function monthGrid(date: string, firstDay: Weekday): string[][] {
  const first = monthStart(date);
  const last = addDays(monthStart(date, 1), -1);
  const weeks: string[][] = [];
  for (let start = startOfWeek(first, firstDay); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** Weekday names in the week's order ('Sun'…'Sat' or 'lun.'…'dim.'), short and long. */
export function weekdayNames(locale: string, firstDay: Weekday): { short: string; long: string }[] {
  const short = cachedFormatter(
    `cal-wd-short:${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
  );
  const long = cachedFormatter(
    `cal-wd-long:${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
  );
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = utc(addDays('2023-01-01', (firstDay + i) % 7));
    return { short: short.format(d), long: long.format(d) };
  });
}

/** "November 2026", "novembre 2026", "2026年11月". */
export function monthTitle(date: string, locale: string): string {
  const format = cachedFormatter(
    `cal-month:${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(utc(date));
}

/** "Tuesday, November 24, 2026": a day's full name, for accessible names. */
export function longDate(date: string, locale: string): string {
  const format = cachedFormatter(
    `cal-long:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
  );
  return format.format(utc(date));
}

/** "24" (or "24日"): the number in a day cell. */
export function dayNumber(date: string, locale: string): string {
  const format = cachedFormatter(
    `cal-day:${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(utc(date));
}

/** "Nov 22 – 28, 2026": a week's range as the locale writes it. */
export function weekTitle(dates: readonly string[], locale: string): string {
  const format = cachedFormatter(
    `cal-range:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  );
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? first;
  return format.formatRange(utc(first), utc(last));
}

/** 'HH:MM' moved by `minutes`, clamped to the day (00:00 … 23:30). */
export function addMinutes(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = Math.max(0, Math.min(23 * 60 + 30, h * 60 + m + minutes));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The half-hour slot a time falls in: '09:47' → '09:30'. */
export function slotOf(time: string): string {
  const [h = '00', m = '00'] = time.split(':');
  return `${h}:${Number(m) < 30 ? '00' : '30'}`;
}

/** The 48 half-hour slots of a day. */
export const DAY_SLOTS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

export function isDate(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // A day past the month's end ('2026-02-31') must not roll into the next month.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
