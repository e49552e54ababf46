import { Navigate, useLocation, useParams } from 'react-router';
import { readLastBoard } from '../../../features/board/last-board.ts';
import { boardPath } from '../../../features/board/paths.ts';
import { defaultView } from '../../../features/board/view-preference.ts';

/**
 * /app/board → the board used last (else the Inbox, `pool`); /app/board/{id} → it, in the view the
 * person chose last, else lanes on a phone and the matrix elsewhere (view-preference.ts).
 * The query string and the hash travel along (spec §2: `/board/{id}#…` keeps its hash through both
 * redirects). A component rather than a loader: a loader's request carries no hash.
 */
export default function BoardRedirect() {
  const { boardId } = useParams();
  const { search, hash } = useLocation();
  return <Navigate replace to={`${boardPath(boardId ?? readLastBoard(), defaultView())}${search}${hash}`} />;
}
