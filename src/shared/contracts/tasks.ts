import { z } from 'zod';
import { TASK_COLORS } from '../colors.ts';
import { IdSchema } from '../ids.ts';
import { OrderKeySchema } from '../order.ts';
import { QUADRANTS } from '../quadrants.ts';
import { POOL_BOARD_ID, WriteResultSchema } from './boards.ts';
import { defineEndpoint } from './endpoint.ts';

export const TASK_TITLE_MAX = 500;
/** Rich-text description: sanitized HTML (see shared/rich-text.ts), at most this many characters. */
export const TASK_DESCRIPTION_MAX = 100_000;

export const QuadrantSchema = z.union(
  QUADRANTS.map((q) => z.literal(q)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>],
);
export const TaskColorSchema = z.enum(TASK_COLORS);
export const TaskTitleSchema = z.string().trim().min(1, 'A task needs a title').max(TASK_TITLE_MAX);
/** A calendar date, YYYY-MM-DD, in the person's own time zone (a wall-clock date, not an instant). */
export const DueDateSchema = z.iso.date();
/** A wall-clock time of day, HH:MM (24 h), in the person's own time zone; only with a due date. */
export const DueTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Not a time of day (HH:MM)');
/** The description as the client sends it; the server sanitizes it before storing. */
export const TaskDescriptionSchema = z.string().max(TASK_DESCRIPTION_MAX, 'The description is too long');
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
  boardId: BoardRefSchema.default(POOL_BOARD_ID),
  /** Order inside the quadrant on that board; the server puts it first when absent. */
  order: OrderKeySchema.optional(),
});
export type CreateTask = z.input<typeof CreateTaskSchema>;

export const UpdateTaskSchema = z
  .object({
    title: TaskTitleSchema.optional(),
    quadrant: QuadrantSchema.optional(),
    color: TaskColorSchema.optional(),
    description: TaskDescriptionSchema.optional(),
    dueDate: DueDateSchema.nullable().optional(),
    /** Setting a time needs a due date (sent here or already stored); clearing the date clears it. */
    dueTime: DueTimeSchema.nullable().optional(),
    completed: z.boolean().optional(),
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
  summary: 'Change a task: title, description, quadrant, colour, due date and time, completed',
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
