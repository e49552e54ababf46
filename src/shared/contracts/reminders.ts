/**
 * Reminders (issue 9): a task's reminders, each either relative to its due date and time
 * (`offsetMinutes` before it; 0 = at the due time) or at a chosen moment (`at`). A due date without
 * a time reminds relative to DEFAULT_REMINDER_TIME in the person's time zone (ADR 0019). Each
 * reminder is a synced entity of its own; the server schedules its delivery in the same write.
 */
import { z } from 'zod';
import { IdSchema } from '../ids.ts';
import { WriteResultSchema } from './boards.ts';
import { defineEndpoint } from './endpoint.ts';

/** Reminders per task: enough for "a day before, an hour before, at the time", bounded. */
export const REMINDERS_PER_TASK_MAX = 10;
/** The wall-clock time a due date without a time reminds relative to. */
export const DEFAULT_REMINDER_TIME = '09:00';
/** The furthest a relative reminder may be before the due time: four weeks. */
export const REMINDER_OFFSET_MAX = 4 * 7 * 24 * 60;
/** The offsets the task sheet offers (minutes before the due time); anything else is "custom". */
export const REMINDER_PRESETS = [0, 5, 15, 30, 60, 24 * 60] as const;

export const ReminderSchema = z.object({
  id: IdSchema,
  taskId: IdSchema,
  /** Minutes before the due time (0: at it); null for a reminder at a chosen moment. */
  offsetMinutes: z.number().int().nullable(),
  /** The chosen moment (an instant); null for a reminder relative to the due time. */
  at: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

export const CreateReminderSchema = z
  .object({
    at: z.iso
      .datetime({ offset: true })
      .meta({ examples: ['2099-01-01T09:00:00Z'] })
      .optional(),
    offsetMinutes: z.number().int().min(0).max(REMINDER_OFFSET_MAX).optional(),
    id: IdSchema.optional(),
  })
  .refine(
    (v) => (v.offsetMinutes === undefined) !== (v.at === undefined),
    'A reminder is either an offset before the due time or a moment, not both',
  );
export type CreateReminder = z.infer<typeof CreateReminderSchema>;

export const ReminderTaskParamsSchema = z.object({ taskId: IdSchema });
export const ReminderParamsSchema = z.object({ reminderId: IdSchema });

export const createReminder = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:taskId/reminders',
  summary: 'Add a reminder to a task',
  tag: 'reminders',
  params: ReminderTaskParamsSchema,
  body: CreateReminderSchema,
  response: ReminderSchema,
  status: 201,
  write: true,
});

export const deleteReminder = defineEndpoint({
  method: 'DELETE',
  path: '/api/reminders/:reminderId',
  summary: 'Remove a reminder',
  tag: 'reminders',
  params: ReminderParamsSchema,
  response: WriteResultSchema,
  write: true,
});
