/**
 * Date and urgency rules for the languages written with spaces (en es fr de it pt), built once per
 * language from its word lists (words/*.ts); their time rules are in rules-latin-time.ts.
 */
import {
  endOfMonth,
  firstOfNextMonth,
  inMinutes,
  inUnits,
  nextDayMonth,
  nextDayOfMonth,
  nextMonday,
  resolveWeekday,
  weekend,
  type WeekdayMode,
} from './found.ts';
import { alt, hintOf, numberOf } from './latin-words.ts';
import type { LatinLexicon } from './lexicon.ts';
import { timeRules } from './rules-latin-time.ts';
import { B, E, indexOfMatch, rx, type Rule } from './rules.ts';

function dateRules(lex: LatinLexicon, language: string): Rule[] {
  const prep = `(?:${lex.datePrep}\\s+)?`;
  const dayparts = alt(lex.dayparts.map(([s]) => s));
  const numberWords = Object.keys(lex.numbers)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, '\\s+'));
  const count = `(\\d{1,3}|${numberWords.join('|')})`;
  const months = alt(lex.months);
  const rules: Rule[] = [];

  rules.push({
    re: rx(`${B}${prep}(${alt(lex.relative.map(([s]) => s))})(?:\\s+(${dayparts}))?${E}`),
    resolve(m, ctx) {
      const i = indexOfMatch(
        lex.relative.map(([s]) => s),
        m[1] ?? '',
      );
      const rel = lex.relative[i];
      if (!rel) return null;
      return { kind: 'date', date: inUnits(ctx, rel[1], 'day'), hint: hintOf(lex.dayparts, m[2]) ?? rel[2] };
    },
  });

  // A short form that is also a word ("sat", "mar", "so") is a weekday only right before a time
  // or a part of the day ("sat 11am", "sáb por la noche"), and never after an article.
  const clock = `\\d{1,2}(?:[:.h]\\d{2}|\\s*(?:a\\.?m|p\\.?m|${lex.hourUnit}))(?![\\p{L}\\p{N}])`;
  const timeAhead = `(?=,?\\s+(?:(?:${lex.timePrep})\\s+\\d|${clock}|(?:${dayparts})${E}))`;
  const notNoun = `(?<!${B}(?:${lex.articles})\\s+)`;
  const attribute = lex.weekdayArticles ? `(?<!${B}(?:${lex.weekdayArticles})\\s+)` : '';
  const weekdays = lex.weekdays.map(
    (w, i) => `${attribute}(?:${w})|${notNoun}(?:${lex.weekdayShort[i] ?? w})\\.?${timeAhead}`,
  );
  const weekdayNames = lex.weekdays.map((w, i) => `${w}|(?:${lex.weekdayShort[i] ?? w})\\.?`);
  // "mardi 17", "Dienstag, 17. März": the day's number, when said, is more precise than the weekday.
  // A number that is an hour ("Friday 9am", "jeudi 14h30", "Donnerstag 8 Uhr") is not one.
  const notHour = `(?!\\s*(?:[:.h]\\d|a\\.?m|p\\.?m|${lex.hourUnit})${E})(?![:.]\\d)`;
  // "Friday, March 13" too, as English writes it: the month is not left in the title.
  const dayNumber =
    `(?:,?\\s+(?:the\\s+|dia\\s+)?(\\d{1,2})(?:st|nd|rd|th|º)?(?:\\.(?!\\d))?${notHour}(?:\\s*(?:of\\s+|de\\s+)?(${months}))?` +
    `|,?\\s+(${months})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?${notHour})?`;
  rules.push({
    re: rx(
      `${B}${prep}(?:(${lex.nextBefore})\\s+|(${lex.thisBefore})\\s+)?(${alt(weekdays)})` +
        `(?:\\s+(${lex.nextAfter}))?${dayNumber}(?:\\s+(${dayparts}))?${E}`,
    ),
    resolve(m, ctx) {
      const target = indexOfMatch(weekdayNames, m[3] ?? '');
      if (target < 0) return null;
      const short = indexOfMatch(lex.weekdays, m[3] ?? '') < 0;
      const [dayText, monthText, daypart] = [m[5] ?? m[8], m[6] ?? m[7], m[9]];
      if (dayText) {
        const month = monthText ? indexOfMatch(lex.months, monthText) + 1 : 0;
        const day = Number(dayText);
        const date = month > 0 ? nextDayMonth(ctx, month, day) : nextDayOfMonth(ctx, day);
        return date ? { kind: 'date', date, hint: hintOf(lex.dayparts, daypart), short } : null;
      }
      let mode: WeekdayMode = m[2] ? 'this' : 'plain';
      if (m[1] && lex.nextWeekday === 'following-week') mode = 'following-week';
      if (m[4] && /week|sema|woche|settimana/iu.test(m[4])) mode = 'following-week';
      return {
        kind: 'date',
        date: resolveWeekday(ctx, target, mode),
        hint: hintOf(lex.dayparts, daypart),
        short,
      };
    },
  });

  const units = [lex.units.day, lex.units.week, lex.units.month];
  rules.push({
    re: rx(`${B}${lex.inPrefix}\\s+${count}\\s+(${alt(units)})${E}`),
    resolve(m, ctx) {
      let n = numberOf(lex, m[1]);
      const unit = (['day', 'week', 'month'] as const)[indexOfMatch(units, m[2] ?? '')];
      if (n === null || !unit) return null;
      // French counts a week as "8 jours" and two as "15 jours".
      if (language === 'fr' && unit === 'day' && (n === 8 || n === 15)) n -= 1;
      return { kind: 'date', date: inUnits(ctx, n, unit) };
    },
  });
  const clockUnits = [lex.units.hour, lex.units.minute];
  rules.push({
    re: rx(`${B}${lex.inPrefix}\\s+${count}(?:\\s+|(?<=['’]))(${alt(clockUnits)})${E}`),
    resolve(m, ctx) {
      const n = numberOf(lex, m[1]);
      const unit = indexOfMatch(clockUnits, m[2] ?? '');
      if (n === null || unit < 0) return null;
      return { kind: 'date', ...inMinutes(ctx, unit === 0 ? n * 60 : n) };
    },
  });

  rules.push({
    re: rx(`${B}${prep}${lex.nextWeek}${E}`),
    resolve: (_m, ctx) => ({ kind: 'date', date: nextMonday(ctx) }),
  });
  rules.push({
    re: rx(`${B}${prep}${lex.weekend}${E}`),
    resolve: (_m, ctx) => ({ kind: 'date', date: weekend(ctx) }),
  });
  rules.push({
    re: rx(
      `${B}${prep}(?:${lex.nextWeek})\\s+(?:on\\s+|am\\s+|le\\s+|el\\s+|il\\s+|na\\s+|no\\s+)?(${alt(lex.weekdays)})${E}`,
    ),
    resolve(m, ctx) {
      const target = indexOfMatch(lex.weekdays, m[1] ?? '');
      return target < 0 ? null : { kind: 'date', date: resolveWeekday(ctx, target, 'following-week') };
    },
  });
  if (lex.endOfWeek) {
    rules.push({
      re: rx(`${B}${prep}(?:${lex.endOfWeek})${E}`),
      resolve: (_m, ctx) => ({ kind: 'date', date: resolveWeekday(ctx, 4, 'this') }),
    });
  }
  rules.push({
    re: rx(`${B}${prep}(?:${lex.endOfMonth})${E}`),
    resolve: (_m, ctx) => ({ kind: 'date', date: endOfMonth(ctx) }),
  });
  rules.push({
    re: rx(`${B}${prep}${lex.nextMonth}${E}`),
    resolve: (_m, ctx) => ({ kind: 'date', date: firstOfNextMonth(ctx) }),
  });

  const year = '(?:,?\\s+(?:de\\s+)?(\\d{4}))?';
  rules.push({
    re: rx(
      `${B}${prep}(?:(?:the|dia|día|el\\s+día)\\s+)?(\\d{1,2})${lex.dayMonthJoin}(${months})\\.?${year}${E}`,
    ),
    resolve(m, ctx) {
      const month = indexOfMatch(lex.months, m[2] ?? '') + 1;
      const date = nextDayMonth(ctx, month, Number(m[1]), m[3] ? Number(m[3]) : undefined);
      return month > 0 && date ? { kind: 'date', date } : null;
    },
  });
  rules.push({
    re: rx(`${B}${prep}(${months})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?${year}${E}`),
    resolve(m, ctx) {
      const month = indexOfMatch(lex.months, m[1] ?? '') + 1;
      const date = nextDayMonth(ctx, month, Number(m[2]), m[3] ? Number(m[3]) : undefined);
      return month > 0 && date ? { kind: 'date', date } : null;
    },
  });
  rules.push(numericDate(lex));
  rules.push({
    re: rx(`${B}(?:${lex.dayOfMonth})${E}`),
    resolve(m, ctx) {
      const date = nextDayOfMonth(ctx, Number(m[1] ?? m[2]));
      return date ? { kind: 'date', date } : null;
    },
  });
  return rules;
}
/**
 * "3/20" (en-US) or "20/3", "20/03/2026", and in German "20.3." or "am 18.03": the preposition
 * goes with it. A dotted pair needs a final dot, a preposition or a year, so that "Version 2.10"
 * stays a title; a number followed by an hour unit is a time.
 */
