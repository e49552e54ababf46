/**
 * How a wall-clock date (and time) reads to a person: "Today 17:00", "Tomorrow", "Fri, Dec 12"
 * (with the year when it is not this year), in their language through Intl. Dates are wall-clock
 * dates in the person's own zone, formatted as UTC so that no zone shifts them. Due labels on
 * notes and capture's date chips both read this way.
 */
import { cachedFormatter } from './intl-cache.ts';

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** "tomorrow", "in 3 days" (lower case, to sit inside a sentence). */
export function relativeDay(date: string, today: string, locale: string): string {
  const relative = cachedFormatter(
    `relative:${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  return relative.format(daysBetween(today, date), 'day');
}

/** 'HH:MM' as the locale writes a time of day. */
export function formatTime(time: string, locale: string): string {
  const format = cachedFormatter(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  );
  return format.format(new Date(`1970-01-01T${time}:00Z`));
}

/** The day, relative within a day of today ("Tomorrow"), else weekday, day and month. */
export function formatDay(date: string, today: string, locale: string): string {
  if (Math.abs(daysBetween(today, date)) <= 1) return capitalize(relativeDay(date, today, locale), locale);
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  const format = cachedFormatter(
    `day:${locale}:${sameYear}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        ...(sameYear ? {} : { year: 'numeric' }),
        timeZone: 'UTC',
      }),
  );
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** The day and, when there is one, the time: "Today 17:00". */
export function formatWhen(date: string, time: string | null, today: string, locale: string): string {
  const day = formatDay(date, today, locale);
  return time ? `${day} ${formatTime(time, locale)}` : day;
}
