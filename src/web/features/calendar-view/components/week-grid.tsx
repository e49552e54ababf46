/**
 * The week: a table with a column per day (headed by the day's name and date, today marked), an
 * all-day row for dated tasks without a time, and a row per half hour. Every cell is a drop
 * target: an all-day cell clears the time, a slot sets it. The slots scroll, starting at 08:00.
 */
import { memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { formatTime } from '../../../lib/date-labels.ts';
import { useCalendar } from '../calendar-context.ts';
import { DAY_SLOTS, dayNumber, longDate, slotOf, weekDates, weekdayNames } from '../calendar-dates.ts';
import { tasksOn, type CalendarTasks } from '../group-tasks.ts';
import { useDayDropTarget } from '../hooks/use-calendar-dnd.ts';
import { CALENDAR_NS } from '../i18n.ts';
import { TaskChip } from './task-chip.tsx';

/** The row the week opens on, scrolled to the top of the slots. */
const FIRST_VISIBLE_SLOT = 16; // 08:00

const WeekCell = memo(function WeekCell({
  date,
  time,
  tasks,
  label,
}: {
  date: string;
  /** null: the all-day row. */
  time: string | null;
  tasks: readonly Task[];
  label: string;
}) {
  const ref = useRef<HTMLTableCellElement | null>(null);
  const over = useDayDropTarget(ref, date, time);
  return (
    <td
      ref={ref}
      data-date={date}
      data-time={time ?? 'all-day'}
      className={cn(
        'min-w-0 border border-slate-200 p-0.5 align-top',
        time === null ? 'h-10 bg-slate-50' : 'h-8 bg-white',
        over && 'bg-indigo-50 ring-2 ring-inset ring-indigo-500',
      )}
    >
      {tasks.length > 0 && (
        <ul className="flex flex-col gap-0.5" aria-label={label}>
          {tasks.map((task) => (
            <li key={task.id} className="flex min-w-0">
              <TaskChip task={task} showTime={time === null} />
            </li>
          ))}
        </ul>
      )}
    </td>
  );
});

const NONE: readonly Task[] = [];

function bySlot(tasks: readonly Task[]): { allDay: Task[]; slots: Map<string, Task[]> } {
  const allDay: Task[] = [];
  const slots = new Map<string, Task[]>();
  for (const task of tasks) {
    if (task.dueTime === null) {
      allDay.push(task);
      continue;
    }
    const slot = slotOf(task.dueTime);
    const list = slots.get(slot);
    if (list) list.push(task);
    else slots.set(slot, [task]);
  }
  return { allDay, slots };
}

export function WeekGrid({ anchor, grouped }: { anchor: string; grouped: CalendarTasks }) {
  const { t } = useTranslation(CALENDAR_NS);
  const { locale, firstDay, today } = useCalendar();
  const dates = weekDates(anchor, firstDay);
  const names = weekdayNames(locale, firstDay);
  const days = dates.map((date) => ({
    date,
    label: longDate(date, locale),
    ...bySlot(tasksOn(grouped, date)),
  }));
  const scroller = useRef<HTMLDivElement | null>(null);

  // Open on the working day, not at midnight: once, when the grid first lays out.
  useLayoutEffect(() => {
    const row = scroller.current?.querySelector<HTMLElement>(
      `[data-slot="${DAY_SLOTS[FIRST_VISIBLE_SLOT]}"]`,
    );
    const head = scroller.current?.querySelector<HTMLElement>('thead');
    if (scroller.current && row) scroller.current.scrollTop = row.offsetTop - (head?.offsetHeight ?? 0);
  }, []);

  return (
    <div ref={scroller} className="max-h-[calc(100dvh-13rem)] min-h-96 overflow-y-auto rounded-md">
      <table className="w-full table-fixed border-collapse">
        <thead className="sticky top-0 z-10 bg-white">
          <tr>
            <td className="w-20" />
            {days.map(({ date, label }, i) => (
              <th key={date} scope="col" abbr={label} className="py-1 text-xs font-medium text-slate-700">
                <span
                  aria-current={date === today ? 'date' : undefined}
                  className="flex flex-col items-center"
                >
                  <span aria-hidden>{names[i]?.short}</span>
                  <span
                    aria-hidden
                    className={cn(
                      'rounded-full px-1.5 text-sm tabular-nums',
                      date === today && 'bg-indigo-600 text-white',
                    )}
                  >
                    {dayNumber(date, locale)}
                  </span>
                  <span className="sr-only">{label}</span>
                </span>
              </th>
            ))}
          </tr>
          <tr>
            <th scope="row" className="px-1 text-end text-xs font-medium text-slate-600">
              {t('week.allDay')}
            </th>
            {days.map(({ date, label, allDay }) => (
              <WeekCell
                key={date}
                date={date}
                time={null}
                tasks={allDay}
                label={t('week.allDayOn', { day: label })}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {DAY_SLOTS.map((slot) => {
            const slotLabel = formatTime(slot, locale);
            return (
              <tr key={slot} data-slot={slot}>
                <th
                  scope="row"
                  className="whitespace-nowrap px-1 text-end align-top text-xs font-normal text-slate-600"
                >
                  {slot.endsWith(':00') ? slotLabel : <span className="sr-only">{slotLabel}</span>}
                </th>
                {days.map(({ date, label, slots }) => (
                  <WeekCell
                    key={date}
                    date={date}
                    time={slot}
                    tasks={slots.get(slot) ?? NONE}
                    label={t('week.slotOn', { day: label, time: slotLabel })}
                  />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
