/**
 * The move-in's reads and writes (/api/move-ins): the upload (with its progress), the stored
 * import (asked again every second while it runs in the background), the mapping, start and undo.
 * Each write's answer is the import as it now is, written straight into the query's cache.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getMoveIn,
  listMoveIns,
  startMoveIn,
  undoMoveIn,
  updateMoveIn,
  uploadMoveIn,
  type MoveIn,
  type MoveInMapping,
} from '../../../shared/contracts/move-in.ts';
import { api } from '../../lib/api.ts';
import { upload } from '../../lib/upload.ts';
import { WORKSPACE_KEY } from '../workspace/workspace-query.ts';
import { forgetLastBoard } from '../board/last-board.ts';

const POLL_MS = 1_000;

export const moveInsQuery = queryOptions({
  queryKey: ['move-ins'],
  queryFn: ({ signal }) => api(listMoveIns, { signal }),
});

export function moveInQuery(id: string) {
  return queryOptions({
    queryKey: ['move-ins', id],
    queryFn: ({ signal }) => api(getMoveIn, { params: { moveInId: id }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
}

/** The person's time zone, for Todoist's relative dates and TickTick's times without a zone. */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function useUploadMoveIn(onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const zone = timeZone();
      return upload(uploadMoveIn, {
        params: {},
        query: { name: file.name, ...(zone ? { timeZone: zone } : {}) },
        file,
        onProgress,
      });
    },
    onSuccess: (m: MoveIn) => {
      client.setQueryData(moveInQuery(m.id).queryKey, m);
      void client.invalidateQueries({ queryKey: moveInsQuery.queryKey, exact: true });
    },
    meta: { silent: true },
  });
}

/** The mapping as the server takes it back: priorities and completed from `mapping`, lists from `lists`. */
export function mappingOf(m: MoveIn): MoveInMapping {
  return {
    priorities: m.mapping.priorities,
    includeCompleted: m.mapping.includeCompleted,
    lists: m.lists.map((l) => ({ key: l.key, target: l.target })),
  };
}

export function useUpdateMapping(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mapping: MoveInMapping) => api(updateMoveIn, { params: { moveInId: id }, body: mapping }),
    onSuccess: (m: MoveIn) => client.setQueryData(moveInQuery(id).queryKey, m),
    meta: { silent: true },
  });
}

/** The import as a write left it; the board's tasks and the list of imports read again. */
function settle(client: QueryClient, id: string, m: MoveIn): void {
  client.setQueryData(moveInQuery(id).queryKey, m);
  void client.invalidateQueries({ queryKey: moveInsQuery.queryKey, exact: true });
  // The live connection brings the tasks too; this makes sure a tab without one sees them.
  void client.invalidateQueries({ queryKey: WORKSPACE_KEY });
}

export function useStartMoveIn(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scope: 'all' | 'fit') => api(startMoveIn, { params: { moveInId: id }, body: { scope } }),
    onSuccess: (m: MoveIn) => settle(client, id, m),
    meta: { silent: true },
  });
}

export function useUndoMoveIn(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(undoMoveIn, { params: { moveInId: id } }),
    onSuccess: (m: MoveIn) => {
      // Its boards are gone: /app must not return to one of them ("Board not found").
      for (const boardId of m.result.boardIds) forgetLastBoard(boardId);
      settle(client, id, m);
    },
    meta: { silent: true },
  });
}
