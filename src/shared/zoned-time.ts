/**
 * Wall-clock times in an IANA time zone, without a date library: due dates are stored as the person
 * sees them (YYYY-MM-DD, optional HH:MM), and the server turns them into instants in the person's
 * zone when it schedules a reminder. Rules:
 * - a wall time that does not exist (the hour skipped when clocks go forward) moves forward by the
 *   gap, as a person's phone would ring at 03:30 for a 02:30 alarm;
 * - a wall time that happens twice (clocks go back) is the first of the two.
 */

/** Whether `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's wall clock at an instant, as fields. */
export function wallClock(instant: number, zone: string) {
  const parts: Record<string, number> = {};
  for (const p of partsFormatter(zone).formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock date and time (`YYYY-MM-DD`, `HH:MM`) happens in `zone`. */
export function zonedInstant(date: string, time: string, zone: string): number {
  const [y = 1970, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Try both offsets around the wall time: the earlier valid one wins (clocks going back).
  const before = offsetAt(wall - 24 * 3600_000, zone);
  const after = offsetAt(wall + 24 * 3600_000, zone);
  const candidates = [wall - before, wall - after].sort((a, b) => a - b);
  for (const c of candidates) if (offsetAt(c, zone) === wall - c) return c;
  // The wall time does not exist (clocks went forward): shift it by the gap.
  return wall - before;
}

/** `YYYY-MM-DD` of the day after `date`. */
export function nextDay(date: string): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The zone's calendar date at an instant, `YYYY-MM-DD`. */
export function zonedDate(instant: number, zone: string): string {
  const w = wallClock(instant, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}
