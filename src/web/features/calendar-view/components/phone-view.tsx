/**
 * The calendar on a phone: a week strip (seven day buttons with a dot on days that have tasks,
 * previous and next week, a swipe changes the week too) above the selected day's tasks, each
 * with "Move to date"; the unscheduled tray folds below. Every target is at least 44 px.
 */
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { useCalendar } from '../calendar-context.ts';
import { addDays, dayNumber, longDate, weekDates, weekdayNames } from '../calendar-dates.ts';
import { tasksOn, type CalendarTasks } from '../group-tasks.ts';
import { CALENDAR_NS } from '../i18n.ts';
import { TaskRow } from './task-row.tsx';
import { UnscheduledTray } from './unscheduled-tray.tsx';

/** How far a finger must travel sideways for a swipe to change the week. */
const SWIPE_PX = 60;

const stepButton = cn(
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
  focusRing,
);

export function PhoneView({
  selected,
  grouped,
  onSelect,
}: {
  selected: string;
  grouped: CalendarTasks;
  onSelect: (date: string) => void;
}) {
  const { t } = useTranslation(CALENDAR_NS);
  const { locale, firstDay, today } = useCalendar();
  const dates = weekDates(selected, firstDay);
  const names = weekdayNames(locale, firstDay);
  const tasks = tasksOn(grouped, selected);
  const swipe = useRef<number | null>(null);
  const dayTitleId = useId();

  function handlePointerUp(event: PointerEvent) {
    const start = swipe.current;
    swipe.current = null;
    if (start === null || event.pointerType === 'mouse') return;
    const dx = event.clientX - start;
    if (Math.abs(dx) >= SWIPE_PX) onSelect(addDays(selected, dx < 0 ? 7 : -7));
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        className="flex items-center gap-1 touch-pan-y"
        onPointerDown={(e) => (swipe.current = e.clientX)}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <button
          type="button"
          className={stepButton}
          aria-label={t('nav.previousWeek')}
          onClick={() => onSelect(addDays(selected, -7))}
        >
          <ChevronLeft aria-hidden size={20} className="rtl:rotate-180" />
        </button>
        <ul className="grid flex-1 grid-cols-7 gap-0.5" aria-label={t('phone.weekLabel')}>
          {dates.map((date, i) => {
            const count = tasksOn(grouped, date).length;
            const isSelected = date === selected;
            return (
              <li key={date}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-current={date === today ? 'date' : undefined}
                  aria-label={t('day.open', { day: longDate(date, locale), count })}
                  onClick={() => onSelect(date)}
                  className={cn(
                    'flex min-h-14 w-full flex-col items-center justify-center rounded-md text-xs',
                    isSelected ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                    !isSelected && date === today && 'font-bold text-indigo-700 ring-1 ring-indigo-600',
                    focusRing,
                  )}
                >
                  <span aria-hidden>{names[i]?.short}</span>
                  <span aria-hidden className="text-base tabular-nums">
                    {dayNumber(date, locale)}
                  </span>
                  <span
                    aria-hidden
                    className={cn(
                      'size-1.5 rounded-full',
                      count > 0 ? (isSelected ? 'bg-white' : 'bg-indigo-600') : 'bg-transparent',
                    )}
                  />
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className={stepButton}
          aria-label={t('nav.nextWeek')}
          onClick={() => onSelect(addDays(selected, 7))}
        >
          <ChevronRight aria-hidden size={20} className="rtl:rotate-180" />
        </button>
      </div>
      <section aria-labelledby={dayTitleId} className="flex flex-col gap-2">
        <h2 id={dayTitleId} className="text-base font-semibold text-slate-900">
          {longDate(selected, locale)}
        </h2>
        {tasks.length === 0 ? (
          <p className="text-sm text-slate-600">{t('day.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-labelledby={dayTitleId}>
            {tasks.map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </ul>
        )}
      </section>
      <details className="group rounded-md border border-slate-200 p-2">
        <summary
          className={cn(
            'flex min-h-11 cursor-pointer list-none items-center justify-between text-sm font-medium text-slate-800',
            focusRing,
          )}
        >
          {t('tray.toggle', { count: grouped.unscheduled.length })}
          <ChevronDown aria-hidden size={18} className="transition-transform group-open:rotate-180" />
        </summary>
        <UnscheduledTray tasks={grouped.unscheduled} className="mt-2" hideTitle />
      </details>
    </div>
  );
}
