/**
 * A date word inside a name is not a date (ADR 0015 "Names"). Quotes are explicit.ts's; here:
 * - Named days: holidays and brands built on a weekday ("Black Friday", "Viernes Santo",
 *   毎日新聞) are masked in every language.
 * - Spanish, French, Italian and Portuguese write weekdays, months and "tomorrow" in lowercase:
 *   one with a capital that does not start a sentence is a name ("Llamar a Domingo García").
 * - In those and in English, a date word followed by a capitalised word the rules do not read,
 *   directly or across "and"/"of"/"de"…, or by itself again, starts a name: "Tuesday Club
 *   meeting", "Friday Night Lights", "Tomorrow and Tomorrow and Tomorrow"; the name runs to the
 *   last capitalised word. "Call Anna Friday" (nothing after) and "Friday March 13" (a date after)
 *   stay dates. German capitalises every noun ("Freitag Zahnarzt"), so only quotes and named days
 *   make its names; Japanese and Chinese names are in rules-cjk.ts.
 * - A date word glued to another word by a dot, hyphen, slash or underscore is part of it
 *   ("Monday.com", "Dienstags-Meeting"); an English weekday after an article or possessive is a
 *   noun's attribute ("the Friday meeting", words/en.ts).
 */
import type { Found } from './found.ts';
import { B, E } from './rules.ts';
import type { CaptureLanguage, CaptureSpan } from './types.ts';

const NAMED_DAYS = [
  'black\\s+friday|cyber\\s+monday|good\\s+friday|ash\\s+wednesday|maundy\\s+thursday',
  'holy\\s+(?:thursday|saturday)|easter\\s+(?:sunday|monday)|palm\\s+sunday|whit\\s+(?:sunday|monday)',
  'super\\s+(?:bowl\\s+sunday|tuesday)|blue\\s+monday|giving\\s+tuesday|mothering\\s+sunday',
  'schwarzer\\s+freitag|weißer\\s+sonntag',
  'vendredi\\s+saint|jeudi\\s+saint|samedi\\s+saint|mercredi\\s+des\\s+cendres|mardi\\s+gras',
  'lundi\\s+de\\s+(?:pâques|paques|pentecôte|pentecote)|dimanche\\s+des\\s+rameaux',
  'viernes\\s+santo|jueves\\s+santo|s[áa]bado\\s+santo|mi[ée]rcoles\\s+de\\s+ceniza',
  'domingo\\s+de\\s+(?:ramos|resurrecci[óo]n|pascua|p[áa]scoa)|lunes\\s+de\\s+pascua',
  "venerd[ìi]\\s+santo|gioved[ìi]\\s+(?:santo|grasso)|marted[ìi]\\s+grasso|luned[ìi]\\s+dell['’]angelo",
  'mercoled[ìi]\\s+delle\\s+ceneri|domenica\\s+delle\\s+palme',
  'sexta(?:-feira)?\\s+santa|quinta(?:-feira)?\\s+santa|quarta(?:-feira)?\\s+de\\s+cinzas',
  's[áa]bado\\s+de\\s+aleluia|ter[çc]a(?:-feira)?\\s+de\\s+carnaval',
].join('|');
/** Japanese and Chinese names, written without spaces: no word boundary around them. */
const NAMED_CJK = '毎日新聞|毎日放送';
const NAMED = new RegExp(`${B}(?:${NAMED_DAYS})${E}|${NAMED_CJK}`, 'giu');

