/**
 * Due dates as a person reads them. A due date is a wall-clock date ('YYYY-MM-DD', optional
 * 'HH:MM') in the person's own time zone, so "today" is computed in that zone, never in UTC.
 * Rules: a completed task is never overdue; a date before today is overdue; today's date is
 * overdue once its time has passed (a date without a time is due all day). Labels use Intl in
 * the person's language: "Today 17:00", "Tomorrow", "Yesterday", then "Fri, Dec 12" (with the
 * year when it is not this year).
 */

import { daysBetween, formatWhen } from '../../lib/date-labels.ts';

export { daysBetween };

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

/** `date` moved by `days` ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function isOverdue(task: DueFields, today: { date: string; time: string }): boolean {
  if (task.completed || !task.dueDate) return false;
  if (task.dueDate < today.date) return true;
  return task.dueDate === today.date && task.dueTime !== null && task.dueTime <= today.time;
}

/** "Today 17:00", "Tomorrow", "Fri, Dec 12", in `locale`; null when there is no due date. */
export function dueLabel(
  task: Pick<DueFields, 'dueDate' | 'dueTime'>,
  today: { date: string },
  locale: string,
): string | null {
  if (!task.dueDate) return null;
  return formatWhen(task.dueDate, task.dueTime, today.date, locale);
}
