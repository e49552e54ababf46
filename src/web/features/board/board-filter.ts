/**
 * The board's filters, as the URL holds them (`?color=red,blue&due=overdue`), and the rule a task
 * must pass. Rules: colours are a set (a task passes when its colour is one of them; none chosen:
 * every colour); due is one of overdue, today, this week (Monday to Sunday, the ISO week, in the
 * person's wall-clock dates) or no date; unknown values in the URL are ignored, never an error.
 */
import { TASK_COLORS, type TaskColor } from '../../../shared/colors.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { addDays, daysBetween, isOverdue } from './due-dates.ts';
import type { WallClock } from './clock.ts';

export const DUE_FILTERS = ['overdue', 'today', 'week', 'none'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

export interface BoardFilter {
  colors: readonly TaskColor[];
  due: DueFilter | null;
}

export const NO_FILTER: BoardFilter = { colors: [], due: null };

function isColor(value: string): value is TaskColor {
  return (TASK_COLORS as readonly string[]).includes(value);
}
function isDueFilter(value: string | null): value is DueFilter {
  return value !== null && (DUE_FILTERS as readonly string[]).includes(value);
}

/** The filter a URL asks for; colours in the palette's order, without repeats. */
export function parseFilter(params: URLSearchParams): BoardFilter {
  return filterFrom(params.get('color'), params.get('due'));
}

/** The filter of the URL's `color` and `due` values. */
export function filterFrom(color: string | null, due: string | null): BoardFilter {
  const asked = new Set((color ?? '').split(','));
  const colors = TASK_COLORS.filter((c) => asked.has(c) && isColor(c));
  if (colors.length === 0 && !isDueFilter(due)) return NO_FILTER;
  return { colors, due: isDueFilter(due) ? due : null };
}

/** The URL values of a filter (null: leave the parameter out). */
export function filterParams(filter: BoardFilter): { color: string | null; due: string | null } {
  return { color: filter.colors.length ? filter.colors.join(',') : null, due: filter.due };
}

export function isFiltering(filter: BoardFilter): boolean {
  return filter.colors.length > 0 || filter.due !== null;
}

/** A stable string for memoizing on a filter. */
export function filterKey(filter: BoardFilter): string {
  return `${filter.colors.join(',')}|${filter.due ?? ''}`;
}

/** The Monday that starts the ISO week of `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

function matchesDue(task: Task, due: DueFilter, now: WallClock): boolean {
  switch (due) {
    case 'none':
      return task.dueDate === null;
    case 'overdue':
      return isOverdue(task, now);
    case 'today':
      return task.dueDate === now.date;
    case 'week': {
      if (task.dueDate === null) return false;
      const offset = daysBetween(weekStart(now.date), task.dueDate);
      return offset >= 0 && offset <= 6;
    }
  }
}

export function matchesFilter(task: Task, filter: BoardFilter, now: WallClock): boolean {
  if (filter.colors.length > 0 && !filter.colors.includes(task.color)) return false;
  return filter.due === null || matchesDue(task, filter.due, now);
}
