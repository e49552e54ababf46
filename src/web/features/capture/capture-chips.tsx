/**
 * The chips under a capture field. Each names what it stands for and has a remove button ("keep
 * these words in the title"); `id` lets the field point at the list with aria-describedby.
 */
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { chipText, type Chip } from './chips.ts';
import { CAPTURE_NS } from './capture-i18n.ts';

const KIND_STYLES: Record<Chip['kind'], string> = {
  when: 'bg-sky-50 text-sky-900 ring-sky-200',
  repeat: 'bg-amber-50 text-amber-800 ring-amber-200',
  quadrant: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  board: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
};

export function CaptureChips({
  id,
  chips,
  onRemove,
}: {
  id?: string;
  chips: readonly Chip[];
  /** Absent: the chips only show (brain-dump rows). */
  onRemove?: (chip: Chip) => void;
}) {
  const { t } = useTranslation(CAPTURE_NS);
  if (chips.length === 0) return null;
  return (
    <ul id={id} aria-label={t('chips.label')} className="flex flex-wrap gap-1" data-testid="capture-chips">
      {chips.map((chip) => (
        <li
          key={chip.kind}
          data-chip={chip.kind}
          className={cn(
            'inline-flex max-w-full items-center gap-1 rounded-full py-0.5 pl-2 text-xs font-medium ring-1',
            onRemove ? 'pr-0.5' : 'pr-2',
            KIND_STYLES[chip.kind],
          )}
        >
          <span className="min-w-0 truncate">
            {chip.label}
            {chip.reason && <span className="font-normal"> · {chip.reason}</span>}
          </span>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={t('chips.remove', { chip: chipText(chip) })}
              title={t('chips.removeHint')}
              className={cn('-my-1 shrink-0 rounded-full p-1.5 hover:bg-white/70', focusRing)}
            >
              <X aria-hidden size={12} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
