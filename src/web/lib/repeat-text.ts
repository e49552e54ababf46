/**
 * How a repeat rule reads to a person ("Every weekday", "Every 2 weeks on Mon, Thu"), in their
 * language: our own words per preset and plural, with weekday and month names from Intl. The
 * rrule library's toText is English-only, so it is not used for display. Shared by the board's
 * notes and the task sheet (both features read it; neither owns it).
 */
import type { TFunction } from 'i18next';
import en from '../locales/en/repeat.json' with { type: 'json' };
import { parseRepeat, presetOf, type RepeatSpec } from '../../shared/recurrence.ts';
import { registerNamespace } from './i18n.ts';
import { cachedFormatter } from './intl-cache.ts';

export const REPEAT_NS = 'repeat';
registerNamespace(REPEAT_NS, en);

/** A Monday (2024-01-01): weekday i is this date plus i days. */
const MONDAY = Date.UTC(2024, 0, 1);

/** A weekday's name, 0 Monday .. 6 Sunday. */
export function weekdayName(day: number, language: string, width: 'short' | 'long' = 'short'): string {
  const format = cachedFormatter(
    `weekday:${width}:${language}`,
    () => new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }),
  );
  return format.format(new Date(MONDAY + day * 86_400_000));
}

/** "Mon, Thu" as the language lists short things. */
function weekdayList(days: number[], language: string): string {
  const names = days.map((d) => weekdayName(d, language));
  try {
    return new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** A day of a month, "Nov 26" (2024: a leap year, so Feb 29 exists). */
export function monthDayName(month: number, day: number, language: string): string {
  const format = cachedFormatter(
    `monthday:${language}`,
    () => new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(new Date(Date.UTC(2024, month - 1, day)));
}

/** The summary of a spec; `t` must resolve the `repeat` namespace. */
export function describeRepeat(t: TFunction, language: string, spec: RepeatSpec): string {
  const k = (key: string) => `${REPEAT_NS}:summary.${key}`;
  const count = spec.interval;
  const preset = presetOf(spec);
  switch (spec.freq) {
    case 'daily':
      return count === 1 ? t(k('daily')) : t(k('everyNDays'), { count });
    case 'weekly': {
      if (preset === 'weekdays') return t(k('weekdays'));
      const days = weekdayList(spec.weekdays, language);
      return count === 1 ? t(k('weekly'), { days }) : t(k('everyNWeeks'), { count, days });
    }
    case 'monthly': {
      const day = spec.monthDay ?? 1;
      return count === 1 ? t(k('monthly'), { day }) : t(k('everyNMonths'), { count, day });
    }
    case 'yearly': {
      const date = monthDayName(spec.month ?? 1, spec.monthDay ?? 1, language);
      return count === 1 ? t(k('yearly'), { date }) : t(k('everyNYears'), { count, date });
    }
  }
}

/** The summary of a stored rule ('' for one this client cannot read). */
export function repeatSummary(t: TFunction, language: string, rule: string): string {
  const parsed = parseRepeat(rule);
  return parsed.ok ? describeRepeat(t, language, parsed.spec) : '';
}
