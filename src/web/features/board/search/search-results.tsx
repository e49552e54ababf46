/**
 * The search popup: a listbox of results (title, snippet as plain text, and the board it is on),
 * or one line saying what is happening (searching, nothing matched, or why it failed). Options
 * are not focusable: focus stays in the field, which points at the active one
 * (aria-activedescendant). Pointer presses do not take focus from the field either.
 */
import type { SearchHit } from '../../../../shared/contracts/search.ts';
import { useTranslation } from 'react-i18next';
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useBoards, useTask } from '../../workspace/use-workspace.ts';
import { BOARD_NS } from '../i18n.ts';
import { taskBoardId } from './task-link.ts';

export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

function SearchOption({
  hit,
  id,
  active,
  onOpen,
}: {
  hit: SearchHit;
  id: string;
  active: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation(BOARD_NS);
  const task = useTask(hit.taskId);
  const boards = useBoards();
  const boardId = taskBoardId(task);
  const boardName = boardId === POOL_BOARD_ID ? t('pool') : boards.find((b) => b.id === boardId)?.name;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onOpen}
      className={cn(
        'cursor-pointer rounded px-3 py-2 text-sm',
        active ? 'bg-indigo-50 text-indigo-950' : 'text-slate-900',
      )}
    >
      <span className="block truncate font-medium">{hit.title}</span>
      {hit.snippet && <span className="line-clamp-2 block text-xs text-slate-700">{hit.snippet}</span>}
      {boardName && (
        <span className="block text-xs text-slate-600">{t('search.onBoard', { name: boardName })}</span>
      )}
    </li>
  );
}

export interface SearchResultsProps {
  listboxId: string;
  hits: readonly SearchHit[];
  activeIndex: number;
  state: 'loading' | 'error' | 'ready';
  error: string | null;
  onOpen: (hit: SearchHit) => void;
}

export function SearchResults({ listboxId, hits, activeIndex, state, error, onOpen }: SearchResultsProps) {
  const { t } = useTranslation(BOARD_NS);
  let message: string | null = null;
  if (state === 'error') message = t('search.failed', { reason: error ?? '' });
  else if (state === 'loading' && hits.length === 0) message = t('search.searching');
  else if (state === 'ready' && hits.length === 0) message = t('search.empty');
  return (
    <div className="absolute inset-x-0 top-full z-30 mt-1 max-h-[60vh] overflow-y-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200 sm:w-96">
      <ul id={listboxId} role="listbox" aria-label={t('search.results')}>
        {hits.map((hit, index) => (
          <SearchOption
            key={hit.taskId}
            id={optionId(listboxId, index)}
            hit={hit}
            active={index === activeIndex}
            onOpen={() => onOpen(hit)}
          />
        ))}
      </ul>
      <p
        role={state === 'error' ? 'alert' : 'status'}
        className={cn(
          'px-3 text-sm empty:hidden',
          message && 'py-2',
          state === 'error' ? 'text-red-800' : 'text-slate-700',
        )}
      >
        {message}
      </p>
    </div>
  );
}
