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

export { formatTime, formatWhen, relativeDay } from '../../lib/date-labels.ts';
