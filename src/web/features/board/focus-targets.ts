/**
 * Where focus goes after an action, so that it always lands on something a person can see and act
 * on: a note that moves keeps it (it follows the note); a note that leaves the list it is shown in
 * (deleted, completed while completed tasks are hidden, sent to another board) hands it to the next
 * note, else the one before, else the quadrant's quick add field. The lists as shown (filtered,
 * sorted) are registered by each quadrant (`registerShownIds`).
 */
import type { Quadrant } from '../../../shared/quadrants.ts';
import { pendingFocusId, requestFocus, takeFocus } from './board-stores.ts';

export type FocusTarget = { kind: 'task'; taskId: string } | { kind: 'quickAdd'; quadrant: Quadrant };

interface ShownList {
  ids: readonly string[];
  /** Whether completed tasks are in it: completing a task then keeps it there. */
  withCompleted: boolean;
}

const shown = new Map<Quadrant, ShownList & { previous?: readonly string[] }>();

/** A quadrant says what it shows (called as it renders its list). */
export function registerShownIds(quadrant: Quadrant, list: ShownList): void {
  const before = shown.get(quadrant);
  shown.set(quadrant, { ...list, previous: before?.ids === list.ids ? before.previous : before?.ids });
}

export function shownList(quadrant: Quadrant): ShownList {
  return shown.get(quadrant) ?? { ids: [], withCompleted: true };
}

/** The next note, else the previous one, else the quadrant's quick add. */
export function focusAfterLeaving(ids: readonly string[], taskId: string, quadrant: Quadrant): FocusTarget {
  const i = ids.indexOf(taskId);
  const neighbour = i < 0 ? undefined : (ids[i + 1] ?? ids[i - 1]);
  return neighbour ? { kind: 'task', taskId: neighbour } : { kind: 'quickAdd', quadrant };
}

function element(target: FocusTarget): HTMLElement | null {
  if (target.kind === 'task')
    return document.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(target.taskId)}"]`);
  return document.querySelector<HTMLElement>(`[data-quick-add="${target.quadrant}"] input`);
}

/** Whether nothing in particular has focus (it fell to the page when its element went away). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * Focus next to where `taskId` is or just was shown (its note went: deleted from its sheet, sent to
 * another board). False when it was in no list on screen.
 */
export function focusNear(taskId: string): boolean {
  for (const [quadrant, list] of shown) {
    const ids = list.ids.includes(taskId) ? list.ids : list.previous?.includes(taskId) ? list.previous : null;
    if (!ids) continue;
    const target = focusAfterLeaving(ids, taskId, quadrant);
    element(target)?.focus();
    return true;
  }
  return false;
}

/**
 * Moves focus to `target`: a note takes it as it renders next (it may be about to move or mount);
 * if none did by the next frame (a note that did not re-render, a quick add field), it is
 * focused directly, unless the person has put focus somewhere since.
 */
export function moveFocus(target: FocusTarget): void {
  if (target.kind === 'task') requestFocus(target.taskId);
  requestAnimationFrame(() => {
    if (target.kind === 'task' && pendingFocusId() !== target.taskId) return;
    if (target.kind === 'task') takeFocus(target.taskId);
    if (focusIsLost()) element(target)?.focus();
  });
}
