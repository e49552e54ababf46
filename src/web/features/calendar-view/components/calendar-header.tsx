/**
 * The calendar's navigation: previous, today and next (a month or a week), the visible range as
 * the heading, and the month/week switch. On a phone only Today and the month remain: the week
 * strip below steps through weeks.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { useCalendar } from '../calendar-context.ts';
import { CALENDAR_MODES, type CalendarMode } from '../calendar-search.ts';
import { CALENDAR_NS } from '../i18n.ts';

const stepClass = cn(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
  focusRing,
);

export function CalendarHeader({
  title,
  phone,
  onStep,
  onToday,
  onMode,
}: {
  title: string;
  phone: boolean;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onMode: (mode: CalendarMode) => void;
}) {
  const { t } = useTranslation(CALENDAR_NS);
  const { mode } = useCalendar();
  const unit = mode === 'week' ? 'Week' : 'Month';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!phone && (
        <button
          type="button"
          className={stepClass}
          aria-label={t(`nav.previous${unit}`)}
          onClick={() => onStep(-1)}
        >
          <ChevronLeft aria-hidden size={20} className="rtl:rotate-180" />
        </button>
      )}
      <Button variant="secondary" className="min-h-11 sm:min-h-0" onClick={onToday}>
        {t('nav.today')}
      </Button>
      {!phone && (
        <button
          type="button"
          className={stepClass}
          aria-label={t(`nav.next${unit}`)}
          onClick={() => onStep(1)}
        >
          <ChevronRight aria-hidden size={20} className="rtl:rotate-180" />
        </button>
      )}
      <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
        {title}
      </h2>
      {!phone && (
        <div role="group" aria-label={t('mode.label')} className="ms-auto flex rounded-md bg-slate-100 p-1">
          {CALENDAR_MODES.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => onMode(m)}
              className={cn(
                'rounded px-3 py-1.5 text-sm font-medium',
                mode === m ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                focusRing,
              )}
            >
              {t(`mode.${m}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
