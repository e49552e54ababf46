/**
 * What lies under a finger during a touch drag (use-touch-drag.ts), read from the DOM the board
 * already renders: a note and the edge it is nearer (drop before or after it), a quadrant (drop at
 * its end), a lane's tab (drop at its top, and show that lane), or the screen's side edge in the
 * lanes view (turn to the next lane). Drop cues are data attributes the board's classes draw, so
 * no React state changes while a finger moves.
 */
import type { Quadrant } from '../../../shared/quadrants.ts';
import { QUADRANTS } from '../../../shared/quadrants.ts';

/** How close to the screen's side a finger turns the lane. */
export const SIDE_EDGE_PX = 28;

export type TouchTarget =
  | { kind: 'card'; taskId: string; quadrant: Quadrant; edge: 'top' | 'bottom'; element: HTMLElement }
  | { kind: 'quadrant'; quadrant: Quadrant; element: HTMLElement }
  | { kind: 'tab'; quadrant: Quadrant; element: HTMLElement }
  | { kind: 'side'; direction: -1 | 1 }
  | { kind: 'none' };

function quadrantOf(value: string | undefined): Quadrant | undefined {
  return QUADRANTS.find((q) => String(q) === value);
}

export function targetAt(root: HTMLElement, x: number, y: number, draggedId: string): TouchTarget {
  const lanes = root.querySelector<HTMLElement>('[data-lanes-scroller]');
  if (lanes) {
    if (x <= SIDE_EDGE_PX) return { kind: 'side', direction: -1 };
    if (x >= window.innerWidth - SIDE_EDGE_PX) return { kind: 'side', direction: 1 };
  }
  const hit = document.elementFromPoint(x, y);
  if (!(hit instanceof Element) || !root.contains(hit)) return { kind: 'none' };
  const tab = hit.closest<HTMLElement>('[data-lane-tab]');
  const tabQuadrant = quadrantOf(tab?.dataset.laneTab);
  if (tab && tabQuadrant) return { kind: 'tab', quadrant: tabQuadrant, element: tab };
  const section = hit.closest<HTMLElement>('[data-quadrant]');
  const quadrant = quadrantOf(section?.dataset.quadrant);
  if (!section || !quadrant) return { kind: 'none' };
  const card = hit.closest<HTMLElement>('[data-task-id]');
  const taskId = card?.dataset.taskId;
  // Over its own place: dropping there leaves it where it is.
  if (taskId === draggedId) return { kind: 'none' };
  if (card && taskId) {
    const rect = card.getBoundingClientRect();
    const edge = y < rect.top + rect.height / 2 ? 'top' : 'bottom';
    return { kind: 'card', taskId, quadrant, edge, element: card };
  }
  return { kind: 'quadrant', quadrant, element: section };
}

/** Draw (or clear, with `none`) the cue for a target: a line on a note's edge, a ring on a quadrant or tab. */
export function markTarget(target: TouchTarget, on: boolean): void {
  if (target.kind === 'card') {
    if (on) target.element.dataset.dropEdge = target.edge;
    else delete target.element.dataset.dropEdge;
  } else if (target.kind === 'quadrant' || target.kind === 'tab') {
    if (on) target.element.dataset.dropOver = '';
    else delete target.element.dataset.dropOver;
  }
}

export function sameTarget(a: TouchTarget, b: TouchTarget): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'card' && b.kind === 'card') return a.element === b.element && a.edge === b.edge;
  if ((a.kind === 'quadrant' || a.kind === 'tab') && (b.kind === 'quadrant' || b.kind === 'tab'))
    return a.element === b.element;
  if (a.kind === 'side' && b.kind === 'side') return a.direction === b.direction;
  return true;
}

/** The scrolling list under the finger, if any, and how fast to scroll it (px per frame; 0 = not). */
export function autoScrollAt(x: number, y: number): { element: HTMLElement; speed: number } | null {
  const hit = document.elementFromPoint(x, y);
  const list = hit instanceof Element ? hit.closest<HTMLElement>('[data-task-scroll]') : null;
  if (!list) return null;
  const rect = list.getBoundingClientRect();
  const zone = Math.min(56, rect.height / 4);
  if (y < rect.top + zone) return { element: list, speed: -Math.ceil(((rect.top + zone - y) / zone) * 14) };
  if (y > rect.bottom - zone)
    return { element: list, speed: Math.ceil(((y - (rect.bottom - zone)) / zone) * 14) };
  return null;
}