function numericDate(lex: LatinLexicon): Rule {
  const sep = lex.numericDate.dotted ? '[/.]' : '/';
  return {
    re: rx(
      `${B}(?:(${lex.datePrep})\\s+)?(?:(?:the|dia|día|el\\s+día)\\s+)?(\\d{1,2})(${sep})(\\d{1,2})` +
        `(?:\\3(\\d{4}|\\d{2}))?(\\.)?(?![\\p{L}\\p{N}_]|[./]\\d|\\s*(?:${lex.hourUnit})${E})`,
    ),
    resolve(m, ctx) {
      const [a, b] = [Number(m[2]), Number(m[4])];
      if (m[3] === '.' && !m[1] && !m[5] && !m[6]) return null;
      const [month, day] = lex.numericDate.order === 'month-day' ? [a, b] : [b, a];
      const year = m[5] ? Number(m[5].length === 2 ? `20${m[5]}` : m[5]) : undefined;
      const date = nextDayMonth(ctx, month, day, year);
      return date ? { kind: 'date', date } : null;
    },
  };
}

function wordRules(lex: LatinLexicon): Rule[] {
  return lex.urgency.map(([source, effect]) => ({
    re: rx(`${B}(?:${source})${E}`),
    resolve: () => ({ kind: 'word', effect }),
  }));
}

/**
 * A cheap first look for another language: one of its day, month or relative words, or a time
 * preposition or hour unit of its own beside a number ("um 10", "à 17h", "10 Uhr"). Only then are
 * its rules run, so typing in one language does not pay for the seven others.
 */
export function latinTrigger(lex: LatinLexicon): RegExp {
  const words = [
    ...lex.relative.map(([s]) => s),
    ...lex.weekdays,
    ...lex.months,
    lex.nextWeek,
    lex.weekend,
    lex.nextMonth,
    lex.endOfMonth,
    lex.units.day,
    lex.units.week,
    lex.noon,
    lex.midnight,
  ];
  const units = [lex.hourUnit, ...(lex.hourWord ? [lex.hourWord] : [])];
  const clock = `${B}(?:${lex.timePrep})\\s*\\d|\\d\\s*(?:${alt(units)})${E}`;
  return new RegExp(`${B}${alt(words)}${E}|${clock}`, 'iu');
}

/** The date and time rules, then the urgency words, of one language. */
export function latinRules(lex: LatinLexicon, language: string): { when: Rule[]; words: Rule[] } {
  return {
    when: [...dateRules(lex, language), ...timeRules(lex)],
    words: wordRules(lex),
  };
}
