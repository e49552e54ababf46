/**
 * The signed-in board: toolbar and the matrix, lanes, list or (composed by the route) calendar view
 * of one board (or the pool), with the live region, the drop monitor, the touch drag, the "Move to…"
 * dialog. Loading, failure and unknown-board states too. (The sync socket is the app shell's: ADR 0053.)
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPEAT_NS } from '../../../lib/repeat-text.ts';
import { Link, useSearchParams } from 'react-router';
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { BoardLists } from '../../workspace/selectors.ts';
import { useBoardLists, useBoards, useWorkspaceStatus } from '../../workspace/use-workspace.ts';
import { filterFrom, filterParams, isFiltering, type BoardFilter } from '../board-filter.ts';
import { useWallClockIf } from '../clock.ts';
import { useFilteredLists } from '../hooks/use-filtered-lists.ts';
import { BoardContext, type BoardContextValue, type BoardView, type SortMode } from '../board-context.ts';
import { useBoardActions } from '../hooks/use-board-actions.ts';
import { useBoardDropMonitor } from '../hooks/use-board-drop-monitor.ts';
import { useHistoryShortcuts } from '../hooks/use-history-shortcuts.ts';
import { setActiveFilter } from '../kept-tasks.ts';
import { useTouchDrag } from '../hooks/use-touch-drag.ts';
import { BOARD_NS } from '../i18n.ts';
import { forgetLastBoard, rememberLastBoard } from '../last-board.ts';
import { noteText } from '../note-text.ts';
import { boardPath } from '../paths.ts';
import { BoardToolbar } from './board-toolbar.tsx';
import { LanesView } from './lanes-view.tsx';
import { ListView } from './list-view.tsx';
import { LiveRegion } from './live-region.tsx';
import { MatrixView } from './matrix-view.tsx';
import { MoveToDialog } from './move-to-dialog.tsx';

function ignoreOpen(): void {}

/** What a view composed by the route (the calendar) gets from the board: its lists as shown. */
export interface ComposedViewProps {
  lists: BoardLists;
  showCompleted: boolean;
}

function parseSort(value: string | null): SortMode {
  return value === 'due' || value === 'created' ? value : 'order';
}

