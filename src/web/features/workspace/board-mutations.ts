/**
 * Board writes, optimistic like task writes: a new board appears at once (so the app can open it),
 * a rename shows at once, a deleted board's tasks fall back to their other boards or the pool.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBoard, deleteBoard, updateBoard, type Board } from '../../../shared/contracts/boards.ts';
import { compareOrder, keyBetween } from '../../../shared/order.ts';
import { api } from '../../lib/api.ts';
import { placementsOn } from './optimistic.ts';
import { optimisticCallbacks } from './optimistic-callbacks.ts';
import { readWorkspace } from './workspace-query.ts';

const BOARD_SCOPE = { id: 'board-writes' };

export interface CreateBoardInput {
  id: string;
  name: string;
}

/** The order key after the last board, so a new board lists last. */
export function nextBoardOrder(boards: readonly Board[]): string {
  const last = [...boards].sort(compareOrder).at(-1);
  return keyBetween(last?.order ?? null, null);
}

export function useBoardMutations() {
  const client = useQueryClient();
  const { begin, confirmRow, confirm: confirmDelete, rollback } = optimisticCallbacks(client);
  const confirm = confirmRow('boards');

  const create = useMutation({
    scope: BOARD_SCOPE,
    mutationFn: (v: CreateBoardInput & { order: string }) => api(createBoard, { body: v }),
    onMutate: (v) => {
      const now = new Date().toISOString();
      const board: Board = {
        id: v.id,
        name: v.name,
        order: v.order,
        createdAt: now,
        updatedAt: now,
        version: 0,
      };
      return begin({ kind: 'createBoard', board });
    },
    onSuccess: confirm,
    onError: rollback,
  });

  const rename = useMutation({
    scope: BOARD_SCOPE,
    mutationFn: (v: { boardId: string; name: string }) =>
      api(updateBoard, { params: { boardId: v.boardId }, body: { name: v.name } }),
    onMutate: (v) => {
      const board = readWorkspace(client)?.boards[v.boardId];
      if (!board) return begin(undefined);
      return begin({ kind: 'renameBoard', boardId: v.boardId, name: v.name, previousName: board.name });
    },
    onSuccess: confirm,
    onError: rollback,
  });

  const remove = useMutation({
    scope: BOARD_SCOPE,
    mutationFn: (board: Board) => api(deleteBoard, { params: { boardId: board.id } }),
    onMutate: (board) => {
      const state = readWorkspace(client);
      if (!state) return begin(undefined);
      return begin({ kind: 'deleteBoard', board, placements: placementsOn(state, board.id) });
    },
    onSuccess: confirmDelete,
    onError: rollback,
  });

  const { mutate: createMutate } = create;
  const { mutate: renameMutate } = rename;
  const { mutate: removeMutate } = remove;
  return useMemo(
    () => ({
      createBoard: (v: CreateBoardInput, opts?: { onError?: () => void }) => {
        const boards = Object.values(readWorkspace(client)?.boards ?? {});
        createMutate({ ...v, order: nextBoardOrder(boards) }, { onError: () => opts?.onError?.() });
      },
      renameBoard: (boardId: string, name: string) => renameMutate({ boardId, name }),
      deleteBoard: (board: Board) => removeMutate(board),
    }),
    [client, createMutate, renameMutate, removeMutate],
  );
}
