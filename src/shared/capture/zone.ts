/**
 * Wall-clock arithmetic in an IANA zone without depending on the process's zone: "now" is read in
 * the zone through Intl, and dates are civil dates (year, month, day) computed with UTC arithmetic,
 * so the same input gives the same answer with TZ=UTC and TZ=Pacific/Auckland.
 */

/** A civil date: month 1..12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export interface WallClock extends CivilDate {
  hour: number;
  minute: number;
  /** 0 Monday .. 6 Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone (an IANA name such as 'Europe/Paris', or 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const date = { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 };
  return { ...date, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, weekday: weekdayOf(date) };
}

function toUtc(d: CivilDate): Date {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(d.year, d.month - 1, d.day);
  return date;
}

function fromUtc(date: Date): CivilDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 Monday .. 6 Sunday. */
export function weekdayOf(d: CivilDate): number {
  return (toUtc(d).getUTCDay() + 6) % 7;
}

export function addDays(d: CivilDate, days: number): CivilDate {
  const date = toUtc(d);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Add months, clamping the day to the target month's length (Jan 31 + 1 month → Feb 28/29). */
export function addMonths(d: CivilDate, months: number): CivilDate {
  const first = toUtc({ ...d, day: 1 });
  first.setUTCMonth(first.getUTCMonth() + months);
  const target = fromUtc(first);
  return { ...target, day: Math.min(d.day, daysInMonth(target.year, target.month)) };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days from `a` to `b` (b - a). */
export function daysBetween(a: CivilDate, b: CivilDate): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / 86_400_000);
}

export function compareDates(a: CivilDate, b: CivilDate): number {
  return daysBetween(b, a);
}

export function formatDate(d: CivilDate): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

export function formatTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Whether a day exists (Feb 30 does not). */
export function isValidDate(d: CivilDate): boolean {
  return d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysInMonth(d.year, d.month);
}
