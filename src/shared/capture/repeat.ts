/**
 * Repeat words in a captured line (English; ADR 0020): "daily", "every day", "every weekday",
 * "weekdays", "every Monday", "every Mon and Thu", "weekly", "every 2 weeks on Tue", "every other
 * month", "monthly", "yearly". Found before the date rules (so "every Monday" is a rule, not next
 * Monday) and masked for them. A rule without its own anchor (weekly, monthly, yearly) anchors on
 * the date said, else today; a line with no date said is due on the rule's first day from today.
 */
import { firstOccurrenceFrom } from '../recurrence-dates.ts';
import {
  formatRepeat,
  WORKDAYS,
  type RepeatFreq,
  type RepeatSpec,
} from '../recurrence.ts';
import type { CaptureLanguage, CaptureSpan } from './types.ts';
import { formatDate, weekdayOf, type CivilDate } from './zone.ts';

const DAYS: readonly (readonly string[])[] = [
  ['monday', 'mon'],
  ['tuesday', 'tues', 'tue'],
  ['wednesday', 'wed'],
  ['thursday', 'thurs', 'thur', 'thu'],
  ['friday', 'fri'],
  ['saturday', 'sat'],
  ['sunday', 'sun'],
];
const DAY = DAYS.flat().join('|');
const DAY_LIST = `(?:${DAY})s?(?:\\s*(?:,|and|&|\\+)\\s*(?:${DAY})s?)*`;
const UNITS: Record<string, RepeatFreq> = { day: 'daily', week: 'weekly', month: 'monthly', year: 'yearly' };
const SINGLE: Record<string, RepeatFreq> = {
  daily: 'daily',
  weekly: 'weekly',
  monthly: 'monthly',
  yearly: 'yearly',
  annually: 'yearly',
};

const PATTERN = new RegExp(
  [
    `\\bevery\\s+weekdays?\\b`,
    `\\b(?:on\\s+)?weekdays\\b`,
    `\\bevery\\s+(?:(other|\\d{1,3})\\s+)?(day|week|month|year)s?(?:\\s+on\\s+(${DAY_LIST}))?\\b`,
    `\\bevery\\s+(${DAY_LIST})\\b`,
    `\\b(daily|weekly|monthly|yearly|annually)\\b`,
  ].join('|'),
  'i',
);

/** A rule the line says, before it is anchored on a date. */
export interface FoundRepeat extends CaptureSpan {
  freq: RepeatFreq;
  interval: number;
  weekdays: number[];
}

function daysIn(list: string): number[] {
  const words = list.toLowerCase().match(new RegExp(`(?:${DAY})`, 'g')) ?? [];
  const days = words.map((w) => DAYS.findIndex((names) => names.includes(w)));
  return [...new Set(days.filter((d) => d >= 0))].sort((a, b) => a - b);
}

function fromMatch(m: RegExpExecArray): Omit<FoundRepeat, 'start' | 'end'> | null {
  const text = m[0].toLowerCase();
  if (/weekday/.test(text)) return { freq: 'weekly', interval: 1, weekdays: [...WORKDAYS] };
  const [, every, unit, onDays, dayList, single] = m;
  if (unit) {
    const interval = every === undefined ? 1 : every.toLowerCase() === 'other' ? 2 : Number(every);
    const freq = UNITS[unit.toLowerCase()];
    if (!freq || interval < 1 || interval > 365) return null;
    const weekdays = freq === 'weekly' && onDays ? daysIn(onDays) : [];
    return { freq, interval, weekdays };
  }
  if (dayList) return { freq: 'weekly', interval: 1, weekdays: daysIn(dayList) };
  const freq = single ? SINGLE[single.toLowerCase()] : undefined;
  return freq ? { freq, interval: 1, weekdays: [] } : null;
}

/** The repeat words of `text`, if any (English only for now). */
export function findRepeat(text: string, language: CaptureLanguage): FoundRepeat | null {
  if (language !== 'en') return null;
  const m = PATTERN.exec(text);
  if (!m) return null;
  const found = fromMatch(m);
  return found ? { ...found, start: m.index, end: m.index + m[0].length } : null;
}

/**
 * The stored rule and the due date of a found repeat: anchored on the date said, else on today
 * (the due date then being the rule's first day from today).
 */
export function anchorRepeat(
  found: FoundRepeat,
  said: CivilDate | null,
  today: CivilDate,
): { rule: string; dueDate: string } {
  const anchor = said ?? today;
  const spec: RepeatSpec = {
    freq: found.freq,
    interval: found.interval,
    weekdays: found.freq === 'weekly' ? (found.weekdays.length ? found.weekdays : [weekdayOf(anchor)]) : [],
    monthDay: found.freq === 'monthly' || found.freq === 'yearly' ? anchor.day : null,
    month: found.freq === 'yearly' ? anchor.month : null,
  };
  // The task is due on an occurrence: "every Monday at 9am" said on a Tuesday is next Monday.
  const dueDate = firstOccurrenceFrom(spec, formatDate(said ?? today));
  return { rule: formatRepeat(spec), dueDate };
}
