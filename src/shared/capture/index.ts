/**
 * Capture: one line (typed or spoken) → a task's title, due date and time, quadrant and board.
 * Pure and isomorphic: the web's quick add and POST /api/capture/parse run this same code.
 * Rules and their reasons: docs/decisions/0015-capture-parser.md.
 */
import { parse } from './parse.ts';
import { split } from './split.ts';
import type { CaptureLanguage, CaptureOptions, CaptureResult } from './types.ts';

export {
  CAPTURE_LANGUAGES,
  type CaptureBoard,
  type CaptureLanguage,
  type CaptureOptions,
  type CaptureResult,
  type CaptureSpan,
  type CaptureToken,
  type CaptureTokenKind,
  type QuadrantReason,
} from './types.ts';

/**
 * Parse one task's text: its title without the understood words, due date and time in
 * options.timeZone, the suggested quadrant with its reasons, the board, and every understood span.
 * Cheap enough for every keystroke (tens of microseconds once warm). Throws a RangeError for a
 * time zone Intl does not know; an invalid `reference` counts as now.
 */
export function parseCapture(text: string, options: CaptureOptions): CaptureResult {
  return parse(text, options);
}

/**
 * One utterance or paragraph with several tasks → the separate task texts (each then parsed with
 * parseCapture). A text with one task gives one element; an empty text none.
 */
export function splitBrainDump(text: string, language: CaptureLanguage): string[] {
  return split(text, language);
}
