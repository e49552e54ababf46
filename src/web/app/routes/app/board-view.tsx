import { redirect, useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { getValidAccessToken, subscribeToken } from '../../../features/auth/session.ts';
import { BoardScreen } from '../../../features/board/components/board-screen.tsx';
import { BoardTitle } from '../../../features/board/components/board-title.tsx';
import { boardPath, isBoardView } from '../../../features/board/paths.ts';
import { startWorkspacePull } from '../../../features/workspace/workspace-query.ts';
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';

const TOKENS = { getValidAccessToken, subscribeToken };

/**
 * /app/board/{boardId}/{view}: an unknown view goes to the matrix of that board. Otherwise the
 * workspace download starts here, without waiting for it, alongside the rest of the app loading.
 */
export function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  if (!isBoardView(params.view)) {
    return redirect(`${boardPath(params.boardId ?? POOL_BOARD_ID, 'matrix')}${new URL(request.url).search}`);
  }
  getValidAccessToken().then(
    (token) => {
      if (token) startWorkspacePull();
    },
    // The guard decides what a missing session means; the board then loads the usual way.
    () => undefined,
  );
  return null;
}

export default function BoardViewRoute() {
  const { boardId = POOL_BOARD_ID, view: param } = useParams();
  const view = isBoardView(param) ? param : 'matrix';
  return (
    <>
      <BoardTitle boardId={boardId} view={view} />
      <BoardScreen boardId={boardId} view={view} tokens={TOKENS} />
    </>
  );
}
