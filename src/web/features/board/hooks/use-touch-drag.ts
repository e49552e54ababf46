/**
 * Press and hold a note, then drag it: the touch drag (ADR 0023). Native drag and drop does not
 * start from a long press everywhere (the phone moved nothing), so on touch the board runs
 * its own gesture and the native one is refused (touchIsDown(), read by use-card-dnd.ts):
 * - a finger held still on a note for LIFT_MS lifts it (a buzz where the phone can, a copy of the
 *   note under the finger, the note itself dimmed); moving more than SLOP_PX before that is a
 *   scroll, left to the browser;
 * - while lifted, scrolling is held (a non-passive touchmove, the only way to stop a pan once
 *   started), lists near their top or bottom edge scroll, a lane's tab or the screen's side turns
 *   the lane after a short hold, once per stay (touch-drag-targets.ts);
 * - lifting the finger drops through the same actions the mouse and keyboard use (dropIndex,
 *   dropAt: one write, announced), and the tap that would follow does not open the note.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readWorkspace } from '../../workspace/workspace-query.ts';
import type { BoardActions } from './use-board-actions.ts';
import { autoScrollAt, markTarget, sameTarget, targetAt, type TouchTarget } from '../touch-drag-targets.ts';

export const LIFT_MS = 400;
const SLOP_PX = 10;
/** How long a finger rests on a tab or the screen's side before the lane turns. */
const DWELL_MS = 450;

let fingersDown = 0;

/** A finger is on the board: the native drag (a mouse's) must not start from it. */
export function touchIsDown(): boolean {
  return fingersDown > 0;
}

interface Lifted {
  taskId: string;
  card: HTMLElement;
  ghost: HTMLElement;
  dx: number;
  dy: number;
  x: number;
  y: number;
  target: TouchTarget;
  dwellSince: number;
  /** The lane already turned for this stay on a tab or side: leave and come back to turn again. */
  turned: boolean;
  frame: number;
}

