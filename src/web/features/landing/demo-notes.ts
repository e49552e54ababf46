/**
 * The sticky notes of the landing demo (spec §3 "Demo note") and the rules that move them. A
 * note's position is its centre in percent of the board, so the board can be any size; its
 * quadrant always follows that position (spec §4 "Demo quadrant").
 */
import type { TaskColor } from '../../../shared/colors.ts';
import { quadrantAt, type Quadrant } from '../../../shared/quadrants.ts';

export interface DemoNote {
  /** Also the i18n key of its title and description. */
  id: string;
  color: TaskColor;
  position: { x: number; y: number };
  quadrant: Quadrant;
  hasDate: boolean;
  hasReminder: boolean;
  hasAttachment: boolean;
}

/** The board's centre, in percent. */
const CENTRE = 50;
/** How far a note's centre may go towards an edge, in percent, so it stays on the board. */
export const EDGE_MARGIN = 12;
/** One arrow-key step, in percent. */
export const KEY_STEP = 5;

/** Where a note lands when sent to a quadrant by number key. */
const QUADRANT_SPOTS: Record<Quadrant, { x: number; y: number }> = {
  1: { x: 25, y: 30 },
  2: { x: 75, y: 30 },
  3: { x: 25, y: 80 },
  4: { x: 75, y: 80 },
};

function note(
  id: string,
  color: TaskColor,
  x: number,
  y: number,
  flags: Partial<Pick<DemoNote, 'hasDate' | 'hasReminder' | 'hasAttachment'>> = {},
): DemoNote {
  return {
    id,
    color,
    position: { x, y },
    quadrant: quadrantFor({ x, y }),
    hasDate: false,
    hasReminder: false,
    hasAttachment: false,
    ...flags,
  };
}

export const INITIAL_NOTES: readonly DemoNote[] = [
  note('proposal', 'yellow', 25, 21, { hasDate: true, hasReminder: true }),
  note('build', 'red', 27, 38, { hasAttachment: true }),
  note('goals', 'blue', 74, 21, { hasDate: true }),
  note('checkup', 'green', 76, 38, { hasReminder: true }),
  note('invites', 'pink', 25, 73),
  note('files', 'gray', 75, 75),
];

export function quadrantFor(position: { x: number; y: number }): Quadrant {
  return quadrantAt(position.x, position.y, CENTRE, CENTRE);
}

export interface Margins {
  x: number;
  y: number;
}

const DEFAULT_MARGINS: Margins = { x: EDGE_MARGIN, y: EDGE_MARGIN };

function clamp(value: number, margin: number): number {
  const m = Math.min(50, Math.max(0, margin));
  return Math.min(100 - m, Math.max(m, value));
}

/**
 * Move a note to a position, kept far enough from the edges (`margins`: half the note's size in
 * percent of the board, when known) that it stays on the board; its quadrant follows.
 */
export function placeNote(
  notes: readonly DemoNote[],
  id: string,
  position: { x: number; y: number },
  margins: Margins = DEFAULT_MARGINS,
): DemoNote[] {
  const next = { x: clamp(position.x, margins.x), y: clamp(position.y, margins.y) };
  return notes.map((n) => (n.id === id ? { ...n, position: next, quadrant: quadrantFor(next) } : n));
}

/** Send a note to a quadrant's usual spot (number keys). */
export function sendToQuadrant(
  notes: readonly DemoNote[],
  id: string,
  quadrant: Quadrant,
  margins: Margins = DEFAULT_MARGINS,
): DemoNote[] {
  return placeNote(notes, id, QUADRANT_SPOTS[quadrant], margins);
}

const ARROWS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -KEY_STEP, dy: 0 },
  ArrowRight: { dx: KEY_STEP, dy: 0 },
  ArrowUp: { dx: 0, dy: -KEY_STEP },
  ArrowDown: { dx: 0, dy: KEY_STEP },
};

/** The position change an arrow key asks for, or null for other keys. */
export function arrowDelta(key: string): { dx: number; dy: number } | null {
  return ARROWS[key] ?? null;
}
