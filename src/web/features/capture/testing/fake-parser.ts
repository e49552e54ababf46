/**
 * A stand-in for src/shared/capture in the UI's unit tests, so they test the UI's behaviour
 * (chips, removal, Backspace, brain dump) and not the parser's coverage. It knows a few English
 * words: "tomorrow", "at 5pm", "!1"–"!4", "asap", "#<board name>", and splits on commas and "and".
 * Like the real one, it ignores tokens inside `literal` spans. The real parser runs in e2e.
 */
import type {
  CaptureLanguage,
  CaptureOptions,
  CaptureResult,
  CaptureToken,
  CaptureTokenKind,
  QuadrantReason,
} from '../../../../shared/capture/index.ts';
import type { Quadrant } from '../../../../shared/quadrants.ts';

export const CAPTURE_LANGUAGES = ['en', 'es', 'fr', 'de', 'ja', 'it', 'pt', 'zh'] as const;

function tomorrowIn(timeZone: string, reference: Date): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(reference);
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const RULES: { kind: CaptureTokenKind; pattern: RegExp }[] = [
  { kind: 'date', pattern: /\btomorrow\b/gi },
  { kind: 'time', pattern: /\bat 5pm\b/gi },
  { kind: 'quadrant', pattern: /!([1-4])/g },
  { kind: 'urgency', pattern: /\basap\b/gi },
  { kind: 'board', pattern: /#(\w+)/g },
];

export function parseCapture(text: string, options: CaptureOptions): CaptureResult {
  const literal = options.literal ?? [];
  const tokens: CaptureToken[] = [];
  for (const { kind, pattern } of RULES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (literal.some((span) => span.start < end && start < span.end)) continue;
      if (kind === 'board' && !options.boards?.some((b) => b.name.toLowerCase() === match[1]?.toLowerCase()))
        continue;
      tokens.push({ kind, start, end, text: match[0] });
    }
  }
  tokens.sort((a, b) => a.start - b.start);
  const has = (kind: CaptureTokenKind) => tokens.find((t) => t.kind === kind);
  const dueDate = has('date') ? tomorrowIn(options.timeZone, options.reference ?? new Date()) : null;
  const dueTime = dueDate && has('time') ? '17:00' : null;
  let quadrant: Quadrant = options.quadrant ?? 2;
  const quadrantReasons: QuadrantReason[] = [];
  const token = has('quadrant');
  if (token) {
    quadrant = Number(token.text.slice(1)) as Quadrant;
    quadrantReasons.push({ kind: 'token' });
  } else if (has('urgency')) {
    quadrant = quadrant === 2 || quadrant === 1 ? 1 : 3;
    quadrantReasons.push({ kind: 'word', word: 'asap', effect: 'urgent' });
  } else if (dueDate) {
    quadrant = quadrant === 2 || quadrant === 1 ? 1 : 3;
    quadrantReasons.push({ kind: 'due-soon', dueDate });
  }
  const board = has('board');
  const boardId = board
    ? (options.boards?.find((b) => `#${b.name}`.toLowerCase() === board.text.toLowerCase())?.id ?? null)
    : null;
  let title = text;
  for (const t of [...tokens].reverse()) title = title.slice(0, t.start) + title.slice(t.end);
  return {
    title: title.replace(/\s+/g, ' ').trim(),
    dueDate,
    dueTime,
    repeat: null,
    quadrant,
    quadrantReasons,
    boardId,
    tokens,
  };
}

export function splitBrainDump(text: string, _language: CaptureLanguage): string[] {
  return text
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}
