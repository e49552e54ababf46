import { Search, X } from 'lucide-react';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import type { BoardFilter } from '../board-filter.ts';
import type { BoardView, SortMode } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';
import { BOARD_VIEWS, boardPath } from '../paths.ts';
import { rememberChosenView } from '../view-preference.ts';
import { SearchBox } from '../search/search-box.tsx';
import { BoardSwitcher } from './board-switcher.tsx';
import { FilterMenu } from './filter-menu.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';
import { isSortMode, SORT_MODES, ViewMenu } from './view-menu.tsx';

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

const iconButton = cn(
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 sm:hidden',
  focusRing,
);

/**
 * Board menu, view links (Matrix, Lanes, List: a click is remembered as the person's default
 * view), filters, completed toggle, list sorting, search and the shortcuts help (not on touch
 * screens without a keyboard). Every control is a 44 px target on touch screens. Below 640 px it
 * is one row, so the tasks come first: the board menu, search (a button that opens the field),
 * the filter and the view menu (view-menu.tsx: the view, "Show completed", sorting).
 * Memoized: a task change re-renders the lists, never the menus.
 */
export const BoardToolbar = memo(function BoardToolbar(props: BoardToolbarProps) {
  const { boardId, view, showCompleted, onShowCompletedChange, sort, onSortChange, filter, onFilterChange } =
    props;
  const { t } = useTranslation(BOARD_NS);
  // Phones: whether the search field is open (it takes the toolbar's row while it is).
  const [searching, setSearching] = useState(false);
  const searchButton = useRef<HTMLButtonElement | null>(null);
  function closeSearch() {
    setSearching(false);
    // The button comes back in place of the field: focus goes to it, not to the page.
    requestAnimationFrame(() => searchButton.current?.focus());
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div
        className={cn('flex min-w-0 flex-1 items-center gap-2 sm:flex-none', searching && 'max-sm:hidden')}
      >
        <BoardSwitcher boardId={boardId} view={view} />
      </div>
      <button
        ref={searchButton}
        type="button"
        aria-label={t('search.label')}
        aria-expanded={searching}
        onClick={() => setSearching(true)}
        className={cn(iconButton, searching && 'hidden')}
      >
        <Search aria-hidden size={18} />
      </button>
      <nav aria-label={t('views.label')} className="hidden rounded-md bg-slate-100 p-1 sm:flex">
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
      <div className={cn('contents', searching && 'max-sm:hidden')}>
        <FilterMenu filter={filter} onChange={onFilterChange} />
        <ViewMenu
          boardId={boardId}
          view={view}
          showCompleted={showCompleted}
          onShowCompletedChange={onShowCompletedChange}
          sort={sort}
          onSortChange={onSortChange}
        />
      </div>
      <label className="hidden h-10 items-center gap-2 px-2 text-sm text-slate-700 sm:inline-flex coarse:h-11">
        <input
          type="checkbox"
          checked={showCompleted}
          onChange={(e) => onShowCompletedChange(e.target.checked)}
          className="size-4 accent-indigo-600 coarse:size-6"
        />
        {t('toolbar.showCompleted')}
      </label>
      {view === 'list' && (
        <label className="hidden items-center gap-2 text-sm text-slate-700 sm:inline-flex coarse:min-h-11">
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
      <div
        className={cn(
          'w-full items-center gap-2 sm:ms-auto sm:flex sm:w-auto',
          searching ? 'flex' : 'hidden',
        )}
      >
        <SearchBox view={view} autoFocus={searching} />
        <button type="button" aria-label={t('search.close')} onClick={closeSearch} className={iconButton}>
          <X aria-hidden size={18} />
        </button>
        <ShortcutsHelp />
      </div>
    </div>
  );
});
