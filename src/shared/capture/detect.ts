/**
 * Which language's rules read the date and time of a line (ADR 0015 "Language of a phrase"):
 * 1. The person's language always runs; another capture language runs when one of its date words,
 *    or one of its time prepositions or hour units beside a number, is in the text ("um 10",
 *    "à 17h", "a las 5", "10 Uhr", 毎週, 明天). Its abbreviated weekdays are not read ("Dom" is a
 *    name in English).
 * 2. Each language keeps what its rules read, minus names (names.ts) and dates right after an
 *    every-word it did not understand as a repeat ("every last Friday").
 * 3. The phrase's language is the one whose reading holds the most of its own words: letter words
 *    of two letters or more, am/pm aside, each Japanese or Chinese character one. Numbers say
 *    nothing. A tie goes to the person's language, then to the fixed order; a reading beats none.
 * 4. Never half-eaten: a span the chosen language reads grows to a longer reading of another
 *    language that overlaps it ("10 Uhr" → "um 10 Uhr"), taking that reading's meaning.
 */
import type { Found, RuleContext } from './found.ts';
import { dropNames } from './names.ts';
import { everyWordBefore } from './repeat.ts';
import { runRules } from './rules.ts';
import { rulesFor, triggerFor } from './rules-for.ts';
import { CAPTURE_LANGUAGES, type CaptureLanguage } from './types.ts';

export interface When {
  date?: Found;
  time?: Found;
  /** The language whose rules read the phrase. */
  language: CaptureLanguage;
}

interface Reading {
  language: CaptureLanguage;
  /** Everything its rules read (for growing another language's spans). */
  finds: Found[];
  /** What it would take: its first date and first time. */
  picked: Found[];
}

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Earliest first, longest first at the same place; overlapping matches lose. */
export function choose(found: readonly Found[]): Found[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Found[] = [];
  for (const f of sorted) if (!out.some((o) => f.start < o.end && o.start < f.end)) out.push(f);
  return out;
}

function pick(found: readonly Found[]): Found[] {
  const chosen = choose(found);
  const date = chosen.find((f) => f.kind === 'date');
  const time = chosen.find((f) => f.kind === 'time');
  return [date, time].filter((f): f is Found => f !== undefined);
}

function evidence(text: string, spans: readonly Found[]): number {
  let n = 0;
  for (const f of spans) {
    for (const [word] of text.slice(f.start, f.end).matchAll(/\p{L}+/gu)) {
      const cjk = [...word].filter((c) => CJK_CHAR.test(c)).length;
      n += cjk || (word.length >= 2 && !/^[ap]m$/iu.test(word) ? 1 : 0);
    }
  }
  return n;
}

function read(text: string, language: CaptureLanguage, own: boolean, ctx: RuleContext): Reading | null {
  if (!own && !triggerFor(language).test(text)) return null;
  const all = runRules(rulesFor(language).when, text, ctx).filter((f) => own || !f.short);
  const finds = dropNames(text, all, language).filter(
    (f) => f.kind !== 'date' || !everyWordBefore(text, f.start),
  );
  return { language, finds, picked: pick(finds) };
}

/** A span grown to the longest other reading overlapping it, with that reading's meaning. */
function grow(f: Found, others: readonly Reading[]): Found {
  let best = f;
  for (const g of others.flatMap((r) => r.finds)) {
    const overlaps = g.start < f.end && f.start < g.end;
    if (overlaps && g.end - g.start > best.end - best.start) best = g;
  }
  if (best === f) return f;
  return { ...best, start: Math.min(f.start, best.start), end: Math.max(f.end, best.end) };
}

/** The date and time of `text`, read in the language its words say (see above). */
export function findWhen(text: string, language: CaptureLanguage, ctx: RuleContext): When {
  const order = [language, ...CAPTURE_LANGUAGES.filter((l) => l !== language)];
  const readings = order
    .map((l) => read(text, l, l === language, ctx))
    .filter((r): r is Reading => r !== null);
  let best = readings[0];
  for (const r of readings) {
    if (!best || r.picked.length === 0) continue;
    const more = evidence(text, r.picked) > evidence(text, best.picked);
    if (more || best.picked.length === 0) best = r;
  }
  if (!best) return { language };
  const winner = best;
  const others = readings.filter((r) => r !== winner);
  const [date, time] = ['date', 'time'].map((kind) =>
    pick(winner.picked.map((f) => grow(f, others))).find((f) => f.kind === kind),
  );
  return { date, time, language: winner.language };
}
