/**
 * Makes a card draggable and a drop target that knows which edge (top or bottom) the pointer is
 * nearest. Only the card under the pointer re-renders, to draw its drop line: nothing else renders
 * during a drag. The library arrives after the board's first paint (dnd-loader.ts).
 *
 * A drag takes focus off the card it carries (the press that started it gave it focus). A drop
 * moves the card to another list, which removes this element; removing the focused element makes
 * the browser recalculate style at once, inside the drop's task (1.85 ms of a drop at 5,000 tasks,
 * docs/benchmarks.md, session 13). A drop moves no focus (use-board-actions.ts), so focus ends on the page
 * either way; a drag that ends on no target gives it back.
 */
import type { Edge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { useEffect, useState, type RefObject } from 'react';
import { withBoardDnd } from '../dnd-loader.ts';
import { CardDragSchema, cardDragData, cardDropData } from '../drag-data.ts';
import { touchIsDown } from './use-touch-drag.ts';

export type DropEdge = 'top' | 'bottom';

function verticalEdge(edge: Edge | null): DropEdge | null {
  return edge === 'top' || edge === 'bottom' ? edge : null;
}

export function useCardDnd(
  ref: RefObject<HTMLElement | null>,
  opts: { taskId: string; quadrant: number; canDrag: boolean; acceptsDrop: boolean },
): { dragging: boolean; edge: DropEdge | null } {
  const [dragging, setDragging] = useState(false);
  const [edge, setEdge] = useState<DropEdge | null>(null);
  const { taskId, quadrant, canDrag, acceptsDrop } = opts;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return withBoardDnd(
      ({ combine, draggable, dropTargetForElements, attachClosestEdge, extractClosestEdge }) => {
        const cleanups: (() => void)[] = [];
        let hadFocus: HTMLElement | null = null;
        if (canDrag) {
          cleanups.push(
            draggable({
              element,
              // A finger's long press is the board's own touch drag (use-touch-drag.ts), not this one.
              canDrag: () => !touchIsDown(),
              getInitialData: () => cardDragData(taskId),
              onDragStart: () => {
                const focused = document.activeElement;
                hadFocus = focused instanceof HTMLElement && element.contains(focused) ? focused : null;
                hadFocus?.blur();
                setDragging(true);
              },
              onDrop: ({ location }) => {
                if (location.current.dropTargets.length === 0 && hadFocus?.isConnected)
                  hadFocus.focus({ preventScroll: true });
                hadFocus = null;
                setDragging(false);
              },
            }),
          );
        }
        if (acceptsDrop) {
          cleanups.push(
            dropTargetForElements({
              element,
              canDrop: ({ source }) => {
                const drag = CardDragSchema.safeParse(source.data);
                return drag.success && drag.data.taskId !== taskId;
              },
              getData: ({ input }) =>
                attachClosestEdge(cardDropData(taskId, quadrant), {
                  element,
                  input,
                  allowedEdges: ['top', 'bottom'],
                }),
              onDragEnter: ({ self }) => setEdge(verticalEdge(extractClosestEdge(self.data))),
              onDrag: ({ self }) => {
                const next = verticalEdge(extractClosestEdge(self.data));
                setEdge((current) => (current === next ? current : next));
              },
              onDragLeave: () => setEdge(null),
              onDrop: () => setEdge(null),
            }),
          );
        }
        return combine(...cleanups);
      },
    );
  }, [ref, taskId, quadrant, canDrag, acceptsDrop]);

  return { dragging, edge };
}
