/**
 * Search from the board's toolbar, as a combobox: results as you type (150 ms after the last key),
 * ↑/↓ choose, Enter or a click opens the task on its board (`?task=<id>`), Escape closes, and `/`
 * anywhere on the board (outside a field) puts focus here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { memo, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SEARCH_QUERY_MAX, type SearchHit } from '../../../../shared/contracts/search.ts';
import { readWorkspace } from '../../workspace/workspace-query.ts';
import type { BoardView } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';
import { optionId, SearchResults } from './search-results.tsx';
import { taskLink } from './task-link.ts';
import { useSlashToFocus } from './use-slash-to-focus.ts';
import { useTaskSearch } from './use-task-search.ts';

export const SearchBox = memo(function SearchBox({
  view,
  autoFocus = false,
}: {
  view: BoardView;
  /** Focus the field when this turns true (the phone toolbar's search button opened it). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(BOARD_NS);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const field = useRef<HTMLInputElement | null>(null);
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { q, hits, state, error } = useTaskSearch(text);
  useSlashToFocus(field);
  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);
  const expanded = open && q !== '';
  const activeIndex = Math.min(active, hits.length - 1);

  function openHit(hit: SearchHit) {
    const task = readWorkspace(client)?.tasks.get(hit.taskId);
    setOpen(false);
    void navigate(taskLink({ id: hit.taskId, boards: task?.boards ?? [] }, view, params));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[Math.max(activeIndex, 0)];
      if (expanded && hit) openHit(hit);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
    }
  }

  return (
    <div role="search" className="relative w-full sm:w-72">
      <Search aria-hidden size={16} className="pointer-events-none absolute start-3 top-3 text-slate-600" />
      <input
        ref={field}
        type="text"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined}
        aria-keyshortcuts="/"
        placeholder={t('search.placeholder')}
        value={text}
        maxLength={SEARCH_QUERY_MAX}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
        className="h-10 w-full rounded-md border border-slate-300 bg-white ps-9 pe-8 text-sm coarse:h-11 placeholder:text-slate-600 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
      <kbd
        aria-hidden
        className="pointer-events-none absolute end-2 top-2.5 rounded border border-slate-300 px-1.5 text-xs text-slate-600 keyboardless:hidden"
      >
        /
      </kbd>
      {expanded && (
        <SearchResults
          listboxId={listboxId}
          hits={hits}
          activeIndex={activeIndex}
          state={state}
          error={error}
          onOpen={openHit}
        />
      )}
    </div>
  );
});