/** Named days in `text`, to mask before any rule reads it. */
export function namedDays(text: string): CaptureSpan[] {
  return [...text.matchAll(NAMED)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

const LOWERCASE_DATES = new Set<CaptureLanguage>(['es', 'fr', 'it', 'pt']);
const CONNECTORS: Partial<Record<CaptureLanguage, string>> = {
  en: 'and|&|of|of\\s+the',
  es: 'y|de|del|de\\s+la',
  fr: 'et|&|de|du|des|de\\s+la',
  it: 'e|&|di|del|della',
  pt: 'e|&|de|do|da',
};
/** A capital followed by a lowercase letter: "Club", "Addams"; not "NASA", "PM", "H". */
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).replace(/[\s"'“”„«»‹›([*•·\-–—]+$/u, '');
  return before === '' || /[.!?:;…]$/u.test(before);
}

/** The end of the run of capitalised words (joined by connectors) that starts at `from`. */
function runEnd(text: string, from: number, run: RegExp): number {
  let end = from;
  run.lastIndex = end;
  for (let m = run.exec(text); m; m = run.exec(text)) end = run.lastIndex;
  return end;
}

interface Patterns {
  /** The capitalised word after a date, across a connector or not. */
  next: RegExp;
  /** One more capitalised word of a run (sticky: read at lastIndex). */
  run: RegExp;
}
const patterns = new Map<string, Patterns>();

function patternsFor(connectors: string): Patterns {
  let p = patterns.get(connectors);
  if (!p) {
    const word = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
    p = {
      next: new RegExp(`^[ \\t]+(?:(${connectors})[ \\t]+)?(${word})`, 'u'),
      run: new RegExp(`[ \\t]+(?:(?:${connectors})[ \\t]+)?${word}`, 'uy'),
    };
    patterns.set(connectors, p);
  }
  return p;
}

function followsAsName(text: string, f: Found, finds: readonly Found[], next: RegExp): boolean {
  const words = [...text.slice(f.start, f.end).matchAll(WORD)].map((m) => m[0]);
  const last = words[words.length - 1];
  if (!last || !CAPITALISED.test(last)) return false;
  const m = next.exec(text.slice(f.end));
  const word = m?.[2];
  if (!m || !word || !CAPITALISED.test(word)) return false;
  if (word.toLowerCase() === last.toLowerCase()) return true;
  const at = f.end + m[0].length - word.length;
  return !finds.some((g) => g !== f && g.start <= at && at < g.end);
}

function capitalisedInside(text: string, f: CaptureSpan): boolean {
  for (const m of text.slice(f.start, f.end).matchAll(WORD)) {
    if (CAPITALISED.test(m[0]) && !atSentenceStart(text, f.start + m.index)) return true;
  }
  return false;
}

/** Glued to a word by a dot, hyphen, slash or underscore: "Monday.com", "Dienstags-Meeting". */
function glued(text: string, span: CaptureSpan): boolean {
  return /^[.\-_/@][\p{L}\p{N}]/u.test(text.slice(span.end, span.end + 2));
}

/**
 * Whether a repeat phrase is part of a name: glued to a word, or holding a capital where the
 * language writes none ("écouter Les lundis au soleil", "ver Los lunes al sol").
 */
export function repeatIsName(text: string, span: CaptureSpan, language: CaptureLanguage): boolean {
  return glued(text, span) || (LOWERCASE_DATES.has(language) && capitalisedInside(text, span));
}

/** `finds` without those that are (part of) a name, by the rules above. */
export function dropNames(text: string, finds: readonly Found[], language: CaptureLanguage): Found[] {
  const connectors = CONNECTORS[language];
  if (!finds.length || language === 'ja' || language === 'zh') return [...finds];
  const { next, run } = patternsFor(connectors ?? '(?!)');
  const names: CaptureSpan[] = [];
  for (const f of finds) {
    if (f.kind === 'word') continue;
    const lower = LOWERCASE_DATES.has(language) && capitalisedInside(text, f);
    if (lower || (connectors && followsAsName(text, f, finds, next))) {
      names.push({ start: f.start, end: runEnd(text, f.end, run) });
    } else if (/\p{L}/u.test(text.charAt(f.end - 1)) && glued(text, f)) names.push(f);
  }
  return finds.filter((f) => !names.some((n) => f.start < n.end && n.start < f.end));
}
