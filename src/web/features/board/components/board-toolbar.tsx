import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import type { BoardFilter } from '../board-filter.ts';
import type { BoardView, SortMode } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';
import { BOARD_VIEWS, boardPath } from '../paths.ts';
import { rememberChosenView } from '../view-preference.ts';
import { SearchBox } from '../search/search-box.tsx';
import { BoardSwitcher } from './board-switcher.tsx';
import { FilterMenu } from './filter-menu.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';

const SORT_MODES: readonly SortMode[] = ['order', 'due', 'created'];

export interface BoardToolbarProps {
  boardId: string;
  view: BoardView;
  showCompleted: boolean;
  onShowCompletedChange: (value: boolean) => void;
  sort: SortMode;
  onSortChange: (value: SortMode) => void;
  filter: BoardFilter;
  onFilterChange: (filter: BoardFilter) => void;
}

function isSortMode(value: string): value is SortMode {
  return (SORT_MODES as readonly string[]).includes(value);
}

/**
 * Board menu, view links (Matrix, Lanes, List: a click is remembered as the person's default
 * view), filters, completed toggle, list sorting, search and the shortcuts help (not on touch
 * screens without a keyboard). Every control is a 44 px target on touch screens.
 * Memoized: a task change re-renders the lists, never the menus.
 */
export const BoardToolbar = memo(function BoardToolbar({
  boardId,
  view,
  showCompleted,
  onShowCompletedChange,
  sort,
  onSortChange,
  filter,
  onFilterChange,
}: BoardToolbarProps) {
  const { t } = useTranslation(BOARD_NS);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <BoardSwitcher boardId={boardId} view={view} />
      <nav aria-label={t('views.label')} className="flex rounded-md bg-slate-100 p-1">
        {BOARD_VIEWS.map((v) => (
          <NavLink
            key={v}
            to={boardPath(boardId, v)}
            // Only the view is "current": the link's own path, not its prefix.
            end
            onClick={() => rememberChosenView(v)}
            className={({ isActive }) =>
              cn(
                'rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 coarse:inline-flex coarse:min-h-11 coarse:items-center',
                isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )
            }
          >
            {t(`views.${v}`)}
          </NavLink>
        ))}
      </nav>
      <FilterMenu filter={filter} onChange={onFilterChange} />
      <label className="inline-flex h-10 items-center gap-2 px-2 text-sm text-slate-700 coarse:h-11">
        <input
          type="checkbox"
          checked={showCompleted}
          onChange={(e) => onShowCompletedChange(e.target.checked)}
          className="size-4 accent-indigo-600"
        />
        {t('toolbar.showCompleted')}
      </label>
      {view === 'list' && (
        <label className="inline-flex items-center gap-2 text-sm text-slate-700 coarse:min-h-11">
          {t('toolbar.sortBy')}
          <select
            value={sort}
            onChange={(e) => {
              if (isSortMode(e.target.value)) onSortChange(e.target.value);
            }}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 coarse:h-11"
          >
            {SORT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`toolbar.sort.${mode}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="flex w-full items-center gap-2 sm:ms-auto sm:w-auto">
        <SearchBox view={view} />
        <ShortcutsHelp />
      </div>
    </div>
  );
});
