/**
 * What the parser understood, as chips: one for the due date and time, one for a repeat ("Every
 * week on Mon"; with its first date when no date was said), one for the quadrant when
 * the parse chose one (with why: a token, a word, or a date within 48 hours), one for the board.
 * Each chip knows the spans of the words it stands for, so removing it keeps those words literal.
 */
import type { TFunction } from 'i18next';
import type { CaptureResult, CaptureSpan, CaptureTokenKind } from '../../../shared/capture/index.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { repeatSummary } from '../../lib/repeat-text.ts';
import { formatWhen, relativeDay } from './chip-format.ts';

export type ChipKind = 'when' | 'repeat' | 'quadrant' | 'board';

export interface Chip {
  kind: ChipKind;
  /** What the chip shows: "Tomorrow 17:00", "→ Schedule", "# Work". */
  label: string;
  /** Why, when the chip has a reason to give: "due tomorrow → urgent". */
  reason: string | null;
  spans: CaptureSpan[];
}

export interface ChipContext {
  t: TFunction;
  locale: string;
  today: string;
  /** The field's own quadrant: a quadrant chip shows only when the parse says something about it. */
  fieldQuadrant: Quadrant;
  boardName: (boardId: string) => string | null;
  /** Show the quadrant even when it is the field's (brain-dump rows say where each task lands). */
  alwaysQuadrant?: boolean;
}

function spansOf(result: CaptureResult, kinds: readonly CaptureTokenKind[]): CaptureSpan[] {
  return result.tokens
    .filter((token) => kinds.includes(token.kind))
    .map((token) => ({ start: token.start, end: token.end }));
}

function quadrantReason(result: CaptureResult, ctx: ChipContext): string | null {
  const reasons = result.quadrantReasons.flatMap((reason) => {
    if (reason.kind === 'due-soon')
      return [ctx.t('capture:reason.dueSoon', { when: relativeDay(reason.dueDate, ctx.today, ctx.locale) })];
    if (reason.kind === 'word')
      return [
        ctx.t('capture:reason.word', { word: reason.word, effect: ctx.t(`capture:effect.${reason.effect}`) }),
      ];
    return [];
  });
  return reasons.length > 0 ? reasons.join(', ') : null;
}

/** The chips of a parse, in reading order: when, quadrant, board. */
export function chipsOf(result: CaptureResult, ctx: ChipContext): Chip[] {
  const chips: Chip[] = [];
  const whenSpans = spansOf(result, ['date', 'time']);
  const when = result.dueDate && formatWhen(result.dueDate, result.dueTime, ctx.today, ctx.locale);
  // A date only the repeat gave is said on the repeat chip: removing that chip removes both.
  if (when && (whenSpans.length > 0 || !result.repeat))
    chips.push({ kind: 'when', label: when, reason: null, spans: whenSpans });
  if (result.repeat) {
    chips.push({
      kind: 'repeat',
      label: repeatSummary(ctx.t, ctx.locale, result.repeat),
      reason: whenSpans.length > 0 ? null : when || null,
      spans: spansOf(result, ['repeat']),
    });
  }
  const quadrantSpans = spansOf(result, ['quadrant', 'urgency', 'importance']);
  if (ctx.alwaysQuadrant || result.quadrant !== ctx.fieldQuadrant || quadrantSpans.length > 0) {
    chips.push({
      kind: 'quadrant',
      label: ctx.t('capture:chip.quadrant', { label: ctx.t(`common:quadrants.${result.quadrant}.label`) }),
      reason: quadrantReason(result, ctx),
      spans: quadrantSpans,
    });
  }
  if (result.boardId) {
    const name = ctx.boardName(result.boardId);
    if (name !== null) {
      chips.push({
        kind: 'board',
        label: ctx.t('capture:chip.board', { name }),
        reason: null,
        spans: spansOf(result, ['board']),
      });
    }
  }
  return chips;
}

/** The words a chip stands for, as one line: "Tomorrow 17:00 (due tomorrow → urgent)". */
export function chipText(chip: Chip): string {
  return chip.reason ? `${chip.label} (${chip.reason})` : chip.label;
}
