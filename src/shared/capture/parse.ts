/**
 * parseCapture's steps: explicit tokens first (quotes, !n, #tags, literal spans are masked so no
 * other rule reads them), then the person's language's date and time rules, then — only when they
 * found neither — the other languages' in a fixed order, then chrono-node for written absolute
 * dates. Rules are compiled once per language, on first use.
 */
import { findAbsoluteDate } from './absolute.ts';
import { findExplicit } from './explicit.ts';
import { applyHint, type Found, type RuleContext } from './found.ts';
import { decideQuadrant, DEFAULT_QUADRANT, isDueSoon } from './quadrant.ts';
import { anchorRepeat, findRepeat } from './repeat.ts';
import { runRules, type Rule } from './rules.ts';
import { cjkRules } from './rules-cjk.ts';
import { latinRules } from './rules-latin.ts';
import { buildTitle } from './tidy.ts';
import {
  CAPTURE_LANGUAGES,
  type CaptureLanguage,
  type CaptureOptions,
  type CaptureResult,
  type CaptureSpan,
  type CaptureToken,
} from './types.ts';
import { de } from './words/de.ts';
import { en } from './words/en.ts';
import { es } from './words/es.ts';
import { fr } from './words/fr.ts';
import { it } from './words/it.ts';
import { pt } from './words/pt.ts';
import { addDays, formatDate, formatTime, wallClock } from './zone.ts';

const LATIN = { en, es, fr, de, it, pt } as const;
interface LanguageRules {
  trigger: RegExp;
  when: Rule[];
  words: Rule[];
}
const compiled = new Map<CaptureLanguage, LanguageRules>();

export function rulesFor(language: CaptureLanguage): LanguageRules {
  let rules = compiled.get(language);
  if (!rules) {
    rules =
      language === 'ja' || language === 'zh' ? cjkRules(language) : latinRules(LATIN[language], language);
    compiled.set(language, rules);
  }
  return rules;
}

/** Full-width digits and colon → ASCII, one UTF-16 unit for one, so offsets stay the input's. */
function narrow(text: string): string {
  return text.replace(/[０-９：]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** Masked characters become a private-use character that no rule matches or reads across. */
export function mask(text: string, spans: readonly CaptureSpan[]): string {
  if (!spans.length) return text;
  const chars = text.split('');
  for (const s of spans) for (let i = s.start; i < s.end && i < chars.length; i++) chars[i] = '\uE000';
  return chars.join('');
}

/** Earliest first, longest first at the same place; overlapping matches lose. */
export function choose(found: Found[]): Found[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Found[] = [];
  for (const f of sorted) if (!out.some((o) => f.start < o.end && o.start < f.end)) out.push(f);
  return out;
}

function findWhen(text: string, language: CaptureLanguage, ctx: RuleContext) {
  const order = [language, ...CAPTURE_LANGUAGES.filter((l) => l !== language)];
  for (const lang of order) {
    if (lang !== language && !rulesFor(lang).trigger.test(text)) continue;
    const chosen = choose(runRules(rulesFor(lang).when, text, ctx));
    const date = chosen.find((f) => f.kind === 'date');
    const time = chosen.find((f) => f.kind === 'time');
    if (date || time) return { date, time };
  }
  return { date: undefined, time: undefined };
}

export function parse(input: string, options: CaptureOptions): CaptureResult {
  const reference =
    options.reference && !Number.isNaN(options.reference.getTime()) ? options.reference : new Date();
  const now = wallClock(reference, options.timeZone);
  const ctx: RuleContext = { today: now, weekday: now.weekday, minuteOfDay: now.hour * 60 + now.minute };
  const text = narrow(input);
  const explicit = findExplicit(text, options.boards ?? [], options.literal ?? []);
  // Repeat words first: "every Monday" is a rule, not next Monday's date.
  const repeatFound = findRepeat(mask(text, explicit.masked), options.language);
  const masked = mask(text, [...explicit.masked, ...(repeatFound ? [repeatFound] : [])]);

  const when = findWhen(masked, options.language, ctx);
  const time = when.time;
  let date = when.date;
  if (!date) {
    const rest = mask(masked, time ? [time] : []);
    date = findAbsoluteDate(rest, options.language, ctx) ?? undefined;
  }
  const whenSpans = [date, time].filter((f): f is Found => f !== undefined);
  const words = choose(runRules(rulesFor(options.language).words, mask(masked, whenSpans), ctx));

  // A time said on its own wins over one that came with the date ("in 2 hours").
  const said = time?.time ?? date?.time;
  const clock = said ? applyHint(said, date?.hint) : null;
  let dueDate = date?.date ?? null;
  if (!dueDate && clock) {
    const ahead = clock.hour * 60 + clock.minute > now.hour * 60 + now.minute;
    dueDate = ahead ? ctx.today : addDays(ctx.today, 1);
  }
  // A date the repeat alone implies is not "due soon": urgency comes from dates people say.
  const repeat = repeatFound ? anchorRepeat(repeatFound, dueDate, ctx.today) : null;
  const decided = decideQuadrant({
    base: options.quadrant ?? DEFAULT_QUADRANT,
    explicit: explicit.quadrant,
    words: words.map((w) => ({ word: input.slice(w.start, w.end), effect: w.effect ?? 'urgent' })),
    dueSoon: dueDate && isDueSoon(now, dueDate, clock) ? dueDate : null,
  });

  const tokens: CaptureToken[] = [...explicit.tokens];
  const add = (kind: CaptureToken['kind'], f: Found) =>
    tokens.push({ kind, start: f.start, end: f.end, text: input.slice(f.start, f.end) });
  if (date) add('date', date);
  if (time) add('time', time);
  if (repeatFound) {
    const { start, end } = repeatFound;
    tokens.push({ kind: 'repeat', start, end, text: input.slice(start, end) });
  }
  for (const w of words)
    add(w.effect === 'urgent' || w.effect === 'not-urgent' ? 'urgency' : 'importance', w);
  tokens.sort((a, b) => a.start - b.start);

  const removed = [...explicit.removed, ...whenSpans, ...words, ...(repeatFound ? [repeatFound] : [])];
  return {
    title: buildTitle(input, removed, options.language),
    dueDate: repeat?.dueDate ?? (dueDate ? formatDate(dueDate) : null),
    dueTime: clock ? formatTime(clock.hour, clock.minute) : null,
    repeat: repeat?.rule ?? null,
    quadrant: decided.quadrant,
    quadrantReasons: decided.reasons,
    boardId: explicit.boardId,
    tokens,
  };
}
