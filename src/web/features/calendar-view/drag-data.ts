/**
 * What travels with a calendar drag, parsed by schema (pragmatic-drag-and-drop hands data back
 * untyped). A calendar drag is its own kind, so the board's quadrant monitor never acts on it.
 * A day target gives a date (and keeps the task's time); a slot target gives a date and a time;
 * an all-day target gives a date and clears the time.
 */
import { z } from 'zod';
import { DueDateSchema, DueTimeSchema } from '../../../shared/contracts/tasks.ts';

export const CalendarDragSchema = z.object({ type: z.literal('calendar-task'), taskId: z.string() });
export const CalendarDropSchema = z.object({
  type: z.literal('calendar-day'),
  date: DueDateSchema,
  /** undefined: keep the task's time; null: no time (all day); 'HH:MM': that time. */
  time: DueTimeSchema.nullable().optional(),
});
export type CalendarDrop = z.infer<typeof CalendarDropSchema>;

export function calendarDragData(taskId: string): Record<string, unknown> {
  return { type: 'calendar-task', taskId };
}
export function calendarDropData(date: string, time?: string | null): Record<string, unknown> {
  return time === undefined ? { type: 'calendar-day', date } : { type: 'calendar-day', date, time };
}
