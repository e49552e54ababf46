/**
 * What the calendar keeps in the URL, so a reload or a shared link shows the same place:
 * `cal=week` (month is the default) and `date=YYYY-MM-DD`, the day the view is anchored on (the
 * selected day on a phone). Unknown or impossible values fall back to today, never to an error.
 */
import { isDate } from './calendar-dates.ts';

export const CALENDAR_MODES = ['month', 'week'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

export interface CalendarPlace {
  mode: CalendarMode;
  date: string;
}

export function parsePlace(params: URLSearchParams, today: string): CalendarPlace {
  const date = params.get('date');
  return { mode: params.get('cal') === 'week' ? 'week' : 'month', date: isDate(date) ? date : today };
}

/** The URL values of a place (null: leave the parameter out). */
export function placeParams(
  place: CalendarPlace,
  today: string,
): { cal: string | null; date: string | null } {
  return { cal: place.mode === 'week' ? 'week' : null, date: place.date === today ? null : place.date };
}
