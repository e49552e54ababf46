import { z } from 'zod';
import { TASK_COLORS } from '../colors.ts';
import { IdSchema } from '../ids.ts';
import { OrderKeySchema } from '../order.ts';
import { hasNul, NUL_MESSAGE } from './text.ts';
import { QUADRANTS } from '../quadrants.ts';
import { POOL_BOARD_ID, WriteResultSchema } from './boards.ts';
import { defineEndpoint } from './endpoint.ts';
import { parseRepeat, REPEAT_RULE_MAX_LENGTH } from '../recurrence.ts';

export const TASK_TITLE_MAX = 500;
/** Rich-text description: sanitized HTML (see shared/rich-text.ts), at most this many characters. */
export const TASK_DESCRIPTION_MAX = 100_000;

export const QuadrantSchema = z.union(
  QUADRANTS.map((q) => z.literal(q)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>],
);
export const TaskColorSchema = z.enum(TASK_COLORS);
export const TaskTitleSchema = z
  .string()
  .trim()
  .min(1, 'A task needs a title')
  .max(TASK_TITLE_MAX)
  .refine((s) => !hasNul(s), NUL_MESSAGE);
/** A calendar date, YYYY-MM-DD, in the person's own time zone (a wall-clock date, not an instant). */
export const DueDateSchema = z.iso.date();
/** A wall-clock time of day, HH:MM (24 h), in the person's own time zone; only with a due date. */
export const DueTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Not a time of day (HH:MM)');
/** The description as the client sends it; the server sanitizes it before storing. */
export const TaskDescriptionSchema = z.string().max(TASK_DESCRIPTION_MAX, 'The description is too long');
/**
 * How a task repeats: an RFC 5545 RRULE of the shapes the picker can say (shared/recurrence.ts,
 * ADR 0020), e.g. `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH`. The server stores its canonical form.
 */
export const RepeatRuleSchema = z
  .string()
  .max(REPEAT_RULE_MAX_LENGTH)
  .superRefine((rule, ctx) => {
    const parsed = parseRepeat(rule);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  });

/** A board id, or `pool` for "no board". */
export const BoardRefSchema = z.union([IdSchema, z.literal(POOL_BOARD_ID)]);

export const TaskPlacementSchema = z.object({ boardId: IdSchema, order: z.string() });

