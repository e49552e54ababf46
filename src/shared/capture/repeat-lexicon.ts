/**
 * The words each language with spaces uses for repeat rules (words/*-repeat.ts), read by
 * repeat-latin.ts. Sources are regular expressions matched case-insensitively within word
 * boundaries. `{day}` in a source stands for any weekday (captured), `{n}` for a day of the month.
 */
import type { Hint } from './lexicon.ts';

/** What a fixed phrase means: a frequency, "/N" an interval, "@am"/"@pm" the part of the day. */
export type RepeatCode =
  | 'daily'
  | 'weekly'
  | 'monthly'
  | 'yearly'
  | `${'daily' | 'weekly' | 'monthly' | 'yearly'}/${number}`
  | `daily@${Hint}`
  /** Monday to Friday. */
  | 'workdays'
  /** Weekly on Saturday, as "the weekend" dates Saturday. */
  | 'weekend'
  /** Monthly on the last day (the 31st, clamped to shorter months). */
  | 'month-end';

export interface RepeatLexicon {
  /** Before a singular unit or weekday ("every", "jeden", "chaque", "cada", "ogni", "toda"). */
  every: string;
  /** Before a plural unit or weekday ("alle", "tous les", "todos los", "tutti i", "todas as"). */
  everyPlural: string;
  /** [singular, plural] of each unit. */
  units: Record<'day' | 'week' | 'month' | 'year', readonly [string, string]>;
  /** Monday first, singular (with the short forms people type after "every"). */
  weekdays: readonly string[];
  /** Monday first, plural or habitual ("Mondays", "montags", "lundis", "sábados", "segundas"). */
  weekdaysPlural: readonly string[];
  /**
   * Before plural weekdays that repeat without an every-word ("on Mondays", "los martes", "às
   * terças"); '' when the plural alone does (German "montags"); null where it is not said so.
   */
  habitual: string | null;
  /** Joins the weekdays of a list ("and", "und", "et", "y|e"); commas, & and + always do. */
  and: string;
  /** An article a list's later weekdays may take ("les", "los|las", "às|aos"). */
  listArticle: string;
  /** Before the days of a weekly rule ("every 2 weeks on Mon and Thu", "am", "le", "los"). */
  onDays: string;
  /** "every other/second/third …": the word and the interval it says. */
  ordinals: Readonly<Record<string, number>>;
  /** Fixed phrases, tried before the built ones ("täglich", "en semaine", "tous les 15 jours"). */
  phrases: readonly (readonly [source: string, code: RepeatCode])[];
  /**
   * Abbreviated phrases whose words are too short for the trigger (repeat-latin.ts): "Mo-Fr",
   * "Mon-Fri". A text matching this runs the rules too.
   */
  alsoTrigger?: string;
  /**
   * Rules a repeat cannot say (a weekday's position in the month, a count per week): such a
   * phrase is left whole, and the line takes no repeat.
   */
  unsaid: readonly string[];
}
