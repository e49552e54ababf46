/**
 * Repeat words in a captured line, in every capture language (ADR 0020, ADR 0015 "Repeats"):
 * "every Monday", "jeden Montag", "tous les lundis", "cada lunes", "ogni lunedì", "toda segunda",
 * "毎週月曜日", "每周一", and the intervals, workdays, days of the month and month ends each
 * language says. Found before the date rules (so "every Monday" is a rule, not next Monday) and
 * masked for them. A rule without its own anchor (weekly, monthly, yearly) anchors on the date
 * said, else today; a line with no date said is due on the rule's first day from today.
 * The person's language is read first; another language's phrase is read too (its words say
 * which), the longest phrase winning. A rule the repeat cannot say ("every first Monday", "twice a
 * week") is left whole: masked for the date rules, and the line takes no repeat.
 */
import { formatRepeat, type RepeatFreq, type RepeatSpec } from '../recurrence.ts';
import type { Hint } from './lexicon.ts';
import { repeatIsName } from './names.ts';
import { repeatRulesFor, repeatTriggerFor } from './repeat-languages.ts';
import type { RepeatValue } from './repeat-latin.ts';
import { CAPTURE_LANGUAGES, type CaptureLanguage, type CaptureSpan } from './types.ts';
import {
  addDays,
  addMonths,
  compareDates,
  daysInMonth,
  formatDate,
  weekdayOf,
  type CivilDate,
} from './zone.ts';

/** A rule the line says, before it is anchored on a date. */
export interface FoundRepeat extends CaptureSpan {
  freq: RepeatFreq;
  interval: number;
  weekdays: number[];
  monthDay: number | null;
  /** A part of the day said with it ("every evening"), for a bare hour. */
  hint?: Hint;
}

export interface Repeats {
  found: FoundRepeat | null;
  /** Repeat phrases no rule can say: masked, so no date rule half-reads them. */
  unsaid: CaptureSpan[];
  /**
   * Masked, not a rule: repeat phrases that are part of a name ("Los lunes al sol"), and weekday
   * lists said without an every-word ("Mon, Wed and Fri").
   */
  names: CaptureSpan[];
}

function findIn(text: string, language: CaptureLanguage): Repeats {
  if (!repeatTriggerFor(language).test(text)) return { found: null, unsaid: [], names: [] };
  const rules = repeatRulesFor(language);
  let found: FoundRepeat | null = null;
  const names: CaptureSpan[] = [];
  for (const rule of rules.rules) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      if (m[0].length === 0) {
        rule.re.lastIndex++;
        continue;
      }
      const end = m.index + m[0].length;
      if (repeatIsName(text, { start: m.index, end }, language)) {
        names.push({ start: m.index, end });
        continue;
      }
      // Earliest first, longest at the same place, then the rule listed first.
      const better: boolean = !found || m.index < found.start || (m.index === found.start && end > found.end);
      const value: RepeatValue | null = better ? rule.resolve(m) : null;
      if (value) found = { ...value, start: m.index, end };
    }
  }
  const unsaid: CaptureSpan[] = [];
  for (const re of rules.unsaid) {
    for (const m of text.matchAll(re)) unsaid.push({ start: m.index, end: m.index + m[0].length });
  }
  for (const m of rules.lists ? text.matchAll(rules.lists) : []) {
    const list = { start: m.index, end: m.index + m[0].length };
    if (!found || list.end <= found.start || found.end <= list.start) names.push(list);
  }
  return { found, unsaid, names };
}

/** The repeat words of `text`: the person's language first, the others when their words appear. */
export function findRepeat(text: string, language: CaptureLanguage): Repeats {
  const order = [language, ...CAPTURE_LANGUAGES.filter((l) => l !== language)];
  let found: FoundRepeat | null = null;
  const unsaid: CaptureSpan[] = [];
  const names: CaptureSpan[] = [];
  for (const lang of order) {
    const here = findIn(text, lang);
    unsaid.push(...here.unsaid);
    names.push(...here.names);
    const f = here.found;
    if (f && (!found || f.end - f.start > found.end - found.start)) found = f;
  }
  return { found: unsaid.length ? null : found, unsaid, names };
}

/**
 * The rule's first day on or after `from`: the series starts there, so an interval changes
 * nothing yet ("every 2 weeks on Tuesday" said on a Wednesday is due in 6 days). Month days past a
 * month's end fall on its last day, as the stored rule says (ADR 0020).
 */
function firstDay(spec: RepeatSpec, from: CivilDate): CivilDate {
  if (spec.freq === 'weekly') {
    for (let i = 0; i < 7; i++) {
      const d = addDays(from, i);
      if (spec.weekdays.includes(weekdayOf(d))) return d;
    }
  }
  if (spec.freq === 'monthly' || spec.freq === 'yearly') {
    for (let i = 0; i <= 12; i++) {
      const first = addMonths({ ...from, day: 1 }, i);
      if (spec.month !== null && first.month !== spec.month) continue;
      const d = { ...first, day: Math.min(spec.monthDay ?? 1, daysInMonth(first.year, first.month)) };
      if (compareDates(d, from) >= 0) return d;
    }
  }
  return from;
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
  const dated = found.freq === 'monthly' || found.freq === 'yearly';
  const spec: RepeatSpec = {
    freq: found.freq,
    interval: found.interval,
    weekdays: found.freq === 'weekly' ? (found.weekdays.length ? found.weekdays : [weekdayOf(anchor)]) : [],
    monthDay: dated ? (found.monthDay ?? anchor.day) : null,
    month: found.freq === 'yearly' ? anchor.month : null,
  };
  // The task is due on an occurrence: "every Monday at 9am" said on a Tuesday is next Monday.
  return { rule: formatRepeat(spec), dueDate: formatDate(firstDay(spec, anchor)) };
}

/** Whether `index` follows an every-word ("every", "jeden", "chaque", 毎, 每…) in any language. */
export { everyWordBefore } from './repeat-languages.ts';
