/**
 * Which view a board opens in when the URL does not say (/app/board, /app/board/{id}, a task
 * link): the view the person last chose in the view switcher, else lanes on a narrow screen
 * (≤ 640 px, a phone) and the matrix elsewhere. Only an explicit choice is remembered, so a
 * person who never chose gets the view that fits the screen they are on. Storage is outside data:
 * read through a schema.
 */
import { z } from 'zod';
import type { BoardView } from './board-context.ts';

const KEY = 'boardView';
/** The width at and below which lanes are the default (the phone layout of DESIGN: `sm` is 640). */
export const NARROW_QUERY = '(max-width: 640px)';
const StoredViewSchema = z.enum(['matrix', 'lanes', 'list', 'calendar']);

export function readChosenView(): BoardView | null {
  if (typeof window === 'undefined') return null;
  try {
    const parsed = StoredViewSchema.safeParse(window.localStorage.getItem(KEY));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The person picked `view` in the switcher: it becomes their default on every screen size. */
export function rememberChosenView(view: BoardView): void {
  try {
    window.localStorage.setItem(KEY, view);
  } catch {
    // Storage blocked (private mode): the default by screen width still applies.
  }
}

function isNarrow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY).matches
    : false;
}

/** The view to open when none is asked for. */
export function defaultView(): BoardView {
  return readChosenView() ?? (isNarrow() ? 'lanes' : 'matrix');
}
