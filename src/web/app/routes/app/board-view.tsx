import { lazy, Suspense, useCallback, useLayoutEffect, useRef } from 'react';
import {
  redirect,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type ClientLoaderFunctionArgs,
} from 'react-router';
import { BoardScreen, type ComposedViewProps } from '../../../features/board/components/board-screen.tsx';
import { BoardTitle } from '../../../features/board/components/board-title.tsx';
import { focusNear } from '../../../features/board/focus-targets.ts';
import { boardPath, isBoardView } from '../../../features/board/paths.ts';
import { defaultView } from '../../../features/board/view-preference.ts';
import { startBoardPull } from '../../board-pull.ts';
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';
import { PLAN_LIMITS, UNLIMITED } from '../../../../shared/plans.ts';
import { useQuery } from '@tanstack/react-query';
import { BoardLimitContext } from '../../../features/board/plan-limit.ts';
import { TemplatePickerContext, type TemplatePickerProps } from '../../../features/board/template-slot.ts';
import { meQuery } from '../../../features/profile/me-query.ts';

// The calendar is a feature of its own, and its own chunk: the matrix's first load does not carry it.
const CalendarView = lazy(() =>
  import('../../../features/calendar-view/components/calendar-view.tsx').then((m) => ({
    default: m.CalendarView,
  })),
);

// The templates offered in "New board": the templates feature's, loaded when the dialog opens.
const TemplatePicker = lazy(() =>
  import('../../../features/templates/template-picker.tsx').then((m) => ({ default: m.TemplatePicker })),
);

function renderTemplatePicker(props: TemplatePickerProps) {
  return <TemplatePicker {...props} />;
}

/** The board hands the calendar its lists as shown (filtered, completed or not). */
function renderCalendar(props: ComposedViewProps) {
  return (
    <Suspense fallback={<div className="flex-1" aria-busy="true" />}>
      <CalendarView {...props} />
    </Suspense>
  );
}
/** The open task is in the URL (`?task=<id>`): shareable, and Back closes the sheet. */
const TASK_PARAM = 'task';

// The sheet (and its editor) is its own chunk: the board's first load does not carry it.
const TaskSheet = lazy(() =>
  import('../../../features/task/components/task-sheet.tsx').then((m) => ({ default: m.TaskSheet })),
);

/**
 * /app/board/{boardId}/{view}: an unknown view goes to that board's default view. Otherwise the
 * workspace download starts here, without waiting for it, alongside the rest of the app loading.
 */
export function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  if (!isBoardView(params.view)) {
    return redirect(
      `${boardPath(params.boardId ?? POOL_BOARD_ID, defaultView())}${new URL(request.url).search}`,
    );
  }
  startBoardPull();
  return null;
}

/**
 * Put focus back on the note the sheet came from; when that note is gone (deleted from the sheet)
 * on its neighbour or its quadrant's quick add, else on the board: never on the bare page.
 */
function focusNote(taskId: string) {
  return (event: Event) => {
    event.preventDefault();
    const note = document.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(taskId)}"]`);
    if (note) note.focus();
    else if (!focusNear(taskId)) document.getElementById('main')?.focus();
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

/** The plan's board limit, from the account (kept live: a plan change refetches it). */
function useBoardLimit(): number {
  const me = useQuery({ ...meQuery, meta: { silent: true } });
  return me.data ? PLAN_LIMITS[me.data.tier].boards : UNLIMITED;
}

export default function BoardViewRoute() {
  const { boardId = POOL_BOARD_ID, view: param } = useParams();
  const view = isBoardView(param) ? param : 'matrix';
  const task = useTaskParam();
  const boardLimit = useBoardLimit();
  return (
    <BoardLimitContext.Provider value={boardLimit}>
      <TemplatePickerContext.Provider value={renderTemplatePicker}>
        <BoardTitle boardId={boardId} view={view} />
        <BoardScreen
          boardId={boardId}
          view={view}
          onOpenTask={task.open}
          renderCalendar={renderCalendar}
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
      </TemplatePickerContext.Provider>
    </BoardLimitContext.Provider>
  );
}
