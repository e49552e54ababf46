/**
 * How a chip reads a parsed date: "Tomorrow 17:00", "Today", "Fri 12 Dec" (with the year when it
 * is not this year), in the person's language through Intl. Dates are wall-clock dates in the
 * person's time zone, formatted as UTC so that no zone shifts them.
 */

import { cachedFormatter } from '../../lib/intl-cache.ts';

/** Today's wall-clock date in `timeZone`, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now = new Date()): string {
  const format = cachedFormatter(
    `today:${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(now);
}

export function daysFrom(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
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
  return relative.format(daysFrom(today, date), 'day');
}

export function formatTime(time: string, locale: string): string {
  const format = cachedFormatter(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  );
  return format.format(new Date(`1970-01-01T${time}:00Z`));
}

/** The date chip's words: the day (relative when within a day of today) and the time if any. */
export function formatWhen(date: string, time: string | null, today: string, locale: string): string {
  const days = daysFrom(today, date);
  let day: string;
  if (Math.abs(days) <= 1) {
    day = capitalize(relativeDay(date, today, locale), locale);
  } else {
    const sameYear = date.slice(0, 4) === today.slice(0, 4);
    day = cachedFormatter(
      `day:${locale}:${sameYear}`,
      () =>
        new Intl.DateTimeFormat(locale, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          ...(sameYear ? {} : { year: 'numeric' }),
          timeZone: 'UTC',
        }),
    ).format(new Date(`${date}T00:00:00Z`));
  }
  return time ? `${day} ${formatTime(time, locale)}` : day;
}
