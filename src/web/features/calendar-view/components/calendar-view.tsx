/**
 * The board as a calendar (/app/board/{id}/calendar): a month or a week on wide screens, a week
 * strip and a day list on phones, with the unscheduled tray. It reads the board's lists as shown
 * (filters and "show completed" apply) from the live workspace, so a change from another device
 * lands here as it lands on the matrix. Tasks are grouped by date once per data change; only the
 * visible month, week or day is rendered. The place (mode and date) is in the URL.
 */
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { useBoardContext } from '../../board/board-context.ts';
import { useWallClock } from '../../board/clock.ts';
import type { BoardLists } from '../../workspace/selectors.ts';
import { EMPTY_TASKS } from '../../workspace/task-map.ts';
import { useTaskMap } from '../../workspace/use-workspace.ts';
import { CalendarContext, type CalendarContextValue } from '../calendar-context.ts';
import {
  addDays,
  addMonths,
  calendarLocale,
  firstDayOfWeek,
  monthGrid,
  monthTitle,
  weekDates,
  weekTitle,
} from '../calendar-dates.ts';
import { parsePlace, placeParams, type CalendarMode, type CalendarPlace } from '../calendar-search.ts';
import { groupTasks } from '../group-tasks.ts';
import { useCalendarDropMonitor } from '../hooks/use-calendar-drop-monitor.ts';
import { useIsPhone } from '../hooks/use-is-phone.ts';
import { useReschedule, type Reschedule } from '../hooks/use-reschedule.ts';
import { CALENDAR_NS } from '../i18n.ts';
import { CalendarHeader } from './calendar-header.tsx';
import { DayDialog } from './day-dialog.tsx';
import { MonthGrid } from './month-grid.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { PhoneView } from './phone-view.tsx';
import { UnscheduledTray } from './unscheduled-tray.tsx';
import { WeekGrid } from './week-grid.tsx';

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

function visibleDates(place: CalendarPlace, phone: boolean, firstDay: ReturnType<typeof firstDayOfWeek>) {
  if (phone) return [place.date];
  return place.mode === 'week' ? weekDates(place.date, firstDay) : monthGrid(place.date, firstDay).flat();
}

export function CalendarView({ lists, showCompleted }: { lists: BoardLists; showCompleted: boolean }) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const { openTask } = useBoardContext();
  const now = useWallClock();
  const phone = useIsPhone();
  const hintId = useId();
  const locale = useMemo(() => calendarLocale(i18n.language, browserLanguages()), [i18n.language]);
  const firstDay = useMemo(() => firstDayOfWeek(locale), [locale]);
  const [params, setParams] = useSearchParams();
  const place = parsePlace(params, now.date);
  const tasks = useTaskMap() ?? EMPTY_TASKS;
  const grouped = useMemo(() => groupTasks(lists, tasks, showCompleted), [lists, tasks, showCompleted]);
  const [movingId, setMovingId] = useState<string | null>(null);
  const [openDay, setOpenDay] = useState<string | null>(null);

  const setPlace = useCallback(
    (next: Partial<CalendarPlace>) =>
      setParams(
        (current) => {
          const merged = { ...parsePlace(current, now.date), ...next };
          const values = placeParams(merged, now.date);
          const out = new URLSearchParams(current);
          for (const [name, value] of Object.entries(values)) {
            if (value === null) out.delete(name);
            else out.set(name, value);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams, now.date],
  );

  const base = useReschedule(locale);
  useCalendarDropMonitor(base);
  // A keyboard move past the visible range takes the view along, so focus stays on the task.
  const visible = visibleDates(place, phone, firstDay);
  const first = visible[0] ?? place.date;
  const last = visible[visible.length - 1] ?? place.date;
  const reschedule = useMemo<Reschedule>(
    () => ({
      moveTo(task, date, time, opts) {
        base.moveTo(task, date, time, opts);
        if (!phone && opts?.focus !== false && (date < first || date > last)) setPlace({ date });
      },
    }),
    [base, phone, first, last, setPlace],
  );

  const context = useMemo<CalendarContextValue>(
    () => ({
      locale,
      firstDay,
      mode: place.mode,
      today: now.date,
      reschedule,
      // The task sheet replaces the day dialog rather than stacking on it.
      openTask: (taskId: string) => {
        setOpenDay(null);
        openTask(taskId);
      },
      openMove: (task: Task) => setMovingId(task.id),
      openDay: setOpenDay,
      hintId,
    }),
    [locale, firstDay, place.mode, now.date, reschedule, openTask, hintId, setMovingId, setOpenDay],
  );

  const moving = movingId ? tasks.get(movingId) : undefined;
  const title =
    place.mode === 'week' && !phone
      ? weekTitle(weekDates(place.date, firstDay), locale)
      : monthTitle(place.date, locale);
  const step = (direction: -1 | 1) =>
    setPlace({
      date: place.mode === 'week' ? addDays(place.date, 7 * direction) : addMonths(place.date, direction),
    });

  return (
    <CalendarContext value={context}>
      <section aria-label={t('label')} className="flex min-h-0 flex-1 flex-col gap-2">
        <CalendarHeader
          title={title}
          phone={phone}
          onStep={step}
          onToday={() => setPlace({ date: now.date })}
          onMode={(mode: CalendarMode) => setPlace({ mode })}
        />
        <p id={hintId} className="text-xs text-slate-600">
          {t(phone ? 'hintPhone' : 'hint')}
        </p>
        {phone ? (
          <PhoneView selected={place.date} grouped={grouped} onSelect={(date) => setPlace({ date })} />
        ) : (
          <div className="flex min-h-0 flex-1 gap-3">
            <div className="min-w-0 flex-1">
              {place.mode === 'week' ? (
                <WeekGrid anchor={place.date} grouped={grouped} />
              ) : (
                <MonthGrid anchor={place.date} grouped={grouped} />
              )}
            </div>
            <UnscheduledTray tasks={grouped.unscheduled} className="w-60 shrink-0 lg:w-72" />
          </div>
        )}
      </section>
      {moving && <MoveDialog task={moving} defaultDate={place.date} onClose={() => setMovingId(null)} />}
      {openDay && <DayDialog date={openDay} grouped={grouped} onClose={() => setOpenDay(null)} />}
    </CalendarContext>
  );
}
