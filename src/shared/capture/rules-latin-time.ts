/**
 * Time rules for the languages written with spaces: "at 5pm", "17h30", "um 9 Uhr", "a las 5 de la
 * tarde", "alle 10 e mezza", "halb 10", noon and midnight. A bare number is a time only after a
 * time preposition ("at 5"), or with its unit and no space ("17h") or "Uhr"/"o'clock".
 */
import { resolveHour } from './found.ts';
import type { Hint, LatinLexicon } from './lexicon.ts';
import { alt, hintOf, numberOf } from './latin-words.ts';
import { B, E, indexOfMatch, rx, type Rule } from './rules.ts';

export function timeRules(lex: LatinLexicon): Rule[] {
  // A preposition ending in an apostrophe (all'una) joins its hour without a space.
  const prep = `(?:${lex.timePrep})`;
  const gap = "(?:\\s+|(?<=['’]))";
  const prepBare = `(?:${lex.timePrepBare ?? lex.timePrep})`;
  const hourWords = Object.entries(lex.numbers)
    .filter(([w, n]) => n >= 1 && n <= 12 && w.length > 2 && !w.includes(' '))
    .map(([w]) => w)
    .sort((a, b) => b.length - a.length);
  const hour = `(\\d{1,2}|${hourWords.join('|')})`;
  const dayparts = alt(lex.timeDayparts.map(([s]) => s));
  const minuteWords = lex.minuteWords.length ? alt(lex.minuteWords.map(([s]) => s)) : '(?!)';
  const tail = `(?:\\s+(${minuteWords}))?(?:\\s+(${dayparts}))?`;
  const notAmount = '(?!\\s*(?:%|€|\\$|[.,/-]\\d))';
  // Each language's own hour word: English rules read German "10 Uhr" before.
  const word = lex.hourWord ? `(?:${lex.hourWord})` : '(?!)';

  function build(
    h: string | undefined,
    min: string | undefined,
    opts: {
      meridiem?: Hint;
      twentyFour?: boolean;
      minuteWord?: string;
      daypart?: string;
    },
  ) {
    const hourValue = h && /^\d+$/.test(h) ? Number(h) : numberOf(lex, h);
    if (hourValue === null) return null;
    let minute = min ? Number(min) : 0;
    let hr = hourValue;
    if (opts.minuteWord) {
      const i = indexOfMatch(
        lex.minuteWords.map(([s]) => s),
        opts.minuteWord,
      );
      const delta = lex.minuteWords[i]?.[1] ?? 0;
      if (delta < 0) {
        hr -= 1;
        minute = 60 + delta;
      } else minute += delta;
    }
    const meridiem = opts.meridiem ?? hintOf(lex.timeDayparts, opts.daypart);
    const time = resolveHour(hr, minute, { meridiem, twentyFour: opts.twentyFour });
    return time ? { kind: 'time' as const, time } : null;
  }

  const rules: Rule[] = [
    {
      re: rx(`${B}(?:${prep}${gap})?${hour}(?:[:.](\\d{2}))?\\s*(a\\.?m\\.?|p\\.?m\\.?)(?![\\p{L}])`),
      resolve: (m) => build(m[1], m[2], { meridiem: /^a/i.test(m[3] ?? '') ? 'am' : 'pm' }),
    },
    {
      re: rx(`${B}${prep}${gap}${hour}(?:[:.](\\d{2}))?\\s*(?:${lex.hourUnit})(?:\\s*(\\d{2}))?${tail}${E}`),
      resolve: (m) =>
        build(m[1], m[2] ?? m[3], {
          twentyFour: /^\d{2}$/.test(m[1] ?? ''),
          minuteWord: m[4],
          daypart: m[5],
        }),
    },
    {
      // Without a preposition only "17h" (no space), "9 Uhr", "5 o'clock" are times: "2 h de
      // vidéos" and "2h of video" are durations.
      re: rx(
        `${B}(\\d{1,2})(?:\\.(\\d{2})(?=\\s*${word}))?(?:(?:${lex.hourUnit})|\\s+${word})(?:\\s*(\\d{2}))?${tail}${E}` +
          `(?!\\s+(?:de|d['’]|of|par|pro|por|per|von)(?![\\p{L}]))`,
      ),
      resolve: (m) =>
        build(m[1], m[2] ?? m[3], {
          twentyFour: /^\d{2}$/.test(m[1] ?? ''),
          minuteWord: m[4],
          daypart: m[5],
        }),
    },
    {
      re: rx(
        `${B}(?:${prep}${gap})?(\\d{1,2}):(\\d{2})(?:\\s*(?:${lex.hourUnit}))?(?:\\s+(${dayparts}))?${E}`,
      ),
      resolve: (m) => build(m[1], m[2], { twentyFour: (m[1] ?? '').length === 2, daypart: m[3] }),
    },
    {
      re: rx(`${B}${prepBare}${gap}${hour}(?:[:.](\\d{2}))?${tail}${E}${notAmount}`),
      resolve: (m) => build(m[1], m[2], { minuteWord: m[3], daypart: m[4] }),
    },
    {
      re: rx(`${B}(?:${lex.noon})${E}`),
      resolve: () => ({ kind: 'time', time: { hour: 12, minute: 0, fixed: true } }),
    },
    {
      re: rx(`${B}(?:${lex.midnight})${E}`),
      resolve: () => ({ kind: 'time', time: { hour: 0, minute: 0, fixed: true } }),
    },
  ];
  if (lex.halfBefore) {
    rules.push({
      re: rx(`${B}(?:${prep}${gap})?${lex.halfBefore}\\s+${hour}(?:\\s+(${dayparts}))?${E}`),
      resolve(m) {
        const h = numberOf(lex, m[1]);
        return h === null ? null : build(String(h - 1), '30', { daypart: m[2] });
      },
    });
  }
  return rules;
}
