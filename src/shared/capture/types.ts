/** The capture parser's public types (see index.ts for the functions and ADR 0015 for the rules). */
import type { Quadrant } from '../quadrants.ts';

export const CAPTURE_LANGUAGES = ['en', 'es', 'fr', 'de', 'ja', 'it', 'pt', 'zh'] as const;
export type CaptureLanguage = (typeof CAPTURE_LANGUAGES)[number];

export interface CaptureBoard {
  id: string;
  name: string;
}

/** UTF-16 offsets into the input, end exclusive. */
export interface CaptureSpan {
  start: number;
  end: number;
}

export interface CaptureOptions {
  /** The person's language decides; the other languages are fallbacks. */
  language: CaptureLanguage;
  /** IANA zone, e.g. 'Europe/Paris'; dates are wall-clock dates there. */
  timeZone: string;
  /** "Now" (default: new Date()). */
  reference?: Date;
  /** The quadrant the field belongs to; undefined (the global quick add) means 2, Schedule. */
  quadrant?: Quadrant;
  /** For #board-name tokens. */
  boards?: readonly CaptureBoard[];
  /** Spans the person asked to keep literal (they removed that chip). */
  literal?: readonly CaptureSpan[];
}

export type CaptureTokenKind =
  'date' | 'time' | 'repeat' | 'quadrant' | 'board' | 'urgency' | 'importance' | 'literal';

export interface CaptureToken extends CaptureSpan {
  kind: CaptureTokenKind;
  /** The input's text in [start, end). */
  text: string;
}

export type QuadrantReason =
  /** !1..!4, #do/#schedule/#delegate/#delete (and localized tags). */
  | { kind: 'token' }
  /** Due within 48 hours (today or tomorrow when no time was said) → urgent. */
  | { kind: 'due-soon'; dueDate: string }
  | {
      kind: 'word';
      word: string;
      effect: 'urgent' | 'important' | 'not-urgent' | 'not-important';
    };

export interface CaptureResult {
  /**
   * The input minus the understood words, tidied (no dangling "at", "on", "à", commas). Empty when
   * every word was understood ("tomorrow at 5"): the caller decides what a task without words is.
   */
  title: string;
  /** YYYY-MM-DD in options.timeZone. */
  dueDate: string | null;
  /** HH:MM (24 h), only when a time was said. */
  dueTime: string | null;
  /** A repeat rule said in words ("every Monday"), canonical RRULE (shared/recurrence.ts); dated. */
  repeat: string | null;
  /** Where it should land: options.quadrant adjusted by the rules. */
  quadrant: Quadrant;
  quadrantReasons: QuadrantReason[];
  /** A #board-name that matched one of options.boards. */
  boardId: string | null;
  /** Every span understood, in order (for chips). */
  tokens: CaptureToken[];
}
