/**
 * The keyboard alternative to dragging a chip (WCAG 2.5.7), as one pure rule: Alt+Left/Right
 * moves a day; Alt+Up/Down moves a week, except a timed task in the week view, which moves half an
 * hour (the week view's rows are half-hour slots); M opens "Move to date" (any day and time, and
 * the only way for an undated task); Enter or Space opens the task. Times stay within the day.
 */
import type { Task } from '../../../shared/contracts/tasks.ts';
import { addDays, addMinutes } from './calendar-dates.ts';
import type { CalendarMode } from './calendar-search.ts';

export type ChipCommand =
  { kind: 'open' } | { kind: 'dialog' } | { kind: 'move'; date: string; time: string | null };

export interface KeyInput {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

const DAY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export function chipCommand(
  event: KeyInput,
  task: Pick<Task, 'dueDate' | 'dueTime'>,
  mode: CalendarMode,
  /** Right-to-left layouts mirror Left and Right. */
  rtl = false,
): ChipCommand | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (!event.altKey) {
    if (event.shiftKey) return null;
    if (event.key === 'Enter' || event.key === ' ') return { kind: 'open' };
    if (event.key === 'm' || event.key === 'M') return { kind: 'dialog' };
    return null;
  }
  const step = DAY_STEPS[event.key];
  if (step === undefined || event.shiftKey) return null;
  if (task.dueDate === null) return { kind: 'dialog' };
  const vertical = event.key === 'ArrowUp' || event.key === 'ArrowDown';
  if (vertical && mode === 'week' && task.dueTime !== null) {
    const time = addMinutes(task.dueTime, step > 0 ? 30 : -30);
    return time === task.dueTime ? null : { kind: 'move', date: task.dueDate, time };
  }
  const days = !vertical && rtl ? -step : step;
  return { kind: 'move', date: addDays(task.dueDate, days), time: task.dueTime };
}
