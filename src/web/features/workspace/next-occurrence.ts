/**
 * The client's half of repeating tasks (ADR 0020): completing one shows its next occurrence at
 * once. The client picks the new task's id and sends it with the person's today; the copy drafted
 * here is what the server will create (recurrence.service.ts: same fields and rule, the next date
 * not before today, placed just before the completed task on each board and in the pool), so the
 * echo replaces it without a jump. The checklist copy arrives with the echo. The date needs rrule,
 * loaded after the first paint (recurrence-loader.ts): before it is here, no draft, and the next
 * occurrence shows with the echo.
 */
import { wallClock, formatDate } from '../../../shared/capture/zone.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { localTimeZone } from '../../lib/intl-cache.ts';
import { keyBetween } from '../../../shared/order.ts';
import { recurrenceDates } from './recurrence-loader.ts';
import type { TaskMap } from './task-map.ts';

/** The person's today (YYYY-MM-DD) in the browser's zone: the server has no zone for them. */
export function personToday(now = new Date()): string {
  return formatDate(wallClock(now, localTimeZone(now.getTime())));
}

/** Whether completing `task` now would create a next occurrence. */
export function continuesOnCompletion(task: Task): boolean {
  return !task.completed && task.repeat !== null && task.dueDate !== null && task.nextOccurrenceId === null;
}

/** The last order before `order` among the quadrant's tasks on a board (or, `pool`, all of them). */
function orderBefore(tasks: TaskMap, boardId: string | null, quadrant: Task['quadrant'], order: string) {
  let before: string | null = null;
  for (const t of tasks.values()) {
    if (t.quadrant !== quadrant) continue;
    const o = boardId === null ? t.poolOrder : t.boards.find((p) => p.boardId === boardId)?.order;
    if (o !== undefined && o < order && (before === null || o > before)) before = o;
  }
  return before;
}

/** The next occurrence completing `task` creates, as the server will make it (version 0 until it comes). */
export function draftNextOccurrence(
  tasks: TaskMap,
  task: Task,
  id: string,
  today: string,
  now = new Date().toISOString(),
): Task | undefined {
  const dates = recurrenceDates();
  if (!dates || !continuesOnCompletion(task) || !task.repeat || !task.dueDate) return undefined;
  const dueDate = dates.nextOccurrence(task.repeat, task.dueDate, today);
  if (!dueDate) return undefined;
  return {
    ...task,
    id,
    dueDate,
    completed: false,
    completedAt: null,
    nextOccurrenceId: null,
    boards: task.boards.map((p) => ({
      boardId: p.boardId,
      order: keyBetween(orderBefore(tasks, p.boardId, task.quadrant, p.order), p.order),
    })),
    poolOrder: keyBetween(orderBefore(tasks, null, task.quadrant, task.poolOrder), task.poolOrder),
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
}
