/**
 * Where a captured task lands. An explicit quadrant token decides alone. Otherwise the field's
 * quadrant (2, Schedule, for the global quick add) is adjusted: urgency and importance words move
 * it along their axis, then a due date within 48 hours makes it urgent unless a word said
 * "not urgent". Each move that changed something is given as a reason, for the chips.
 */
import { QUADRANT_INFO, type Quadrant } from '../quadrants.ts';
import type { WordEffect } from './lexicon.ts';
import type { QuadrantReason } from './types.ts';
import { type CivilDate, daysBetween, formatDate, type WallClock } from './zone.ts';

export const DEFAULT_QUADRANT: Quadrant = 2;

function quadrantOf(urgent: boolean, important: boolean): Quadrant {
  if (important) return urgent ? 1 : 2;
  return urgent ? 3 : 4;
}

/**
 * Due within 48 hours of now. A date without a time counts as due at the end of that day, so
 * "today" and "tomorrow" are always soon, and the day after tomorrow never is.
 */
export function isDueSoon(
  now: WallClock,
  date: CivilDate,
  time: { hour: number; minute: number } | null,
): boolean {
  const dueMinute = daysBetween(now, date) * 1440 + (time ? time.hour * 60 + time.minute : 1439);
  return dueMinute - (now.hour * 60 + now.minute) <= 48 * 60;
}

export function decideQuadrant(input: {
  base: Quadrant;
  explicit: Quadrant | null;
  words: { word: string; effect: WordEffect }[];
  dueSoon: CivilDate | null;
}): { quadrant: Quadrant; reasons: QuadrantReason[] } {
  if (input.explicit) return { quadrant: input.explicit, reasons: [{ kind: 'token' }] };
  let { urgent, important } = QUADRANT_INFO[input.base];
  const reasons: QuadrantReason[] = [];
  let saidNotUrgent = false;
  for (const { word, effect } of input.words) {
    const before = quadrantOf(urgent, important);
    if (effect === 'urgent') urgent = true;
    if (effect === 'not-urgent') {
      urgent = false;
      saidNotUrgent = true;
    }
    if (effect === 'important') important = true;
    if (effect === 'not-important') important = false;
    if (quadrantOf(urgent, important) !== before) reasons.push({ kind: 'word', word, effect });
  }
  if (input.dueSoon && !urgent && !saidNotUrgent) {
    urgent = true;
    reasons.push({ kind: 'due-soon', dueDate: formatDate(input.dueSoon) });
  }
  return { quadrant: quadrantOf(urgent, important), reasons };
}
