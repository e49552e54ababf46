/**
 * One monitor for the whole board: on drop, find the innermost target (a card and its edge, else a
 * quadrant, else a lane's tab: its top), turn it into an index in the destination list, and move the
 * task there with one write. It also asks for the drag library once the board is idle (dnd-loader.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readWorkspace } from '../../workspace/workspace-query.ts';
import { useBoardDndWhenIdle, withBoardDnd } from '../dnd-loader.ts';
import { CardDragSchema, CardDropSchema, LaneTabDropSchema, QuadrantDropSchema } from '../drag-data.ts';
import type { BoardActions } from './use-board-actions.ts';

export function useBoardDropMonitor(actions: BoardActions, reorderEnabled: boolean): void {
  const client = useQueryClient();
  useBoardDndWhenIdle();
  useEffect(
    () =>
      withBoardDnd(({ monitorForElements, extractClosestEdge }) =>
        monitorForElements({
          canMonitor: ({ source }) => CardDragSchema.safeParse(source.data).success,
          onDrop: ({ source, location }) => {
            const drag = CardDragSchema.safeParse(source.data);
            const task = drag.success ? readWorkspace(client)?.tasks.get(drag.data.taskId) : undefined;
            if (!task) return;
            for (const target of location.current.dropTargets) {
              const card = CardDropSchema.safeParse(target.data);
              if (card.success) {
                const edge = extractClosestEdge(target.data);
                const vertical = edge === 'top' || edge === 'bottom' ? edge : null;
                const index = reorderEnabled
                  ? actions.dropIndex(task, card.data.quadrant, card.data.taskId, vertical)
                  : 0;
                actions.dropAt(task, card.data.quadrant, index);
                return;
              }
              const quadrant = QuadrantDropSchema.safeParse(target.data);
              if (quadrant.success) {
                const index = reorderEnabled
                  ? actions.dropIndex(task, quadrant.data.quadrant, null, null)
                  : 0;
                actions.dropAt(task, quadrant.data.quadrant, index);
                return;
              }
              const tab = LaneTabDropSchema.safeParse(target.data);
              if (tab.success) {
                actions.dropAt(task, tab.data.quadrant, 0);
                return;
              }
            }
          },
        }),
      ),
    [actions, client, reorderEnabled],
  );
}
