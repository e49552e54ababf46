import { lazy, Suspense, useCallback, useLayoutEffect, useRef } from 'react';
import {
  redirect,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type ClientLoaderFunctionArgs,
} from 'react-router';
import { getValidAccessToken, subscribeToken } from '../../../features/auth/session.ts';
import { BoardScreen } from '../../../features/board/components/board-screen.tsx';
import { boardPath, isBoardView } from '../../../features/board/paths.ts';
import { startEarlyPull } from '../../../features/workspace/workspace-query.ts';
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';
import { i18n } from '../../../lib/i18n.ts';
import '../../../features/board/i18n.ts';

const TOKENS = { getValidAccessToken, subscribeToken };
/** The open task is in the URL (`?task=<id>`): shareable, and Back closes the sheet. */
const TASK_PARAM = 'task';

// The sheet (and its editor) is its own chunk: the board's first load does not carry it.
const TaskSheet = lazy(() =>
  import('../../../features/task/components/task-sheet.tsx').then((m) => ({ default: m.TaskSheet })),
);

/** Every page needs a title (WCAG 2.4.2); the app's pages carry the product's name. */
export function meta() {
  return [{ title: i18n.t('appName') }, { name: 'robots', content: 'noindex' }];
}

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
      if (token) startEarlyPull();
    },
    // The guard decides what a missing session means; the board then loads the usual way.
    () => undefined,
  );
  return null;
}

/** Put focus back on the note the sheet came from, when that note is on screen. */
function focusNote(taskId: string) {
  return (event: Event) => {
    const note = document.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(taskId)}"]`);
    if (!note) return;
    event.preventDefault();
    note.focus();
  };
}

/** Opening pushes a history entry (marked, so that closing can go back to it); closing removes it. */
function useTaskParam() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = location.state === 'task-sheet';
  // `open` reaches every note through the board's context: it must stay the same function while
  // the query string changes, or each change would re-render every note.
  const search = useRef(location.search);
  useLayoutEffect(() => {
    search.current = location.search;
  });

  const open = useCallback(
    (taskId: string) => {
      const next = new URLSearchParams(search.current);
      next.set(TASK_PARAM, taskId);
      void navigate({ search: `?${next.toString()}` }, { state: 'task-sheet' });
    },
    [navigate],
  );
  const close = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(location.search);
    next.delete(TASK_PARAM);
    const search = next.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [openedHere, location.search, navigate]);

  return { taskId: params.get(TASK_PARAM), open, close };
}

export default function BoardViewRoute() {
  const { boardId = POOL_BOARD_ID, view } = useParams();
  const task = useTaskParam();
  return (
    <>
      <BoardScreen
        boardId={boardId}
        view={isBoardView(view) ? view : 'matrix'}
        tokens={TOKENS}
        onOpenTask={task.open}
      />
      {task.taskId && (
        <Suspense fallback={null}>
          <TaskSheet
            key={task.taskId}
            taskId={task.taskId}
            onClose={task.close}
            onCloseAutoFocus={focusNote(task.taskId)}
          />
        </Suspense>
      )}
    </>
  );
}
