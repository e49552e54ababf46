/**
 * What a rule finds in the text, and the date arithmetic every language's rules share.
 * Weekday rules: a plain weekday is the next one after today (1..7 days ahead); "this" allows
 * today; "following week" is that weekday in the next Monday-first calendar week.
 */
import type { Hint, WordEffect } from './lexicon.ts';
import { addDays, addMonths, compareDates, type CivilDate, isValidDate } from './zone.ts';

export interface FoundTime {
  hour: number;
  minute: number;
  /** Set when the words fixed the half of the day (pm, "de la tarde", 午後, "17h" in 24 h). */
  fixed: boolean;
}

export interface Found {
  start: number;
  end: number;
  kind: 'date' | 'time' | 'word';
  date?: CivilDate;
  time?: FoundTime;
  /** A part of the day said with a date ("tomorrow evening"), applied to a bare hour. */
  hint?: Hint;
  effect?: WordEffect;
  /** Read from an abbreviated weekday ("sat 11am", "Dom 5pm"): the person's language only. */
  short?: boolean;
}

export interface RuleContext {
  today: CivilDate;
  /** 0 Monday .. 6 Sunday. */
  weekday: number;
  /** Now's wall-clock minute of the day, 0..1439. */
  minuteOfDay: number;
}

export type WeekdayMode = 'plain' | 'this' | 'following-week';

export function resolveWeekday(ctx: RuleContext, target: number, mode: WeekdayMode): CivilDate {
  if (mode === 'following-week') return addDays(ctx.today, 7 - ctx.weekday + target);
  const ahead = (target - ctx.weekday + 7) % 7;
  return addDays(ctx.today, mode === 'this' ? ahead : ahead || 7);
}

export function nextMonday(ctx: RuleContext): CivilDate {
  return addDays(ctx.today, 7 - ctx.weekday);
}

/** The coming Saturday; today when today is on the weekend. */
export function weekend(ctx: RuleContext): CivilDate {
  return ctx.weekday >= 5 ? ctx.today : addDays(ctx.today, 5 - ctx.weekday);
}

export function firstOfNextMonth(ctx: RuleContext): CivilDate {
  return addMonths({ ...ctx.today, day: 1 }, 1);
}

export function endOfMonth(ctx: RuleContext): CivilDate {
  return addDays(addMonths({ ...ctx.today, day: 1 }, 1), -1);
}

/** "In 2 hours": the date and the wall-clock time that many minutes from now. */
export function inMinutes(ctx: RuleContext, minutes: number): { date: CivilDate; time: FoundTime } {
  const total = ctx.minuteOfDay + Math.round(minutes);
  const days = Math.floor(total / 1440);
  const m = total - days * 1440;
  return { date: addDays(ctx.today, days), time: { hour: Math.floor(m / 60), minute: m % 60, fixed: true } };
}

export function inUnits(ctx: RuleContext, n: number, unit: 'day' | 'week' | 'month'): CivilDate {
  if (unit === 'month') return addMonths(ctx.today, n);
  return addDays(ctx.today, unit === 'week' ? 7 * n : n);
}

/** A day and month without a year: this year's if not past, else next year's. */
export function nextDayMonth(ctx: RuleContext, month: number, day: number, year?: number): CivilDate | null {
  if (year !== undefined) {
    const d = { year, month, day };
    return isValidDate(d) ? d : null;
  }
  const thisYear = { year: ctx.today.year, month, day };
  const nextYear = { year: ctx.today.year + 1, month, day };
  if (isValidDate(thisYear) && compareDates(thisYear, ctx.today) >= 0) return thisYear;
  return isValidDate(nextYear) ? nextYear : null;
}

/** A day of the month alone: this month's if not past, else the next month that has it. */
export function nextDayOfMonth(ctx: RuleContext, day: number): CivilDate | null {
  if (day < 1 || day > 31) return null;
  for (let i = 0; i < 3; i++) {
    const first = addMonths({ ...ctx.today, day: 1 }, i);
    const d = { ...first, day };
    if (isValidDate(d) && compareDates(d, ctx.today) >= 0) return d;
  }
  return null;
}

/**
 * An hour as said → a 24-hour time. With am/pm or a part of the day, that decides; a bare hour
 * from 1 to 6 means the afternoon (nobody plans a task at 5 in the morning by saying "at 5").
 */
export function resolveHour(
  hour: number,
  minute: number,
  opts: { meridiem?: Hint; twentyFour?: boolean },
): FoundTime | null {
  let h = hour;
  if (opts.meridiem === 'am') h = hour % 12;
  else if (opts.meridiem === 'pm') h = hour < 12 ? hour + 12 : hour;
  else if (!opts.twentyFour && hour >= 1 && hour <= 6) h = hour + 12;
  if (h > 23 || minute > 59 || minute < 0) return null;
  return { hour: h, minute, fixed: opts.meridiem !== undefined || opts.twentyFour === true || hour > 12 };
}

/** Apply a part-of-day hint said with the date ("tomorrow evening at 7") to an unfixed hour. */
export function applyHint(time: FoundTime, hint: Hint | undefined): FoundTime {
  if (!hint || time.fixed) return time;
  // resolveHour already moved 1..6 to the afternoon; undo it for the morning.
  if (hint === 'am' && time.hour >= 13 && time.hour <= 18) return { ...time, hour: time.hour - 12 };
  if (hint === 'pm' && time.hour < 12) return { ...time, hour: time.hour + 12 };
  return time;
}
