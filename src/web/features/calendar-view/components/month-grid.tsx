/**
 * The month: a table whose column headers are the weekdays in the locale's order, one row per
 * week, one cell per day. A cell is a drop target; it shows the day number (a button that opens
 * the day, aria-current="date" on today), up to three chips and "+N more".
 */
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { pendingFocusId } from '../../board/board-stores.ts';
import { useCalendar } from '../calendar-context.ts';
import { dayNumber, longDate, monthGrid, sameMonth, weekdayNames } from '../calendar-dates.ts';
import { tasksOn, type CalendarTasks } from '../group-tasks.ts';
import { useDayDropTarget } from '../hooks/use-calendar-dnd.ts';
import { CALENDAR_NS } from '../i18n.ts';
import { TaskChip } from './task-chip.tsx';

const SHOWN_PER_DAY = 3;

/** The first chips of a day, swapping in the one a keyboard move is about to focus. */
function shownTasks(tasks: readonly Task[]): readonly Task[] {
  if (tasks.length <= SHOWN_PER_DAY) return tasks;
  const shown = tasks.slice(0, SHOWN_PER_DAY);
  const focus = pendingFocusId();
  const wanted = focus ? tasks.findIndex((task) => task.id === focus) : -1;
  const last = tasks[wanted];
  if (wanted >= SHOWN_PER_DAY && last) shown[SHOWN_PER_DAY - 1] = last;
  return shown;
}

const DayCell = memo(function DayCell({
  date,
  tasks,
  outside,
}: {
  date: string;
  tasks: readonly Task[];
  outside: boolean;
}) {
  const { t } = useTranslation(CALENDAR_NS);
  const { locale, today, openDay } = useCalendar();
  const ref = useRef<HTMLTableCellElement | null>(null);
  const over = useDayDropTarget(ref, date);
  const shown = shownTasks(tasks);
  const more = tasks.length - shown.length;
  const isToday = date === today;
  const label = longDate(date, locale);
  return (
    <td
      ref={ref}
      data-date={date}
      className={cn(
        'h-28 min-w-0 border border-slate-200 p-1 align-top',
        outside ? 'bg-slate-50' : 'bg-white',
        over && 'bg-indigo-50 ring-2 ring-inset ring-indigo-500',
      )}
    >
      <div className="flex flex-col gap-1">
        <button
          type="button"
          aria-label={t('day.open', { day: label, count: tasks.length })}
          aria-current={isToday ? 'date' : undefined}
          onClick={() => openDay(date)}
          className={cn(
            'self-start rounded-full px-1.5 text-xs font-medium tabular-nums',
            isToday ? 'bg-indigo-600 text-white' : outside ? 'text-slate-500' : 'text-slate-800',
            focusRing,
          )}
        >
          {dayNumber(date, locale)}
        </button>
        {shown.length > 0 && (
          <ul className="flex flex-col gap-0.5" aria-label={label}>
            {shown.map((task) => (
              <li key={task.id} className="flex min-w-0">
                <TaskChip task={task} />
              </li>
            ))}
          </ul>
        )}
        {more > 0 && (
          <button
            type="button"
            onClick={() => openDay(date)}
            aria-label={t('day.moreLabel', { count: more, day: label })}
            className={cn(
              'self-start rounded px-1 text-xs font-medium text-indigo-700 hover:underline',
              focusRing,
            )}
          >
            {t('day.more', { count: more })}
          </button>
        )}
      </div>
    </td>
  );
});

export function MonthGrid({ anchor, grouped }: { anchor: string; grouped: CalendarTasks }) {
  const { locale, firstDay } = useCalendar();
  const weeks = monthGrid(anchor, firstDay);
  const names = weekdayNames(locale, firstDay);
  return (
    <table className="w-full table-fixed border-collapse">
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name.long} scope="col" className="py-1 text-xs font-medium text-slate-600">
              <abbr title={name.long} className="no-underline">
                {name.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => (
              <DayCell
                key={date}
                date={date}
                tasks={tasksOn(grouped, date)}
                outside={!sameMonth(date, anchor)}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
