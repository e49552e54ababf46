/**
 * On phones, the board's view settings in one menu, so the tasks start near the top of the
 * screen: the view (Matrix, Lanes, List, Calendar: a choice here is remembered like a click on the
 * wide toolbar's links), "Show completed", and the list's sort order. From 640 px the toolbar
 * shows them itself and this menu is gone.
 */
import { Check, SlidersHorizontal } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import type { BoardView, SortMode } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';
import { BOARD_VIEWS, boardPath, isBoardView } from '../paths.ts';
import { rememberChosenView } from '../view-preference.ts';

const itemClass =
  'flex min-h-11 cursor-default select-none items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900';
const labelClass = 'px-3 pt-2 pb-1 text-xs font-semibold text-slate-600';

export const SORT_MODES: readonly SortMode[] = ['order', 'due', 'created'];

export function isSortMode(value: string): value is SortMode {
  return (SORT_MODES as readonly string[]).includes(value);
}

function Tick() {
  return (
    <DropdownMenu.ItemIndicator className="ms-auto">
      <Check aria-hidden size={16} />
    </DropdownMenu.ItemIndicator>
  );
}

export interface ViewMenuProps {
  boardId: string;
  view: BoardView;
  showCompleted: boolean;
  onShowCompletedChange: (value: boolean) => void;
  sort: SortMode;
  onSortChange: (value: SortMode) => void;
}

export const ViewMenu = memo(function ViewMenu(props: ViewMenuProps) {
  const { boardId, view, showCompleted, onShowCompletedChange, sort, onSortChange } = props;
  const { t } = useTranslation(BOARD_NS);
  const navigate = useNavigate();
  return (
    // Not modal (as the filter menu): a modal menu hides the page with aria-hidden while its
    // controls stay focusable, which axe reports (aria-hidden-focus); the board stays readable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('toolbar.viewOptions', { view: t(`views.${view}`) })}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:hidden"
      >
        <SlidersHorizontal aria-hidden size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 max-h-[75vh] min-w-60 overflow-y-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className={labelClass}>{t('views.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={view}
            onValueChange={(next) => {
              if (!isBoardView(next)) return;
              rememberChosenView(next);
              void navigate(boardPath(boardId, next));
            }}
          >
            {BOARD_VIEWS.map((v) => (
              <DropdownMenu.RadioItem key={v} value={v} className={itemClass}>
                {t(`views.${v}`)}
                <Tick />
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.CheckboxItem
            checked={showCompleted}
            onCheckedChange={onShowCompletedChange}
            className={itemClass}
          >
            {t('toolbar.showCompleted')}
            <Tick />
          </DropdownMenu.CheckboxItem>
          {view === 'list' && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Label className={labelClass}>{t('toolbar.sortBy')}</DropdownMenu.Label>
              <DropdownMenu.RadioGroup value={sort} onValueChange={(v) => isSortMode(v) && onSortChange(v)}>
                {SORT_MODES.map((mode) => (
                  <DropdownMenu.RadioItem key={mode} value={mode} className={itemClass}>
                    {t(`toolbar.sort.${mode}`)}
                    <Tick />
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
