/**
 * Board writes, optimistic like task writes and through the same outbox (so a task made on a new
 * board offline reaches the server after its board): a new board appears at once (so the app can open it),
 * a rename shows at once, a deleted board's tasks fall back to their other boards or the pool.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Board } from '../../../shared/contracts/boards.ts';
import { compareOrder, keyBetween } from '../../../shared/order.ts';
import { placementsOn } from './optimistic.ts';
import { submitWrite } from './outbox.ts';
import { readWorkspace } from './workspace-query.ts';
import { writeRequest } from './write-requests.ts';

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
  return useMemo(
    () => ({
      createBoard: (v: CreateBoardInput, opts?: { onError?: () => void }) => {
        const boards = Object.values(readWorkspace(client)?.boards ?? {});
        const now = new Date().toISOString();
        const board: Board = {
          id: v.id,
          name: v.name,
          order: nextBoardOrder(boards),
          createdAt: now,
          updatedAt: now,
          version: 0,
        };
        submitWrite(
          client,
          writeRequest('createBoard', { body: { id: board.id, name: board.name, order: board.order } }),
          { kind: 'createBoard', board },
          { onRefused: () => opts?.onError?.() },
        );
      },
      renameBoard: (boardId: string, name: string) => {
        const board = readWorkspace(client)?.boards[boardId];
        submitWrite(
          client,
          writeRequest('updateBoard', { params: { boardId }, body: { name } }),
          board ? { kind: 'renameBoard', boardId, name, previousName: board.name } : undefined,
        );
      },
      deleteBoard: (board: Board) => {
        const state = readWorkspace(client);
        submitWrite(
          client,
          writeRequest('deleteBoard', { params: { boardId: board.id } }),
          state ? { kind: 'deleteBoard', board, placements: placementsOn(state, board.id) } : undefined,
        );
      },
    }),
    [client],
  );
}
