import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { readLastBoard } from '../../../features/board/last-board.ts';
import { boardPath } from '../../../features/board/paths.ts';

/**
 * /app/board → the board used last (else the Inbox, `pool`); /app/board/{id} → its matrix.
 * The query string travels along.
 */
export function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const boardId = params.boardId ?? readLastBoard();
  return redirect(`${boardPath(boardId, 'matrix')}${new URL(request.url).search}`);
}

export default function BoardRedirect() {
  return null;
}
