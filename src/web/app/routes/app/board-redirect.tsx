import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { readLastBoard } from '../../../features/board/last-board.ts';
import { boardPath } from '../../../features/board/paths.ts';
import { defaultView } from '../../../features/board/view-preference.ts';

/**
 * /app/board → the board used last (else the Inbox, `pool`); /app/board/{id} → it, in the view the
 * person chose last, else lanes on a phone and the matrix elsewhere (view-preference.ts).
 * The query string travels along.
 */
export function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const boardId = params.boardId ?? readLastBoard();
  return redirect(`${boardPath(boardId, defaultView())}${new URL(request.url).search}`);
}

export default function BoardRedirect() {
  return null;
}
