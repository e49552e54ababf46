/**
 * Dates, times and repeats as other apps write them, read into Quadrant's wall-clock fields
 * (a YYYY-MM-DD due date, an HH:MM time, a canonical repeat rule):
 * - an ISO date or date-time; with an offset (TickTick writes "2026-09-26T12:00:00+0000") it is an
 *   instant, shown on the wall clock of the task's zone (its own, else the person's);
 * - Todoist's DATE is the words its person typed ("every monday", "tomorrow 5pm", "15 Jan"), in
 *   DATE_LANG: read by the capture parser, in every language it knows (parseCapture);
 * - an RRULE (TickTick) is kept where Quadrant's rules can say it: its end (UNTIL, COUNT) is left
 *   out and noted, and the days a weekly, monthly or yearly rule needs come from the due date.
 * What cannot be read is reported, never guessed: the caller keeps the text in the description.
 */
import { CAPTURE_LANGUAGES, parseCapture, type CaptureLanguage } from '../../../shared/capture/index.ts';
import { formatDate, formatTime, isTimeZone, isValidDate, wallClock } from '../../../shared/capture/zone.ts';
import { normalizeRepeat, weekdayOfDate } from '../../../shared/recurrence.ts';

export interface Due {
  dueDate: string | null;
  dueTime: string | null;
  repeat: string | null;
}

export interface DateContext {
  /** The person's zone: for times without a zone of their own, and for "tomorrow". */
  timeZone: string;
  now: Date;
  /** The person's language: what a date of a plain file (no language of its own) is read in. */
  language?: string;
}

const NO_DATE: Due = { dueDate: null, dueTime: null, repeat: null };
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** A zone Intl knows, else the person's. */
export function zoneOr(zone: string | undefined, fallback: string): string {
  const z = zone?.trim();
  return z && /^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/.test(z) && isTimeZone(z) ? z : fallback;
}

function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

/**
 * An ISO date ("2024-01-15"), date-time ("2024-01-15 10:30") or instant ("…T12:00:00+0000");
 * `allDay` keeps the date only. Null when it is not one.
 */
export function readIsoDate(text: string, timeZone: string, allDay = false): Due | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, , offset] = m;
  const date = { year: Number(y), month: Number(mo), day: Number(d) };
  if (!isValidDate(date)) return null;
  if (h === undefined || Number(h) > 23 || Number(mi) > 59) return { ...NO_DATE, dueDate: formatDate(date) };
  if (offset === undefined) {
    const time = allDay ? null : formatTime(Number(h), Number(mi));
    return { dueDate: formatDate(date), dueTime: time, repeat: null };
  }
  const instant =
    Date.UTC(date.year, date.month - 1, date.day, Number(h), Number(mi)) - offsetMinutes(offset) * 60_000;
  const w = wallClock(new Date(instant), timeZone);
  return { dueDate: formatDate(w), dueTime: allDay ? null : formatTime(w.hour, w.minute), repeat: null };
}

function captureLanguage(lang: string | undefined): CaptureLanguage {
  const code = (lang ?? '').trim().toLowerCase().slice(0, 2);
  return (CAPTURE_LANGUAGES as readonly string[]).includes(code) ? (code as CaptureLanguage) : 'en';
}

/**
 * Words a person typed for a date ("every monday 9am"), in `lang`. `understood` is false when no
 * date came of them, or words were left over (the date may then be only part of what they said).
 */
export function readSpokenDate(
  text: string,
  lang: string | undefined,
  ctx: DateContext,
): { due: Due; understood: boolean } {
  const iso = readIsoDate(text, ctx.timeZone);
  if (iso) return { due: iso, understood: true };
  const parsed = parseCapture(text.slice(0, 200), {
    language: captureLanguage(lang || ctx.language),
    timeZone: ctx.timeZone,
    reference: ctx.now,
  });
  if (!parsed.dueDate) return { due: NO_DATE, understood: false };
  const due = { dueDate: parsed.dueDate, dueTime: parsed.dueTime, repeat: parsed.repeat };
  return { due, understood: parsed.title.trim() === '' };
}

const KEPT_PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS']);
const ENDS = new Set(['UNTIL', 'COUNT']);

/** What a weekly, monthly or yearly rule needs, from the due date, where the rule does not say it. */
function anchored(parts: Map<string, string>, dueDate: string): void {
  const freq = parts.get('FREQ')?.toUpperCase();
  const day = String(Number(dueDate.slice(8, 10)));
  if (freq === 'WEEKLY' && !parts.has('BYDAY')) parts.set('BYDAY', DAY_CODES[weekdayOfDate(dueDate)] ?? 'MO');
  if ((freq === 'MONTHLY' || freq === 'YEARLY') && !parts.has('BYMONTHDAY') && !parts.has('BYDAY'))
    parts.set('BYMONTHDAY', day);
  if (freq === 'YEARLY' && !parts.has('BYMONTH')) parts.set('BYMONTH', String(Number(dueDate.slice(5, 7))));
}

/** An RRULE written by another app, as Quadrant stores it, or null; `simplified` when its end was left out. */
export function readRule(text: string, dueDate: string | null): { rule: string | null; simplified: boolean } {
  if (!dueDate) return { rule: null, simplified: false };
  const body = text.trim().replace(/^RRULE:/i, '');
  const parts = new Map<string, string>();
  let simplified = false;
  for (const part of body.split(';')) {
    const [key = '', value = ''] = part.split('=');
    const name = key.trim().toUpperCase();
    if (KEPT_PARTS.has(name) && value.trim()) parts.set(name, value.trim());
    else if (ENDS.has(name)) simplified = true;
  }
  if (!parts.has('FREQ')) return { rule: null, simplified: false };
  anchored(parts, dueDate);
  const rule = [...parts].map(([k, v]) => `${k}=${v}`).join(';');
  const normalized = normalizeRepeat(rule);
  return normalized.ok ? { rule: normalized.rule, simplified } : { rule: null, simplified: false };
}
