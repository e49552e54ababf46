/**
 * parseCapture's steps: explicit tokens first (quotes, !n, #tags, literal spans are masked so no
 * other rule reads them), then named days ("Black Friday"), then repeat words in any capture
 * language, then the date and time in the language the phrase is written in (detect.ts: the
 * person's unless another's words clearly say more), then chrono-node for written absolute
 * dates. Rules are compiled once per language, on first use.
 */
import { findAbsoluteDate } from './absolute.ts';
import { choose, findWhen } from './detect.ts';
import { findExplicit } from './explicit.ts';
import { applyHint, type Found, type RuleContext } from './found.ts';
import { namedDays } from './names.ts';
import { decideQuadrant, DEFAULT_QUADRANT, isDueSoon } from './quadrant.ts';
import { anchorRepeat, findRepeat } from './repeat.ts';
import { runRules } from './rules.ts';
import { rulesFor } from './rules-for.ts';
import { buildTitle } from './tidy.ts';
import type { CaptureLanguage, CaptureOptions, CaptureResult, CaptureSpan, CaptureToken } from './types.ts';
import { addDays, formatDate, formatTime, wallClock } from './zone.ts';

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

/** Urgency words: the person's language's, and the phrase's when another language said the date. */
function findWords(text: string, languages: readonly CaptureLanguage[], ctx: RuleContext): Found[] {
  return choose([...new Set(languages)].flatMap((l) => runRules(rulesFor(l).words, text, ctx)));
}

export function parse(input: string, options: CaptureOptions): CaptureResult {
  const reference =
    options.reference && !Number.isNaN(options.reference.getTime()) ? options.reference : new Date();
  const now = wallClock(reference, options.timeZone);
  const ctx: RuleContext = { today: now, weekday: now.weekday, minuteOfDay: now.hour * 60 + now.minute };
  const text = narrow(input);
  const explicit = findExplicit(text, options.boards ?? [], options.literal ?? []);
  const names = [...explicit.masked, ...namedDays(mask(text, explicit.masked))];
  // Repeat words first: "every Monday" is a rule, not next Monday's date.
  const repeats = findRepeat(mask(text, names), options.language);
  const repeatFound = repeats.found;
  const masked = mask(text, [
    ...names,
    ...repeats.unsaid,
    ...repeats.names,
    ...(repeatFound ? [repeatFound] : []),
  ]);

  const when = findWhen(masked, options.language, ctx);
  const time = when.time;
  let date = when.date;
  if (!date) {
    const rest = mask(masked, time ? [time] : []);
    date = findAbsoluteDate(rest, options.language, ctx) ?? undefined;
  }
  const whenSpans = [date, time].filter((f): f is Found => f !== undefined);
  const languages = [options.language, when.language];
  const words = findWords(mask(masked, whenSpans), languages, ctx);

  // A time said on its own wins over one that came with the date ("in 2 hours").
  const said = time?.time ?? date?.time;
  const clock = said ? applyHint(said, date?.hint ?? repeatFound?.hint) : null;
  let dueDate = date?.date ?? null;
  if (!dueDate && clock) {
    const ahead = clock.hour * 60 + clock.minute > now.hour * 60 + now.minute;
    dueDate = ahead ? ctx.today : addDays(ctx.today, 1);
  }
  // A date the repeat alone implies (with a bare time too: "every day at 9") is not "due soon":
  // urgency comes from dates people say.
  const repeat = repeatFound ? anchorRepeat(repeatFound, dueDate, ctx.today) : null;
  const soon = repeat ? (date?.date ?? null) : dueDate;
  const decided = decideQuadrant({
    base: options.quadrant ?? DEFAULT_QUADRANT,
    explicit: explicit.quadrant,
    words: words.map((w) => ({ word: input.slice(w.start, w.end), effect: w.effect ?? 'urgent' })),
    dueSoon: soon && isDueSoon(now, soon, clock) ? soon : null,
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
    title: buildTitle(input, removed, languages, explicit.marks),
    dueDate: repeat?.dueDate ?? (dueDate ? formatDate(dueDate) : null),
    dueTime: clock ? formatTime(clock.hour, clock.minute) : null,
    repeat: repeat?.rule ?? null,
    quadrant: decided.quadrant,
    quadrantReasons: decided.reasons,
    boardId: explicit.boardId,
    tokens,
  };
}
