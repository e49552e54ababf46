/**
 * The state of one capture field: its text, the spans kept literal (removed chips), whether the
 * person dismissed the quadrant suggestion, and what the parser makes of it all, derived during
 * render. Before the parser has loaded, the text is the title, as in a plain field.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptureBoard, CaptureResult } from '../../../shared/capture/index.ts';
import { TASK_TITLE_MAX } from '../../../shared/contracts/tasks.ts';
import { isLanguage, type Language } from '../../../shared/languages.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { todayIn } from './chip-format.ts';
import { chipsOf, type Chip } from './chips.ts';
import { localTimeZone } from '../../lib/intl-cache.ts';
import { CAPTURE_NS } from './capture-i18n.ts';
import { addSpans, shiftSpans, type Span } from './literal-spans.ts';
import { loadCaptureParser, useCaptureParser, type CaptureModule } from './parser-loader.ts';

/** A task as capture understood it, ready to add. */
export interface CapturedTask {
  title: string;
  dueDate: string | null;
  dueTime: string | null;
  /** A repeat rule said in words ("every Monday"), only with a due date. */
  repeat: string | null;
  quadrant: Quadrant;
  /** A board named with `#board`, else null (the field's board). */
  boardId: string | null;
}

export interface CaptureParseInput {
  parser: CaptureModule | null;
  language: Language;
  timeZone: string;
  quadrant: Quadrant;
  boards: readonly CaptureBoard[];
}

/** A field's parse input with `parser` in it (a form gone before the parser came has none). */
export function withParser(input: CaptureParseInput, parser: CaptureModule | null): CaptureParseInput {
  return { ...input, parser, timeZone: parser ? localTimeZone() : '' };
}

/** One text as a task: parsed when the parser is there, else the text as the title. */
export function captureText(
  text: string,
  input: CaptureParseInput,
  literal: readonly Span[] = [],
): { task: CapturedTask; result: CaptureResult | null } {
  const trimmed = text.trim();
  const plain = {
    title: trimmed,
    dueDate: null,
    dueTime: null,
    repeat: null,
    quadrant: input.quadrant,
    boardId: null,
  };
  if (!input.parser || !trimmed)
    return { task: { ...plain, title: trimmed.slice(0, TASK_TITLE_MAX) }, result: null };
  const result = input.parser.parseCapture(text, {
    language: input.language,
    timeZone: input.timeZone,
    quadrant: input.quadrant,
    boards: input.boards,
    literal,
  });
  const title = (result.title.trim() || trimmed).slice(0, TASK_TITLE_MAX);
  return {
    task: {
      title,
      dueDate: result.dueDate,
      dueTime: result.dueTime,
      repeat: result.repeat,
      quadrant: result.quadrant,
      boardId: result.boardId,
    },
    result,
  };
}

export function useCaptureLanguage(): Language {
  const { i18n } = useTranslation(CAPTURE_NS);
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export function useChipsOf(quadrant: Quadrant, boards: readonly CaptureBoard[], alwaysQuadrant = false) {
  const { t } = useTranslation([CAPTURE_NS, 'common']);
  const language = useCaptureLanguage();
  return (result: CaptureResult | null): Chip[] =>
    result
      ? chipsOf(result, {
          t,
          locale: language,
          today: todayIn(localTimeZone()),
          fieldQuadrant: quadrant,
          boardName: (id) => boards.find((b) => b.id === id)?.name ?? null,
          alwaysQuadrant,
        })
      : [];
}

export function useCaptureField({
  quadrant,
  boards,
}: {
  quadrant: Quadrant;
  boards: readonly CaptureBoard[];
}) {
  const parser = useCaptureParser();
  const language = useCaptureLanguage();
  // Only the parser reads the zone: until it has loaded, the board's four fields ask Intl nothing
  // (a page's first Intl call loads its locale data, in the middle of the cold load).
  const timeZone = parser ? localTimeZone() : '';
  const [text, setTextState] = useState('');
  const [literal, setLiteral] = useState<Span[]>([]);
  const [keepQuadrant, setKeepQuadrant] = useState(false);
  // A parser that cannot load (offline on first use) leaves the field a plain title field.
  const [loadFailed, setLoadFailed] = useState(false);
  const toChips = useChipsOf(quadrant, boards);
  const parseInput = useMemo(
    () => ({ parser, language, timeZone, quadrant, boards }),
    [parser, language, timeZone, quadrant, boards],
  );

  const { task: parsed, result } = useMemo(
    () => captureText(text, parseInput, literal),
    [text, parseInput, literal],
  );
  const task: CapturedTask = keepQuadrant ? { ...parsed, quadrant } : parsed;
  const chips = toChips(result).filter((chip) => !(keepQuadrant && chip.kind === 'quadrant'));

  function setText(next: string) {
    if (!next.trim()) {
      setLiteral([]);
      setKeepQuadrant(false);
    } else {
      setLiteral((spans) => shiftSpans(spans, text, next));
    }
    setTextState(next);
  }

  /** Keep the chip's words in the title; a dismissed quadrant leaves the task in the field's. */
  function removeChip(chip: Chip) {
    setLiteral((spans) => addSpans(spans, chip.spans));
    if (chip.kind === 'quadrant') setKeepQuadrant(true);
  }

  /** The texts of a brain dump: two or more tasks in one paragraph, else one. */
  function splitText(value: string): string[] {
    if (!parser) return [value];
    return parser.splitBrainDump(value, language);
  }

  return {
    text,
    setText,
    /** The parser is here (or will not come): what `task` says is what Enter adds. */
    ready: parser !== null || loadFailed,
    /**
     * Someone's Enter waits for the parser: load it (once), without waiting for an idle moment; a
     * failure makes the field ready as a plain one.
     */
    load: (): void => {
      loadCaptureParser({ waiting: true }).catch(() => setLoadFailed(true));
    },
    task,
    chips,
    removeChip,
    split: () => splitText(text),
    splitText,
    parseInput,
    reset: () => setText(''),
  };
}

export type CaptureField = ReturnType<typeof useCaptureField>;
