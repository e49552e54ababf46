/**
 * Capture: one line (typed or spoken) → a task's title, due date and time, quadrant and board.
 * Pure and isomorphic: the web's quick add and POST /api/capture/parse run this same code.
 * Rules and their reasons: docs/decisions/0015-capture-parser.md.
 */
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

/** Parse one task's text. */
export function parseCapture(text: string, options: CaptureOptions): CaptureResult {
  return {
    title: text.trim(),
    dueDate: null,
    dueTime: null,
    quadrant: options.quadrant ?? 2,
    quadrantReasons: [],
    boardId: null,
    tokens: [],
  };
}

/** One utterance or paragraph with several tasks → the separate task texts (each then parsed). */
export function splitBrainDump(text: string, _language: CaptureLanguage): string[] {
  return text
    .split(/\n+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
