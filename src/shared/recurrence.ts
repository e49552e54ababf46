/**
 * Repeating tasks (ADR 0020): a repeat rule is an RFC 5545 RRULE (no DTSTART: the task's due date
 * is its start), limited to what the sheet's picker can say in words. Rules:
 * - Shapes: FREQ DAILY, WEEKLY with BYDAY (plain days), MONTHLY with BYMONTHDAY, YEARLY with
 *   BYMONTH and BYMONTHDAY; INTERVAL 1..365; no COUNT, UNTIL, times or anything else. The anchor
 *   (days, day of month, month) is always in the rule, so a series never drifts after a short month.
 * - "On the 29th/30th/31st" means the month's last day when it is shorter, written the standard
 *   way (BYMONTHDAY=28,…,31;BYSETPOS=-1), so any calendar reading the rule agrees; Feb 29 yearly
 *   falls on Feb 28 in other years.
 * - Occurrences are wall-clock dates: the rule runs on "floating" UTC midnights standing for
 *   calendar days, and the due time is carried unchanged, so 09:00 stays 09:00 across a
 *   daylight-saving change (the instant moves by the hour the clocks moved).
 * - The next occurrence is strictly after the current due date and never before the person's today
 *   (`recurrence-dates.ts`, which alone loads rrule: the browser needs it only to show the next
 *   occurrence, ADR 0036).
 */
import { wallClock } from './capture/zone.ts';
import { parseRuleText } from './rrule-text.ts';

export const REPEAT_FREQS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatFreq = (typeof REPEAT_FREQS)[number];
export const REPEAT_INTERVAL_MAX = 365;
export const REPEAT_RULE_MAX_LENGTH = 200;
/** Monday to Friday, 0 Monday .. 6 Sunday. */
export const WORKDAYS = [0, 1, 2, 3, 4] as const;

/** A repeat rule in the picker's terms. Weekdays 0 Monday .. 6 Sunday; months 1..12. */
export interface RepeatSpec {
  freq: RepeatFreq;
  interval: number;
  /** Weekly only: the days it falls on, sorted, at least one. */
  weekdays: number[];
  /** Monthly and yearly: the day of the month (29–31 fall back to a shorter month's last day). */
  monthDay: number | null;
  /** Yearly only. */
  month: number | null;
}

export type ParsedRepeat = { ok: true; spec: RepeatSpec } | { ok: false; message: string };

const DAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** The longest each month can be (Feb: 29) and the shortest (Feb: 28). */
const MONTH_MAX = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTH_MIN = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const ALLOWED_KEYS = new Set(['freq', 'interval', 'byweekday', 'bymonthday', 'bymonth', 'bysetpos']);

const fail = (message: string): ParsedRepeat => ({ ok: false, message });

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function weekdayOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null && 'weekday' in value) {
    const { weekday, n } = value as { weekday: number; n?: number };
    return n === undefined || n === 0 ? weekday : null;
  }
  return null;
}

/** The day of month the rule means: one day, or the "last day up to D" set with BYSETPOS=-1. */
function monthDayOf(days: unknown[], setpos: unknown[]): number | null {
  if (days.length === 0 || !days.every((d) => typeof d === 'number' && d >= 1 && d <= 31)) return null;
  const nums = days as number[];
  if (setpos.length === 0) return nums.length === 1 ? (nums[0] ?? null) : null;
  if (setpos.length !== 1 || setpos[0] !== -1) return null;
  const top = Math.max(...nums);
  const expected = clampDays(top);
  return expected.length === nums.length && expected.every((d) => nums.includes(d)) ? top : null;
}

/** 28..day: the set whose last member in a month is that day, or the month's last day. */
function clampDays(day: number): number[] {
  const days: number[] = [];
  for (let d = 28; d <= day; d++) days.push(d);
  return days;
}

function toSpec(opts: Record<string, unknown>): ParsedRepeat {
  const unknown = Object.keys(opts).filter((k) => !ALLOWED_KEYS.has(k) && opts[k] !== undefined);
  if (unknown.length > 0)
    return fail(`A repeat rule can only say how often and on which days (not ${unknown.join(', ')}).`);
  const freq = REPEAT_FREQS.find((f) => f === opts.freq);
  if (!freq) return fail('A task repeats daily, weekly, monthly or yearly.');
  const interval = opts.interval === undefined ? 1 : opts.interval;
  if (
    typeof interval !== 'number' ||
    !Number.isInteger(interval) ||
    interval < 1 ||
    interval > REPEAT_INTERVAL_MAX
  )
    return fail(`The interval must be a whole number from 1 to ${REPEAT_INTERVAL_MAX}.`);
  const byDay = list(opts.byweekday).map(weekdayOf);
  const byMonthDay = list(opts.bymonthday);
  const byMonth = list(opts.bymonth);
  const setpos = list(opts.bysetpos);
  const spec: RepeatSpec = { freq, interval, weekdays: [], monthDay: null, month: null };
  if (freq === 'daily') {
    if (byDay.length || byMonthDay.length || byMonth.length || setpos.length)
      return fail('A daily rule takes no days; use a weekly rule for chosen days.');
    return { ok: true, spec };
  }
  if (freq === 'weekly') {
    if (byMonthDay.length || byMonth.length || setpos.length)
      return fail('A weekly rule says only which days of the week.');
    if (byDay.length === 0 || byDay.some((d) => d === null))
      return fail('A weekly rule needs the days of the week it falls on (BYDAY=MO,TH).');
    spec.weekdays = [...new Set(byDay as number[])].sort((a, b) => a - b);
    return { ok: true, spec };
  }
  if (byDay.length) return fail('Monthly and yearly rules fall on a day of the month, not of the week.');
  const monthDay = monthDayOf(byMonthDay, setpos);
  if (monthDay === null)
    return fail('A monthly or yearly rule needs one day of the month (BYMONTHDAY=1 to 31).');
  spec.monthDay = monthDay;
  if (freq === 'monthly') {
    if (byMonth.length) return fail('A monthly rule takes no month.');
    return { ok: true, spec };
  }
  const month = byMonth.length === 1 ? byMonth[0] : null;
  if (typeof month !== 'number' || month < 1 || month > 12)
    return fail('A yearly rule needs one month (BYMONTH=1 to 12).');
  if (monthDay > (MONTH_MAX[month - 1] ?? 31)) return fail('That day does not exist in that month.');
  spec.month = month;
  return { ok: true, spec };
}

