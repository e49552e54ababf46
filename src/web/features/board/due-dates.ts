/**
 * Due dates as a person reads them. A due date is a wall-clock date ('YYYY-MM-DD', optional
 * 'HH:MM') in the person's own time zone, so "today" is computed in that zone, never in UTC.
 * Rules: a completed task is never overdue; a date before today is overdue; today's date is
 * overdue once its time has passed (a date without a time is due all day). Labels use Intl in
 * the person's language: "Today 17:00", "Tomorrow", "Yesterday", then "Fri, Dec 12" (with the
 * year when it is not this year).
 */

import { cachedFormatter } from '../../lib/intl-cache.ts';

export interface DueFields {
  dueDate: string | null;
  dueTime: string | null;
  completed: boolean;
}

/** One formatter per zone: building one costs far more than using it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of `now` in `timeZone`: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function wallClock(now: Date, timeZone: string): { date: string; time: string } {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `date` moved by `days` ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function isOverdue(task: DueFields, today: { date: string; time: string }): boolean {
  if (task.completed || !task.dueDate) return false;
  if (task.dueDate < today.date) return true;
  return task.dueDate === today.date && task.dueTime !== null && task.dueTime <= today.time;
}

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function formatTime(time: string, locale: string): string {
  const format = cachedFormatter(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  );
  return format.format(new Date(`1970-01-01T${time}:00Z`));
}

function formatDay(date: string, todayDate: string, locale: string): string {
  const days = daysBetween(todayDate, date);
  if (Math.abs(days) <= 1) {
    const relative = cachedFormatter(
      `relative:${locale}`,
      () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    ).format(days, 'day');
    return capitalize(relative, locale);
  }
  const sameYear = date.slice(0, 4) === todayDate.slice(0, 4);
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

/** "Today 17:00", "Tomorrow", "Fri, Dec 12", in `locale`; null when there is no due date. */
export function dueLabel(
  task: Pick<DueFields, 'dueDate' | 'dueTime'>,
  today: { date: string },
  locale: string,
): string | null {
  if (!task.dueDate) return null;
  const day = formatDay(task.dueDate, today.date, locale);
  return task.dueTime ? `${day} ${formatTime(task.dueTime, locale)}` : day;
}
