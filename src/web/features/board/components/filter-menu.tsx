/**
 * The board's filters as one menu (it fits a phone's toolbar): colours are checkboxes (several
 * at once; the menu stays open while choosing), due is one choice, and "Clear filters" resets
 * both. The trigger says how many filters are on. The URL holds the result (board-screen.tsx).
 */
import { Check, Filter, X } from 'lucide-react';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_COLORS, type TaskColor } from '../../../../shared/colors.ts';
import { cn } from '../../../components/ui/cn.ts';
import { DUE_FILTERS, isFiltering, NO_FILTER, type BoardFilter, type DueFilter } from '../board-filter.ts';
import { BOARD_NS } from '../i18n.ts';

const itemClass =
  'flex cursor-default select-none items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900';
const ANY = 'any';

function toggleColor(filter: BoardFilter, color: TaskColor, on: boolean): BoardFilter {
  const chosen = new Set(filter.colors);
  if (on) chosen.add(color);
  else chosen.delete(color);
  return { ...filter, colors: TASK_COLORS.filter((c) => chosen.has(c)) };
}

function isDue(value: string): value is DueFilter {
  return (DUE_FILTERS as readonly string[]).includes(value);
}

interface PartProps {
  filter: BoardFilter;
  onChange: (filter: BoardFilter) => void;
}

/** Choosing keeps the menu open, so several colours can be chosen in one go. */
const keepOpen = (event: Event) => event.preventDefault();

function ColorItems({ filter, onChange }: PartProps) {
  const { t } = useTranslation([BOARD_NS, 'common']);
  return (
    <>
      {TASK_COLORS.map((color) => (
        <DropdownMenu.CheckboxItem
          key={color}
          className={itemClass}
          checked={filter.colors.includes(color)}
          onCheckedChange={(on) => onChange(toggleColor(filter, color, on))}
          onSelect={keepOpen}
        >
          <span
            aria-hidden
            className="size-4 rounded-sm ring-1 ring-black/20"
            style={{ backgroundColor: `var(--color-note-${color})` }}
          />
          <span className="flex-1">{t(`common:colors.${color}`)}</span>
          <DropdownMenu.ItemIndicator>
            <Check aria-hidden size={16} />
          </DropdownMenu.ItemIndicator>
        </DropdownMenu.CheckboxItem>
      ))}
    </>
  );
}

function DueItems({ filter, onChange }: PartProps) {
  const { t } = useTranslation(BOARD_NS);
  return (
    <DropdownMenu.RadioGroup
      value={filter.due ?? ANY}
      onValueChange={(value) => onChange({ ...filter, due: isDue(value) ? value : null })}
    >
      {[ANY, ...DUE_FILTERS].map((value) => (
        <DropdownMenu.RadioItem key={value} value={value} className={itemClass} onSelect={keepOpen}>
          <span className="flex-1">{t(`filters.dueOptions.${value}`)}</span>
          <DropdownMenu.ItemIndicator>
            <Check aria-hidden size={16} />
          </DropdownMenu.ItemIndicator>
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}

export const FilterMenu = memo(function FilterMenu({ filter, onChange }: PartProps) {
  const { t } = useTranslation([BOARD_NS, 'common']);
  const active = filter.colors.length + (filter.due ? 1 : 0);
  return (
    // Not modal: the board stays visible and readable while the filters narrow it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={active ? t('filters.triggerActive', { count: active }) : t('filters.button')}
        className={cn(
          'inline-flex h-10 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-medium ring-1 coarse:h-11 max-sm:h-11 max-sm:min-w-11 max-sm:justify-center max-sm:px-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          active
            ? 'bg-indigo-50 text-indigo-900 ring-indigo-300'
            : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
        )}
      >
        <Filter aria-hidden size={16} />
        <span className="max-sm:sr-only">{t('filters.button')}</span>
        {active > 0 && (
          <span aria-hidden className="rounded-full bg-indigo-700 px-1.5 text-xs font-semibold text-white">
            {active}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-40 max-h-[75vh] min-w-56 overflow-y-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold text-slate-600">
            {t('filters.color')}
          </DropdownMenu.Label>
          <ColorItems filter={filter} onChange={onChange} />
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold text-slate-600">
            {t('filters.due')}
          </DropdownMenu.Label>
          <DueItems filter={filter} onChange={onChange} />
          {isFiltering(filter) && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item className={itemClass} onSelect={() => onChange(NO_FILTER)}>
                <X aria-hidden size={16} />
                {t('filters.clear')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