export function BoardScreen({
  boardId,
  view,
  onOpenTask = ignoreOpen,
  renderCalendar,
}: {
  boardId: string;
  view: BoardView;
  /** What opening a task means; the route composes the task sheet. Without it a note only focuses. */
  onOpenTask?: (taskId: string) => void;
  /** The calendar view, a feature of its own that the route composes in (without it: the matrix). */
  renderCalendar?: (props: ComposedViewProps) => ReactNode;
}) {
  // The notes' repeat summaries read the repeat namespace: naming it here re-renders when it loads.
  const { t, i18n } = useTranslation([BOARD_NS, 'common', REPEAT_NS]);
  const status = useWorkspaceStatus();
  const boards = useBoards();
  const lists = useBoardLists(boardId);
  const [params, setParams] = useSearchParams();
  const sort = view === 'list' ? parseSort(params.get('sort')) : 'order';
  const showCompleted = params.get('completed') !== 'hide';
  const colorParam = params.get('color');
  const dueParam = params.get('due');
  const filter = useMemo(() => filterFrom(colorParam, dueParam), [colorParam, dueParam]);
  // Only a due filter reads the clock here (due labels read it themselves).
  const now = useWallClockIf(filter.due !== null);
  // Before the lists are narrowed: a task just added under this filter stays in sight (kept-tasks.ts).
  useLayoutEffect(() => setActiveFilter(filter, now, boardId), [filter, now, boardId]);
  const shown = useFilteredLists(boardId, filter, now);
  const exists = boardId === POOL_BOARD_ID || boards.some((b) => b.id === boardId);

  const actions = useBoardActions(boardId);
  // Places count in the whole list: with some notes hidden by a filter, "one down" or "drop here"
  // would land among notes the person cannot see, so filtered boards move to the top only.
  const reorderEnabled = sort === 'order' && !isFiltering(filter);
  useBoardDropMonitor(actions, reorderEnabled);
  // State, not a ref: the board's element appears only once the workspace has loaded.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useTouchDrag(root, actions, reorderEnabled);
  useHistoryShortcuts();
  const text = useMemo(() => noteText(t, i18n.language), [t, i18n.language]);
  const context = useMemo<BoardContextValue>(
    () => ({ actions, view, reorderEnabled, openTask: onOpenTask, text }),
    [actions, view, reorderEnabled, onOpenTask, text],
  );

  // Remember only a board the server has (a draft may yet be refused); forget one that is gone,
  // so /app/board does not keep landing on "Board not found".
  const confirmed = boardId === POOL_BOARD_ID || (boards.find((b) => b.id === boardId)?.version ?? 0) > 0;
  useEffect(() => {
    if (status.isPending) return;
    if (exists && confirmed) rememberLastBoard(boardId);
    else if (!exists) forgetLastBoard(boardId);
  }, [boardId, exists, confirmed, status.isPending]);

  // One navigation per change: two setParams in a row would each start from the same old URL.
  const setParam = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const handleShowCompleted = useCallback(
    (value: boolean) => setParam({ completed: value ? null : 'hide' }),
    [setParam],
  );
  const handleFilter = useCallback((next: BoardFilter) => setParam(filterParams(next)), [setParam]);
  const handleSort = useCallback(
    (value: SortMode) => setParam({ sort: value === 'order' ? null : value }),
    [setParam],
  );

  if (status.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center p-8 text-slate-600" aria-busy="true">
        <p>{t('loading')}</p>
      </div>
    );
  }
  if (status.isError || !lists || !shown) {
    return (
      <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className="text-xl font-semibold">{t('loadFailed')}</h1>
        <Button onClick={() => void status.refetch()}>{t('common:actions.retry')}</Button>
      </div>
    );
  }
  if (!exists) {
    return (
      <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <h1 className="text-xl font-semibold">{t('notFound.title')}</h1>
        <p className="text-slate-600">{t('notFound.body')}</p>
        <Link className="font-medium text-indigo-700 underline" to={boardPath(POOL_BOARD_ID, view)}>
          {t('notFound.link')}
        </Link>
      </div>
    );
  }

  const empty = ([1, 2, 3, 4] as const).every(
    (q) => lists[q].open.length === 0 && lists[q].done.length === 0,
  );
  return (
    <BoardContext value={context}>
      <div ref={setRoot} className="flex min-h-0 flex-1 flex-col gap-3 p-3 md:p-4">
        <h1 className="sr-only">
          {boardId === POOL_BOARD_ID ? t('pool') : (boards.find((b) => b.id === boardId)?.name ?? '')}
        </h1>
        <BoardToolbar
          boardId={boardId}
          view={view}
          showCompleted={showCompleted}
          onShowCompletedChange={handleShowCompleted}
          sort={sort}
          onSortChange={handleSort}
          filter={filter}
          onFilterChange={handleFilter}
        />
        {/* In the matrix the quadrants' own hints teach; the list has room for one more line. */}
        {empty && view === 'list' && <p className="text-sm text-slate-600">{t('emptyIntro')}</p>}
        {view === 'list' ? (
          <ListView lists={shown} all={lists} showCompleted={showCompleted} sort={sort} empty={empty} />
        ) : view === 'calendar' && renderCalendar ? (
          renderCalendar({ lists: shown, showCompleted })
        ) : view === 'lanes' ? (
          <LanesView lists={shown} all={lists} showCompleted={showCompleted} empty={empty} />
        ) : (
          <MatrixView lists={shown} all={lists} showCompleted={showCompleted} empty={empty} />
        )}
        <MoveToDialog />
        <LiveRegion />
      </div>
    </BoardContext>
  );
}
