/**
 * Repeat rules for the languages written with spaces, built once per language from its repeat
 * words (words/*-repeat.ts) and its date words (numbers, parts of the day): fixed phrases first
 * ("täglich", "en semaine"), then "every N units", "every other unit", "every unit" (a week's may
 * name its days), "every Monday and Thursday" and the habitual plural ("on Mondays", "montags").
 */
import { WORKDAYS, type RepeatFreq } from '../recurrence.ts';
import { alt, hintOf } from './latin-words.ts';
import type { Hint, LatinLexicon } from './lexicon.ts';
import type { RepeatCode, RepeatLexicon } from './repeat-lexicon.ts';
import { B, E, rx } from './rules.ts';

/** A rule a phrase says, before it is anchored on a date. Weekdays 0 Monday .. 6 Sunday. */
export interface RepeatValue {
  freq: RepeatFreq;
  interval: number;
  weekdays: number[];
  /** The day of the month the phrase itself names ("le 5 de chaque mois"). */
  monthDay: number | null;
  hint?: Hint;
}

export interface RepeatRule {
  re: RegExp;
  resolve(m: RegExpExecArray): RepeatValue | null;
}

export interface RepeatRules {
  rules: RepeatRule[];
  /** Weekday lists said without an every-word: masked, neither a rule nor a date. */
  lists?: RegExp;
  unsaid: RegExp[];
}

const UNITS = ['day', 'week', 'month', 'year'] as const;
const FREQ: Record<(typeof UNITS)[number], RepeatFreq> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  year: 'yearly',
};

export function codeValue(code: RepeatCode): RepeatValue {
  const none = { interval: 1, weekdays: [], monthDay: null };
  if (code === 'workdays') return { ...none, freq: 'weekly', weekdays: [...WORKDAYS] };
  if (code === 'weekend') return { ...none, freq: 'weekly', weekdays: [5] };
  if (code === 'month-end') return { ...none, freq: 'monthly', monthDay: 31 };
  const [head = 'daily', hint] = code.split('@');
  const [freq, interval] = head.split('/');
  const value: RepeatValue = { ...none, freq: freq as RepeatFreq, interval: interval ? Number(interval) : 1 };
  return hint === 'am' || hint === 'pm' ? { ...value, hint } : value;
}

/** The weekdays named in `text` (Monday first), in week order. */
export function weekdaysIn(text: string, days: readonly RegExp[]): number[] {
  return days.flatMap((re, i) => (re.test(text) ? [i] : []));
}

function phraseRules(r: RepeatLexicon, lex: LatinLexicon, anyDay: string, days: readonly RegExp[]) {
  const daypart = `(?:\\s+(${alt(lex.dayparts.map(([s]) => s))}))?`;
  return r.phrases.map(([source, code]): RepeatRule => {
    const named = source.replaceAll('{day}', `(?:${anyDay})`).replaceAll('{n}', '(?:\\d{1,2})');
    return {
      // "every weekday morning": a part of the day said with the phrase goes with it.
      re: rx(`${B}(?:${named})${daypart}${E}`),
      resolve(m) {
        const value = codeValue(code);
        const hint = hintOf(lex.dayparts, m[1]);
        if (hint) value.hint = hint;
        if (source.includes('{day}')) value.weekdays = weekdaysIn(m[0], days);
        if (!source.includes('{n}')) return value;
        const day = Number(/\d{1,2}/.exec(m[0])?.[0]);
        return day >= 1 && day <= 31 ? { ...value, monthDay: day } : null;
      },
    };
  });
}

/** The pieces a language's built rules share. */
interface Pieces {
  r: RepeatLexicon;
  /** Any weekday, singular or plural. */
  anyDay: string;
  days: RegExp[];
  sep: string;
  list: (day: string) => string;
  daypart: string;
  count: string;
  every: string;
  /** An every-word before a singular or a plural. */
  some: string;
  onDays: string;
  ordinals: string[];
  countOf: (word: string | undefined) => number | null;
  build: (freq: RepeatFreq, interval: number | null, dayText?: string, part?: string) => RepeatValue | null;
}

function pieces(lex: LatinLexicon, r: RepeatLexicon): Pieces {
  const anyDay = alt(r.weekdays.map((w, i) => `${r.weekdaysPlural[i] ?? w}|${w}`));
  const days = r.weekdays.map((w, i) => new RegExp(`${B}(?:${r.weekdaysPlural[i] ?? w}|${w})${E}`, 'iu'));
  const sep = `(?:\\s*[,&+/]\\s*(?:(?:${r.and})\\s+)?|\\s+(?:${r.and})\\s+)`;
  const list = (day: string) =>
    `(?:${day})(?:${sep}(?:(?:${r.every}|${r.everyPlural}|${r.listArticle})\\s+)?(?:${day}))*`;
  const numberWords = Object.keys(lex.numbers)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, '\\s+'));
  return {
    r,
    anyDay,
    days,
    sep,
    list,
    daypart: `(?:\\s+(${alt(lex.dayparts.map(([s]) => s))}))?`,
    count: `(\\d{1,3}|couple(?:\\s+of)?|${numberWords.join('|')})`,
    every: `(?:${r.every})`,
    some: `(?:${r.every}|${r.everyPlural})`,
    onDays: `(?:,?\\s+(?:${r.onDays})\\s+(${list(anyDay)}))?`,
    ordinals: Object.keys(r.ordinals),
    countOf(word) {
      if (!word) return null;
      if (/^\d+$/.test(word)) return Number(word);
      if (/^couple/i.test(word)) return 2;
      return lex.numbers[word.toLowerCase().replace(/\s+/g, ' ')] ?? null;
    },
    build(freq, interval, dayText, part) {
      if (interval === null || interval < 1 || interval > 365) return null;
      const weekdays = dayText ? weekdaysIn(dayText, days) : [];
      return { freq, interval, weekdays, monthDay: null, hint: hintOf(lex.dayparts, part) };
    },
  };
}