/** Reads a rule ("FREQ=…", an optional "RRULE:" before it) into the picker's terms, or says why not. */
export function parseRepeat(rule: string): ParsedRepeat {
  const text = rule.trim().replace(/^RRULE:/i, '');
  if (
    text === '' ||
    text.length > REPEAT_RULE_MAX_LENGTH ||
    /[\r\n]/.test(text) ||
    !/^FREQ=|;FREQ=/i.test(text)
  )
    return fail('Not a repeat rule (expected e.g. FREQ=WEEKLY;BYDAY=MO).');
  try {
    return toSpec(parseRuleText(text));
  } catch {
    return fail('Not a repeat rule (expected e.g. FREQ=WEEKLY;BYDAY=MO).');
  }
}

function monthDayParts(spec: RepeatSpec): string[] {
  const day = spec.monthDay ?? 1;
  const shortest = spec.freq === 'yearly' && spec.month ? (MONTH_MIN[spec.month - 1] ?? 28) : 28;
  if (day <= shortest) return [`BYMONTHDAY=${day}`];
  return [`BYMONTHDAY=${clampDays(day).join(',')}`, 'BYSETPOS=-1'];
}

/** The canonical rule for a spec (what is stored): FREQ first, INTERVAL only when above 1. */
export function formatRepeat(spec: RepeatSpec): string {
  const parts = [`FREQ=${spec.freq.toUpperCase()}`];
  if (spec.interval > 1) parts.push(`INTERVAL=${spec.interval}`);
  if (spec.freq === 'weekly') parts.push(`BYDAY=${spec.weekdays.map((d) => DAY_CODES[d]).join(',')}`);
  if (spec.freq === 'yearly') parts.push(`BYMONTH=${spec.month ?? 1}`);
  if (spec.freq === 'monthly' || spec.freq === 'yearly') parts.push(...monthDayParts(spec));
  return parts.join(';');
}

/** The stored form of a rule a person or client sent, or why it is refused. */
export function normalizeRepeat(rule: string): { ok: true; rule: string } | { ok: false; message: string } {
  const parsed = parseRepeat(rule);
  return parsed.ok ? { ok: true, rule: formatRepeat(parsed.spec) } : parsed;
}

/** A YYYY-MM-DD calendar date as the floating UTC midnight the rule runs on. */
export function floating(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** 0 Monday .. 6 Sunday of a YYYY-MM-DD date. */
export function weekdayOfDate(date: string): number {
  return (floating(date).getUTCDay() + 6) % 7;
}

/** How the picker names a spec: one of its presets, or custom. */
export type RepeatPreset = 'daily' | 'weekdays' | 'weekly' | 'monthly' | 'yearly' | 'custom';

export function presetOf(spec: RepeatSpec): RepeatPreset {
  if (spec.interval !== 1) return 'custom';
  if (spec.freq === 'weekly') {
    if (spec.weekdays.join() === WORKDAYS.join()) return 'weekdays';
    return spec.weekdays.length === 1 ? 'weekly' : 'custom';
  }
  return spec.freq;
}

/** The picker's presets anchored on a date: every day, weekdays, weekly on its weekday, … */
export function presetSpecs(date: string): Record<Exclude<RepeatPreset, 'custom'>, RepeatSpec> {
  const day = Number(date.slice(8, 10));
  const month = Number(date.slice(5, 7));
  const base = { interval: 1, weekdays: [], monthDay: null, month: null };
  return {
    daily: { ...base, freq: 'daily' },
    weekdays: { ...base, freq: 'weekly', weekdays: [...WORKDAYS] },
    weekly: { ...base, freq: 'weekly', weekdays: [weekdayOfDate(date)] },
    monthly: { ...base, freq: 'monthly', monthDay: day },
    yearly: { ...base, freq: 'yearly', monthDay: day, month },
  };
}

/**
 * The instant a wall-clock date and time happen in `timeZone` (for calendars and reminders: the
 * occurrence's date and time never move, its instant does when the clocks change). A time the
 * clocks skip reads as the same time in the offset before the change.
 */
export function occurrenceInstant(date: string, time: string, timeZone: string): Date {
  const [y = 1970, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const w = wallClock(new Date(instant), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - instant;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}
