/**
 * Drag a checklist row by its handle and drop it on another row's top or bottom half. Drag data is
 * parsed with a schema on the way in: a drop of anything else (a note from the board) is ignored.
 */
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { attachClosestEdge, extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { useEffect, useState, type RefObject } from 'react';
import { z } from 'zod';

const ChecklistDragSchema = z.object({ kind: z.literal('checklist-item'), itemId: z.string() });

export type RowEdge = 'top' | 'bottom';

function rowEdge(data: Record<string | symbol, unknown>): RowEdge | null {
  const edge = extractClosestEdge(data);
  return edge === 'top' || edge === 'bottom' ? edge : null;
}

export function useChecklistDnd(
  rowRef: RefObject<HTMLElement | null>,
  handleRef: RefObject<HTMLElement | null>,
  itemId: string,
  onDropOnRow: (draggedId: string, edge: RowEdge) => void,
): { dragging: boolean; edge: RowEdge | null } {
  const [dragging, setDragging] = useState(false);
  const [edge, setEdge] = useState<RowEdge | null>(null);

  useEffect(() => {
    const element = rowRef.current;
    const dragHandle = handleRef.current;
    if (!element || !dragHandle) return;
    return combine(
      draggable({
        element,
        dragHandle,
        getInitialData: () => ({ kind: 'checklist-item', itemId }),
        onDragStart: () => setDragging(true),
        onDrop: () => setDragging(false),
      }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => {
          const drag = ChecklistDragSchema.safeParse(source.data);
          return drag.success && drag.data.itemId !== itemId;
        },
        getData: ({ input }) =>
          attachClosestEdge({ itemId }, { element, input, allowedEdges: ['top', 'bottom'] }),
        onDrag: ({ self }) => {
          const next = rowEdge(self.data);
          setEdge((current) => (current === next ? current : next));
        },
        onDragLeave: () => setEdge(null),
        onDrop: ({ self, source }) => {
          setEdge(null);
          const drag = ChecklistDragSchema.safeParse(source.data);
          const dropEdge = rowEdge(self.data);
          if (drag.success && dropEdge) onDropOnRow(drag.data.itemId, dropEdge);
        },
      }),
    );
  }, [rowRef, handleRef, itemId, onDropOnRow]);

  return { dragging, edge };
}
