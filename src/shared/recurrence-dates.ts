/**
 * The dates a repeat rule gives (ADR 0020), computed by rrule: the next occurrence when a task is
 * completed or skipped, the first for an undated task, previews. Apart from `recurrence.ts` so
 * that reading and writing rules (every task the browser parses) does not load rrule; the browser
 * loads this module after the board's first paint (ADR 0036: `web/lib/recurrence-dates-loader.ts`).
 */
import * as rruleModule from 'rrule';
import { floating, formatRepeat, parseRepeat, type RepeatSpec } from './recurrence.ts';

type RRuleLib = typeof rruleModule;
// rrule ships CommonJS for Node (named exports come through `default`) and ESM for bundlers.
const { RRule } = (rruleModule as RRuleLib & { default?: RRuleLib }).default ?? rruleModule;

function dateOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * The occurrence after `dueDate` (strictly) and not before `today` when given: a task completed
 * or skipped late lands on its next date still to come, never in the past. Null only if the rule
 * has no later date within a century.
 */
export function nextOccurrence(rule: string | RepeatSpec, dueDate: string, today?: string): string | null {
  const spec = typeof rule === 'string' ? parseRepeat(rule) : { ok: true as const, spec: rule };
  if (!spec.ok) return null;
  const r = RRule.fromString(
    `DTSTART:${dueDate.replaceAll('-', '')}T000000Z\nRRULE:${formatRepeat(spec.spec)}`,
  );
  const late = today !== undefined && today > dueDate;
  const next = late ? r.after(floating(today), true) : r.after(floating(dueDate), false);
  if (!next || next.getUTCFullYear() > Number(dueDate.slice(0, 4)) + 100) return null;
  return dateOf(next);
}

/**
 * The rule's first day on or after `date`: the due date a rule gives an undated task. A daily rule
 * starts on `date` itself (its rhythm starts there); the others on their first matching day.
 */
export function firstOccurrenceFrom(rule: RepeatSpec, date: string): string {
  if (rule.freq === 'daily') return date;
  // The interval counts from the first date, so it plays no part in choosing it: an RRULE started
  // the day before would count "every 2 weeks" from that day's week and skip a matching day.
  const dayBefore = new Date(floating(date).getTime() - 86_400_000).toISOString().slice(0, 10);
  return nextOccurrence({ ...rule, interval: 1 }, dayBefore) ?? date;
}

/** The first `count` occurrences after `dueDate` (for previews and tests). */
export function occurrencesAfter(rule: string | RepeatSpec, dueDate: string, count: number): string[] {
  const dates: string[] = [];
  let from = dueDate;
  for (let i = 0; i < count; i++) {
    const next = nextOccurrence(rule, from);
    if (!next) break;
    dates.push(next);
    from = next;
  }
  return dates;
}
