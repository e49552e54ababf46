/**
 * The words each language uses for dates, times and urgency: regular-expression sources,
 * matched case-insensitively with Unicode word boundaries (see rules-latin.ts, rules-cjk.ts).
 * Alternatives are written longest first where one is a prefix of another.
 */

export type Hint = 'am' | 'pm';
export type WordEffect = 'urgent' | 'important' | 'not-urgent' | 'not-important';

export interface LatinLexicon {
  /** Number words that can count days, weeks, months or hours. */
  numbers: Record<string, number>;
  /** Words for a day relative to today, with the day offset and an optional part-of-day hint. */
  relative: [source: string, offset: number, hint?: Hint][];
  /** A part of the day following a relative day or a weekday ("tomorrow morning"). */
  dayparts: [source: string, hint: Hint][];
  /** Monday first. */
  weekdays: string[];
  /**
   * Monday first: the short forms people type ("sat", "vie", "Fr", "ven."), many of them also
   * words ("sun", "mar", "so"), so read as a weekday only right before a time ("sat 11am").
   */
  weekdayShort: string[];
  /** Articles and possessives: after one, a short form is the noun ("the sun", "la mer", "al mar"). */
  articles: string;
  /**
   * Where a weekday after these is a noun's attribute, not a date ("the Friday meeting", "our
   * Monday standup"): English only, the others' articles introduce dates ("le lundi", "el lunes").
   */
  weekdayArticles?: string;
  /** Numeric dates: month first ("3/20", en-US) or day first ("20/3"); "20.3." too where dotted. */
  numericDate: { order: 'month-day' | 'day-month'; dotted: boolean };
  months: string[];
  /** Words that may precede a date and go with it ("on", "by", "pour", "am", "para el"). */
  datePrep: string;
  /** "next Friday" (before the weekday) and "Friday next" (after it). */
  nextBefore: string;
  nextAfter: string;
  /**
   * What "next <weekday>" means: English's is the following calendar week's (Monday first); the
   * other languages' ("nächsten", "prochain", "próximo"…) the next occurrence, never today. A
   * weekday followed by "next week" words is always the following week's.
   */
  nextWeekday: 'following-week' | 'next-occurrence';
  /** German "halb 5" = 4:30. */
  halfBefore?: string;
  /** "this Friday": the coming one, today included. */
  thisBefore: string;
  /** "in 3 days": prefix before the count. */
  inPrefix: string;
  units: { day: string; week: string; month: string; hour: string; minute: string };
  /** Next week (→ its Monday), the weekend (→ Saturday), next month (→ its first day). */
  nextWeek: string;
  weekend: string;
  nextMonth: string;
  /** The end of this week (→ Friday) and of this month (→ its last day); null where it is not said so. */
  endOfWeek: string | null;
  endOfMonth: string;
  /** A day of the month alone ("on the 15th", "le 15"): group 1 is the number. */
  dayOfMonth: string;
  /** Between a day number and a month name ("15th of", "15 de", "15."). */
  dayMonthJoin: string;
  /** Words before a time ("at", "à", "um", "a las"). */
  timePrep: string;
  /**
   * The ones that make a bare number a time ("at 5", "um 9"); defaults to timePrep. Portuguese
   * "as 3 cartas" is an article, so "as" alone needs an hour unit or minutes ("as 17h").
   */
  timePrepBare?: string;
  /** Unit after an hour that makes it a time on its own ("17h", "9 Uhr"). */
  hourUnit: string;
  /**
   * The hour word said after a space that makes a bare number a time ("9 Uhr", "5 o'clock"); only
   * where it is never a duration (French "2 heures" is one). Each language has its own: English
   * rules reading German "10 Uhr" left "Morgen um" behind.
   */
  hourWord?: string;
  /** "and a half"-style minutes after an hour. */
  minuteWords: [source: string, minutes: number][];
  /** A part of the day after a time ("de la tarde", "du soir"). */
  timeDayparts: [source: string, hint: Hint][];
  noon: string;
  midnight: string;
  urgency: [source: string, effect: WordEffect][];
}

/** "As soon as possible" is understood in every language. */
export const ASAP = 'asap|a\\.s\\.a\\.p\\.?';
