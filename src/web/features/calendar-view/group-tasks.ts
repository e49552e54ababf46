/**
 * The board's tasks by due date, once per data change. Rules: the input is the board's lists as
 * shown (already narrowed by the filter); completed tasks come along only when the board shows
 * them; a day lists open tasks before completed ones, those without a time before timed ones
 * (by time), then by quadrant and board order; the unscheduled tray holds the open tasks without
 * a date, in quadrant and board order. One pass over the board: about a millisecond at 5,000.
 */
import type { Task } from '../../../shared/contracts/tasks.ts';
import type { BoardLists } from '../workspace/selectors.ts';
import type { TaskMap } from '../workspace/task-map.ts';

export interface CalendarTasks {
  /** Dated tasks by 'YYYY-MM-DD', each day in reading order. */
  byDate: ReadonlyMap<string, readonly Task[]>;
  /** Open tasks without a due date. */
  unscheduled: readonly Task[];
}

const QUADRANTS = [1, 2, 3, 4] as const;

function compareInDay(a: Task, b: Task): number {
  if (a.completed !== b.completed) return a.completed ? 1 : -1;
  if (a.dueTime === b.dueTime) return 0;
  if (a.dueTime === null) return -1;
  if (b.dueTime === null) return 1;
  return a.dueTime < b.dueTime ? -1 : 1;
}

export function groupTasks(lists: BoardLists, tasks: TaskMap, showCompleted: boolean): CalendarTasks {
  const byDate = new Map<string, Task[]>();
  const unscheduled: Task[] = [];
  const take = (ids: readonly string[]) => {
    for (const id of ids) {
      const task = tasks.get(id);
      if (!task) continue;
      if (task.dueDate === null) {
        if (!task.completed) unscheduled.push(task);
        continue;
      }
      const day = byDate.get(task.dueDate);
      if (day) day.push(task);
      else byDate.set(task.dueDate, [task]);
    }
  };
  for (const q of QUADRANTS) take(lists[q].open);
  if (showCompleted) for (const q of QUADRANTS) take(lists[q].done);
  // Stable: ties keep quadrant and board order from the walk above.
  for (const day of byDate.values()) day.sort(compareInDay);
  return { byDate, unscheduled };
}

const NONE: readonly Task[] = [];

export function tasksOn(grouped: CalendarTasks, date: string): readonly Task[] {
  return grouped.byDate.get(date) ?? NONE;
}
