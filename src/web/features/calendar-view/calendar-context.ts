/**
 * What every part of the calendar shares without props through five levels: the person's date
 * locale, the view mode, the reschedule action and the dialogs a chip can open.
 */
import { createContext, useContext } from 'react';
import type { Task } from '../../../shared/contracts/tasks.ts';
import type { Weekday } from './calendar-dates.ts';
import type { CalendarMode } from './calendar-search.ts';
import type { Reschedule } from './hooks/use-reschedule.ts';

export interface CalendarContextValue {
  locale: string;
  firstDay: Weekday;
  mode: CalendarMode;
  today: string;
  reschedule: Reschedule;
  openTask: (taskId: string) => void;
  /** The "Move to date" dialog for a task (the keyboard and touch alternative to a drag). */
  openMove: (task: Task) => void;
  /** The day dialog ("+N more"). */
  openDay: (date: string) => void;
  /** Id of the element that explains a chip's keys (aria-describedby). */
  hintId: string;
}

export const CalendarContext = createContext<CalendarContextValue | null>(null);

export function useCalendar(): CalendarContextValue {
  const value = useContext(CalendarContext);
  if (!value) throw new Error('useCalendar must be used inside <CalendarContext>');
  return value;
}