/** "every 2 weeks", "every week", "every other week", each unit's (a week's may name its days). */
function unitRules(p: Pieces): RepeatRule[] {
  const { r, some, every, count, build } = p;
  return UNITS.flatMap((unit): RepeatRule[] => {
    const [one, many] = r.units[unit];
    const tail = unit === 'week' ? p.onDays : '()';
    const ordinal: RepeatRule[] = p.ordinals.length
      ? [
          {
            re: rx(`${B}${every}\\s+(${alt(p.ordinals)})\\s+(?:${one})${tail}${E}`),
            resolve: (m) => build(FREQ[unit], r.ordinals[(m[1] ?? '').toLowerCase()] ?? null, m[2]),
          },
        ]
      : [];
    return [
      {
        re: rx(`${B}${some}\\s+${count}\\s+(?:${many})${tail}${E}`),
        resolve: (m) => build(FREQ[unit], p.countOf(m[1]), m[2]),
      },
      {
        re: rx(`${B}(?:${every}\\s+(?:${one})|(?:${r.everyPlural})\\s+(?:${many}))${tail}${E}`),
        resolve: (m) => build(FREQ[unit], 1, m[1]),
      },
      ...ordinal,
    ];
  });
}

/** "every other Friday", "every Monday and Thursday", "on Mondays", "montags": weekly on days. */
function weekdayRules(p: Pieces): RepeatRule[] {
  const { r, every, anyDay, daypart, build } = p;
  const rules: RepeatRule[] = [];
  if (p.ordinals.length) {
    rules.push({
      re: rx(`${B}${every}\\s+(${alt(p.ordinals)})\\s+(${anyDay})${daypart}${E}`),
      resolve: (m) => build('weekly', r.ordinals[(m[1] ?? '').toLowerCase()] ?? null, m[2], m[3]),
    });
  }
  rules.push({
    re: rx(`${B}${p.some}\\s+(${p.list(anyDay)})${daypart}${E}`),
    resolve: (m) => build('weekly', 1, m[1], m[2]),
  });
  if (r.habitual !== null) {
    const plural = p.list(alt(r.weekdaysPlural));
    rules.push({
      re: rx(`${B}${r.habitual ? `(?:${r.habitual})\\s+` : ''}(${plural})${daypart}${E}`),
      resolve: (m) => build('weekly', 1, m[1], m[2]),
    });
  }
  return rules;
}

/** Every rule of one language, the phrases first (at the same place, the first listed wins). */
export function latinRepeatRules(lex: LatinLexicon, r: RepeatLexicon): RepeatRules {
  const p = pieces(lex, r);
  const rules = [...phraseRules(r, lex, p.anyDay, p.days), ...unitRules(p), ...weekdayRules(p)];
  const unsaid = r.unsaid.map((s) => rx(`${B}(?:${s.replaceAll('{day}', `(?:${p.anyDay})`)})${E}`));
  // Two weekdays or more joined without an every-word ("Gym Mon, Wed and Fri"): a rule or a few
  // dates, nobody can tell; left whole rather than one day read and the others left behind.
  const lists = rx(`${B}(?:${p.anyDay})(?:${p.sep}(?:(?:${r.listArticle})\\s+)?(?:${p.anyDay}))+${E}`);
  return { rules, unsaid, lists };
}

/**
 * The letter words of four letters or more a regular expression's source spells: escapes and
 * character classes are skipped, and a letter made optional ("jours?") ends its word.
 */
function literals(source: string): string[] {
  const words: string[] = [];
  let word = '';
  const flush = () => {
    if (word.length >= 4) words.push(word.toLowerCase());
    word = '';
  };
  for (let i = 0; i < source.length && i >= 0; i++) {
    const c = source.charAt(i);
    if (/\p{L}/u.test(c)) {
      word += c;
      continue;
    }
    if (c === '?' || c === '*') word = word.slice(0, -1);
    flush();
    if (c === '\\') i = /[pP]/.test(source.charAt(i + 1)) ? source.indexOf('}', i) : i + 1;
    else if (c === '[') i = source.indexOf(']', i + 1);
  }
  flush();
  return words;
}

/**
 * Whether a text may hold one of the language's repeat phrases: it has a word of four letters or
 * more that they spell ("every", "jeden", "tous", "semaine", "mondays"), or its `alsoTrigger`.
 * Every phrase and every built rule holds one (an every-word, a weekday; repeat.test.ts checks
 * the phrases), so a text without any runs, and compiles, none of the language's rules.
 */
export function latinRepeatTrigger(r: RepeatLexicon): RegExp {
  const sources = [
    r.every,
    r.everyPlural,
    ...r.weekdays,
    ...r.weekdaysPlural,
    ...r.phrases.map(([source]) => source),
    ...r.unsaid,
  ];
  const words = [...new Set(sources.flatMap(literals))].sort((a, b) => b.length - a.length);
  return new RegExp([...words, ...(r.alsoTrigger ? [r.alsoTrigger] : [])].join('|'), 'iu');
}