export const TaskSchema = z.object({
  id: IdSchema,
  title: z.string(),
  quadrant: QuadrantSchema,
  color: TaskColorSchema,
  /** Sanitized HTML ('' when there is none). */
  description: z.string(),
  dueDate: z.string().nullable(),
  /** HH:MM when the due date has a time, else null. */
  dueTime: z.string().nullable(),
  completed: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
  /** The repeat rule (canonical RRULE), or null. Completing moves it to the next occurrence. */
  repeat: z.string().nullable(),
  /** The occurrence completing this one created (set once, so it is created once), or null. */
  nextOccurrenceId: z.string().nullable(),
  /** The boards the task is on, with its order on each. Empty: the task is in the pool. */
  boards: z.array(TaskPlacementSchema),
  /** Its order in the pool, used when it is on no board. */
  poolOrder: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskParamsSchema = z.object({ taskId: IdSchema });

export const CreateTaskSchema = z.object({
  id: IdSchema.optional(),
  title: TaskTitleSchema,
  quadrant: QuadrantSchema,
  color: TaskColorSchema.optional(),
  description: TaskDescriptionSchema.optional(),
  dueDate: DueDateSchema.nullable().optional(),
  dueTime: DueTimeSchema.nullable().optional(),
  /** A repeat rule needs a due date. */
  repeat: RepeatRuleSchema.nullable().optional(),
  boardId: BoardRefSchema.default(POOL_BOARD_ID),
  /** Order inside the quadrant on that board; the server puts it first when absent. */
  order: OrderKeySchema.optional(),
});
export type CreateTask = z.input<typeof CreateTaskSchema>;

export const NextOccurrenceSchema = z.object({
  id: IdSchema.optional(),
  today: DueDateSchema.optional(),
});

export const UpdateTaskSchema = z
  .object({
    title: TaskTitleSchema.optional(),
    quadrant: QuadrantSchema.optional(),
    color: TaskColorSchema.optional(),
    description: TaskDescriptionSchema.optional(),
    dueDate: DueDateSchema.nullable().optional(),
    /** Setting a time needs a due date (sent here or already stored); clearing the date clears it. */
    dueTime: DueTimeSchema.nullable().optional(),
    /** A rule needs a due date (sent here or stored); clearing the date stops the repeat. */
    repeat: RepeatRuleSchema.nullable().optional(),
    completed: z.boolean().optional(),
    /**
     * With `completed: true` on a repeating task: the id the client gave the next occurrence (so
     * it can show it at once) and the person's today (the server knows no time zone; the next
     * date is never before it). Both optional: a server id and UTC's today otherwise.
     */
    next: NextOccurrenceSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type UpdateTask = z.infer<typeof UpdateTaskSchema>;

export const MoveTaskSchema = z.object({
  /** The board the move happens on (`pool` for the pool). */
  boardId: BoardRefSchema,
  quadrant: QuadrantSchema,
  order: OrderKeySchema,
});
export type MoveTask = z.infer<typeof MoveTaskSchema>;

export const SkipOccurrenceSchema = z.object({
  /** The person's today: the new due date is the next occurrence not before it. */
  today: DueDateSchema.optional(),
});
export type SkipOccurrence = z.infer<typeof SkipOccurrenceSchema>;

export const ListTasksQuerySchema = z.object({ boardId: BoardRefSchema.optional() });

export const listTasks = defineEndpoint({
  method: 'GET',
  path: '/api/tasks',
  summary: 'List your tasks, all or on one board (`pool`: on none)',
  tag: 'tasks',
  query: ListTasksQuerySchema,
  response: z.array(TaskSchema),
});

export const getTask = defineEndpoint({
  method: 'GET',
  path: '/api/tasks/:taskId',
  summary: 'Read one task',
  tag: 'tasks',
  params: TaskParamsSchema,
  response: TaskSchema,
});

export const createTask = defineEndpoint({
  method: 'POST',
  path: '/api/tasks',
  summary: 'Create a task in a quadrant, on a board or in the pool',
  tag: 'tasks',
  body: CreateTaskSchema,
  response: TaskSchema,
  status: 201,
  write: true,
});

export const updateTask = defineEndpoint({
  method: 'PATCH',
  path: '/api/tasks/:taskId',
  summary:
    'Change a task: title, description, quadrant, color, due date and time, repeat, completed (a repeating task then gets its next occurrence)',
  tag: 'tasks',
  params: TaskParamsSchema,
  body: UpdateTaskSchema,
  response: TaskSchema,
  write: true,
});

export const moveTask = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:taskId/move',
  summary: 'Move a task to a quadrant and position on one board',
  tag: 'tasks',
  params: TaskParamsSchema,
  body: MoveTaskSchema,
  response: TaskSchema,
  write: true,
});

export const skipOccurrence = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:taskId/skip',
  summary: 'Skip this occurrence of a repeating task: its due date moves to the next one',
  tag: 'tasks',
  params: TaskParamsSchema,
  body: SkipOccurrenceSchema,
  response: TaskSchema,
  write: true,
});

export const deleteTask = defineEndpoint({
  method: 'DELETE',
  path: '/api/tasks/:taskId',
  summary: 'Delete a task (restorable: see restore)',
  tag: 'tasks',
  params: TaskParamsSchema,
  response: WriteResultSchema,
  write: true,
});

export const restoreTask = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:taskId/restore',
  summary: 'Undo a delete',
  tag: 'tasks',
  params: TaskParamsSchema,
  response: TaskSchema,
  write: true,
});

export const TaskBoardParamsSchema = z.object({ taskId: IdSchema, boardId: IdSchema });
export const AddTaskToBoardSchema = z.object({
  /** Order inside the task's quadrant on that board; first when absent. */
  order: OrderKeySchema.optional(),
});

export const addTaskToBoard = defineEndpoint({
  method: 'PUT',
  path: '/api/tasks/:taskId/boards/:boardId',
  summary:
    'Put a task on a board as well (a task may be on several boards); no change if it is already there',
  tag: 'tasks',
  params: TaskBoardParamsSchema,
  body: AddTaskToBoardSchema,
  response: TaskSchema,
  write: true,
});

export const removeTaskFromBoard = defineEndpoint({
  method: 'DELETE',
  path: '/api/tasks/:taskId/boards/:boardId',
  summary: 'Take a task off one board (on no board, it is in the pool)',
  tag: 'tasks',
  params: TaskBoardParamsSchema,
  response: TaskSchema,
  write: true,
});
