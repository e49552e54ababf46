/**
 * A board's quadrant lists narrowed by the URL's filter, as a workspace selector: it re-renders
 * the board only when a narrowed list really changes (see filtered-lists.ts for the cost rules).
 */
import { useCallback, useState } from 'react';
import type { BoardLists } from '../../workspace/selectors.ts';
import { boardListsSelector } from '../../workspace/selectors.ts';
import { useWorkspaceSelector } from '../../workspace/use-workspace.ts';
import type { WorkspaceState } from '../../workspace/workspace-state.ts';
import type { BoardFilter } from '../board-filter.ts';
import type { WallClock } from '../clock.ts';
import { createFilteredListsSelector } from '../filtered-lists.ts';
import { useKeptIds } from '../kept-tasks.ts';

export function useFilteredLists(
  boardId: string,
  filter: BoardFilter,
  now: WallClock,
): BoardLists | undefined {
  // One narrowing memo per mounted board, kept across filter and clock changes.
  const [narrow] = useState(createFilteredListsSelector);
  const kept = useKeptIds();
  const select = useCallback(
    (state: WorkspaceState) => narrow(boardListsSelector(boardId)(state), state.tasks, filter, now, kept),
    [narrow, boardId, filter, now, kept],
  );
  return useWorkspaceSelector<BoardLists | undefined>(select, undefined);
}
