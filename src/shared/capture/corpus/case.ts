/**
 * The corpus's fixed moment: Wednesday 11 March 2026, 10:00 in Paris (09:00 UTC). From there:
 * tomorrow is Thu 12, Friday is the 13th, Monday the 16th, "next Friday" in English the 20th,
 * next week's Monday the 16th, the weekend Sat 14, next month 1 April; a bare time before 10:00
 * is tomorrow's.
 */
export const CORPUS_REFERENCE = new Date('2026-03-11T09:00:00Z');
export const CORPUS_TIME_ZONE = 'Europe/Paris';

/**
 * [text as people say it, expected title, expected date, expected time, expected repeat rule].
 * A case without a repeat expects none: no phrase may grow a repeat it does not say.
 */
export type CorpusCase = readonly [
  text: string,
  title: string,
  date: string | null,
  time: string | null,
  repeat?: string | null,
];
