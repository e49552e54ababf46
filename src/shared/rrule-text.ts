/**
 * Reads one RRULE line (`FREQ=WEEKLY;BYDAY=MO,TH`) into rrule's option names, as rrule's own
 * `RRule.parseString` does, without loading rrule: the contracts check repeat rules on every task
 * the browser reads, and rrule (its iterator and its natural-language text) is ~14 KB gzip that the
 * board's first load does not need (ADR 0036). `recurrence-dates.ts` keeps rrule for occurrences.
 * Rules (those of rrule 2.8's parser, checked against it in rrule-text.test.ts):
 * - `KEY=VALUE` pairs split on `;`, keys in any case; an unknown key, or an empty pair (a trailing
 *   `;`), throws. FREQ and WKST values are names (any case); numbers are integers, lists on `,`.
 * - BYDAY/BYWEEKDAY: two-letter days as written (`MO`), or with an ordinal (`-1FR`).
 * - DTSTART/UNTIL must be dates (`YYYYMMDD[THHMMSS[Z]]`); anything else throws.
 */

/** A weekday as rrule gives it: 0 Monday .. 6 Sunday, `n` the ordinal when there is one. */
export interface RuleWeekday {
  weekday: number;
  n?: number;
}

const FREQS = ['yearly', 'monthly', 'weekly', 'daily', 'hourly', 'minutely', 'secondly'] as const;
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const NUMERIC_KEYS = new Set([
  'COUNT',
  'INTERVAL',
  'BYSETPOS',
  'BYMONTH',
  'BYMONTHDAY',
  'BYYEARDAY',
  'BYWEEKNO',
  'BYHOUR',
  'BYMINUTE',
  'BYSECOND',
]);
const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})(T(\d{2})(\d{2})(\d{2})Z?)?$/;

function dayOf(code: string): RuleWeekday | undefined {
  const weekday = (DAYS as readonly string[]).indexOf(code);
  return weekday === -1 ? undefined : { weekday };
}

function numberOf(value: string): number | string {
  return /^[+-]?\d+$/.test(value) ? Number(value) : value;
}

function numbers(value: string): number | string | (number | string)[] {
  return value.includes(',') ? value.split(',').map(numberOf) : numberOf(value);
}

function weekdays(value: string): (RuleWeekday | undefined)[] {
  return value.split(',').map((day) => {
    if (day.length === 2) return dayOf(day);
    const parts = /^([+-]?\d{1,2})([A-Z]{2})$/.exec(day);
    const code = parts?.[2];
    if (!parts || code === undefined) throw new SyntaxError(`Invalid weekday string: ${day}`);
    const wday = dayOf(code);
    const n = Number(parts[1]);
    if (!wday || n === 0) throw new TypeError(`Invalid weekday: ${day}`);
    return { weekday: wday.weekday, n };
  });
}

function dateValue(value: string): string {
  if (!DATE_VALUE.test(value)) throw new Error(`Invalid date value: ${value}`);
  return value;
}

function dtstartOf(text: string): Record<string, unknown> {
  const found = /DTSTART(?:;TZID=([^:=]+?))?(?::|=)([^;\s]+)/i.exec(text);
  if (found?.[2] === undefined) return {};
  return { ...(found[1] ? { tzid: found[1] } : {}), dtstart: dateValue(found[2]) };
}

function parsePairs(line: string): Record<string, unknown> {
  const options = dtstartOf(line.replace(/^RRULE:/i, ''));
  for (const attr of line.replace(/^(?:RRULE|EXRULE):/i, '').split(';')) {
    const [key = '', value] = attr.split('=');
    const name = key.toUpperCase();
    if (name === 'DTSTART' || name === 'TZID') {
      const found = dtstartOf(line);
      Object.assign(options, { tzid: found.tzid, dtstart: found.dtstart });
    } else if (name === 'BYEASTER') options.byeaster = Number(value);
    else if (value === undefined) throw new Error(`RRULE property '${key}' has no value`);
    else if (name === 'FREQ') {
      const freq = value.toLowerCase();
      options.freq = (FREQS as readonly string[]).includes(freq) ? freq : undefined;
    } else if (name === 'WKST') options.wkst = dayOf(value.toUpperCase());
    else if (NUMERIC_KEYS.has(name)) options[name.toLowerCase()] = numbers(value);
    else if (name === 'BYDAY' || name === 'BYWEEKDAY') options.byweekday = weekdays(value);
    else if (name === 'UNTIL') options.until = dateValue(value);
    else throw new Error(`Unknown RRULE property '${key}'`);
  }
  return options;
}

/**
 * A rule line's options under rrule's names (`freq` as a lower-case name, `interval`, `byweekday`,
 * …); throws when rrule would. An empty line has none.
 */
export function parseRuleText(text: string): Record<string, unknown> {
  const line = text.replace(/^\s+|\s+$/, '');
  if (line === '') return {};
  const header = /^([A-Z]+?)[:;]/.exec(line.toUpperCase())?.[1];
  if (header === undefined || header === 'RRULE' || header === 'EXRULE') return parsePairs(line);
  if (header === 'DTSTART') return dtstartOf(line);
  throw new Error(`Unsupported RFC prop ${header} in ${line}`);
}