function makeGhost(card: HTMLElement): HTMLElement {
  const rect = card.getBoundingClientRect();
  const ghost = card.cloneNode(true) as HTMLElement;
  ghost.removeAttribute('data-task-id');
  ghost.removeAttribute('role');
  ghost.removeAttribute('tabindex');
  ghost.removeAttribute('id');
  ghost.setAttribute('aria-hidden', 'true');
  ghost.dataset.touchGhost = '';
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${rect.left}px`,
    top: `${rect.top}px`,
    width: `${rect.width}px`,
    transform: 'scale(1.04) rotate(-1deg)',
    pointerEvents: 'none',
    zIndex: '60',
    boxShadow: '0 12px 28px rgb(0 0 0 / 0.28)',
    opacity: '0.95',
  });
  document.body.append(ghost);
  return ghost;
}

/** No-op, but not passive: it makes the board's touches wait for the page, so a lifted note can hold the scroll. */
function holdable(): void {}

export function useTouchDrag(root: HTMLElement | null, actions: BoardActions, reorderEnabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!root) return;
    const board: HTMLElement = root;
    let pending: { timer: number; x: number; y: number; card: HTMLElement; taskId: string } | null = null;
    let lifted: Lifted | null = null;
    // The touch's own target gets the move and end listeners: events keep going to it even when a
    // virtualized list unmounts it (it would then no longer bubble to the board).
    let source: EventTarget | null = null;

    function cancelPending() {
      if (pending) window.clearTimeout(pending.timer);
      pending = null;
    }

    function follow(target: EventTarget | null) {
      source?.removeEventListener('touchmove', handleTouchMove as EventListener);
      source?.removeEventListener('touchend', handleTouchEnd as EventListener);
      source?.removeEventListener('touchcancel', handleTouchEnd as EventListener);
      source = target;
      source?.addEventListener('touchmove', handleTouchMove as EventListener, { passive: false });
      source?.addEventListener('touchend', handleTouchEnd as EventListener);
      source?.addEventListener('touchcancel', handleTouchEnd as EventListener);
    }

    function lift() {
      if (!pending) return;
      const { card, taskId, x, y } = pending;
      pending = null;
      if (!card.isConnected) return;
      const rect = card.getBoundingClientRect();
      lifted = {
        taskId,
        card,
        ghost: makeGhost(card),
        dx: x - rect.left,
        dy: y - rect.top,
        x,
        y,
        target: { kind: 'none' },
        dwellSince: performance.now(),
        turned: false,
        frame: 0,
      };
      card.dataset.lifted = '';
      // Dimmed while it travels, as the mouse drag dims it (set here: React does not own opacity).
      card.style.opacity = '0.4';
      navigator.vibrate?.(12);
      lifted.frame = requestAnimationFrame(tick);
    }

    /** Each frame while lifted: follow the finger, find the target, scroll lists, turn lanes. */
    function tick(now: number) {
      const drag = lifted;
      if (!drag) return;
      drag.ghost.style.left = `${drag.x - drag.dx}px`;
      drag.ghost.style.top = `${drag.y - drag.dy}px`;
      const next = targetAt(board, drag.x, drag.y, drag.taskId);
      if (!sameTarget(next, drag.target)) {
        markTarget(drag.target, false);
        markTarget(next, true);
        drag.target = next;
        drag.dwellSince = now;
        drag.turned = false;
      }
      const scroll = autoScrollAt(drag.x, drag.y);
      if (scroll) scroll.element.scrollTop += scroll.speed;
      if (!drag.turned && now - drag.dwellSince >= DWELL_MS) {
        drag.turned = true;
        turnLane(drag.target);
      }
      drag.frame = requestAnimationFrame(tick);
    }

    function turnLane(target: TouchTarget) {
      if (target.kind === 'tab') {
        if (target.element.getAttribute('aria-selected') !== 'true') target.element.click();
      } else if (target.kind === 'side') {
        const scroller = board.querySelector<HTMLElement>('[data-lanes-scroller]');
        scroller?.scrollBy({ left: target.direction * scroller.clientWidth, behavior: 'smooth' });
      }
    }

    function finish(drop: boolean) {
      const drag = lifted;
      lifted = null;
      if (!drag) return;
      cancelAnimationFrame(drag.frame);
      markTarget(drag.target, false);
      drag.ghost.remove();
      delete drag.card.dataset.lifted;
      drag.card.style.opacity = '';
      if (!drop) return;
      const task = readWorkspace(client)?.tasks.get(drag.taskId);
      const target = drag.target;
      if (!task) return;
      if (target.kind === 'card') {
        const index = reorderEnabled
          ? actions.dropIndex(task, target.quadrant, target.taskId, target.edge)
          : 0;
        actions.dropAt(task, target.quadrant, index);
      } else if (target.kind === 'quadrant') {
        const index = reorderEnabled ? actions.dropIndex(task, target.quadrant, null, null) : 0;
        actions.dropAt(task, target.quadrant, index);
      } else if (target.kind === 'tab') {
        actions.dropAt(task, target.quadrant, 0);
      }
    }

    function handleTouchStart(event: TouchEvent) {
      fingersDown = event.touches.length;
      cancelPending();
      if (event.touches.length !== 1 || lifted) return;
      const touch = event.touches[0];
      const start = event.target instanceof Element ? event.target : null;
      if (!touch || !start || start.closest('button, input, textarea, select, a, label, [contenteditable]'))
        return;
      const card = start.closest<HTMLElement>('[data-task-id]');
      const taskId = card?.dataset.taskId;
      if (!card || !taskId) return;
      follow(event.target);
      pending = { timer: window.setTimeout(lift, LIFT_MS), x: touch.clientX, y: touch.clientY, card, taskId };
    }

    function handleTouchMove(event: TouchEvent) {
      const touch = event.touches[0];
      if (!touch) return;
      if (pending && Math.hypot(touch.clientX - pending.x, touch.clientY - pending.y) > SLOP_PX)
        cancelPending();
      if (!lifted) return;
      event.preventDefault();
      lifted.x = touch.clientX;
      lifted.y = touch.clientY;
    }

    function handleTouchEnd(event: TouchEvent) {
      fingersDown = event.touches.length;
      cancelPending();
      if (event.touches.length === 0) follow(null);
      if (!lifted) return;
      // No click after a drop: the note was carried, not tapped.
      if (event.cancelable) event.preventDefault();
      finish(event.type === 'touchend');
    }

    function handleContextMenu(event: Event) {
      // A long press asks for the context menu (Android) at about the time the note lifts.
      if (pending || lifted) event.preventDefault();
    }

    function countFingers(event: TouchEvent) {
      fingersDown = event.touches.length;
    }

    const passive = { passive: true } as const;
    document.addEventListener('touchend', countFingers, { capture: true, passive: true });
    document.addEventListener('touchcancel', countFingers, { capture: true, passive: true });
    root.addEventListener('touchstart', handleTouchStart, passive);
    root.addEventListener('touchmove', holdable, { passive: false });
    root.addEventListener('contextmenu', handleContextMenu);
    return () => {
      cancelPending();
      finish(false);
      follow(null);
      fingersDown = 0;
      document.removeEventListener('touchend', countFingers, { capture: true });
      document.removeEventListener('touchcancel', countFingers, { capture: true });
      root.removeEventListener('touchstart', handleTouchStart);
      root.removeEventListener('touchmove', holdable);
      root.removeEventListener('contextmenu', handleContextMenu);
    };
  }, [root, actions, reorderEnabled, client]);
}
