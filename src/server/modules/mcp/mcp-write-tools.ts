/**
 * The MCP server's writes: `capture_tasks`, `move_task`, `schedule_task`, `complete_task`, `undo`.
 * Rules:
 * - a `read` token is refused each of them (INSUFFICIENT_SCOPE), as the API refuses its writes;
 * - each call spends one unit of the person's one write budget, as one API write does;
 * - each is one `userWrite` (versioned, live on every device) through the same services as the
 *   API's routes, and records what it changed for `undo` in that write (mcp-history.ts);
 * - capture parses with the quick add's parser (shared/capture) in the person's language and
 *   time zone, `#board` names included; a task whose every word was understood keeps its text.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import { CAPTURE_TEXT_MAX } from '../../../shared/contracts/capture.ts';
import { hasNul } from '../../../shared/contracts/text.ts';
import {
  DueDateSchema,
  DueTimeSchema,
  QuadrantSchema,
  TASK_TITLE_MAX,
  type CreateTaskSchema,
} from '../../../shared/contracts/tasks.ts';
import { IdSchema } from '../../../shared/ids.ts';
import { zonedDate } from '../../../shared/zoned-time.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { listBoardRows } from '../boards/boards.repo.ts';
import { userWrite, type Writer } from '../sync/write.ts';
import { createTask, getTask } from '../tasks/tasks.service.ts';
import { undoLast, recordChange, type Step } from './mcp-history.ts';
import { moveSteps, scheduleSteps, completeSteps } from './mcp-task-changes.ts';
import { agentTask, answer, boardNames, guarded, personOf, refusal, type McpEnv } from './mcp-tasks.ts';

/** Tasks one capture may make (a brain dump is split into tasks). */
export const CAPTURE_TASKS_MAX = 50;

const BoardRef = z.union([IdSchema, z.literal(POOL_BOARD_ID)]);

/** A write tool's frame: the scope, the write budget, then the tool's own refusals. */
function writeTool(env: McpEnv, run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  return guarded(env, async () => {
    if (env.token.scope !== 'read_write')
      return refusal(
        'INSUFFICIENT_SCOPE: This API token can only read. Create a token with read and write access to make changes.',
      );
    const waitMs = env.writeBudget.spend(`user:${env.userId}`);
    if (waitMs > 0)
      return refusal(
        `RATE_LIMITED: Too many changes at once. Please wait ${Math.ceil(waitMs / 1000)} s and try again.`,
      );
    return run();
  });
}

/** One write that records its steps for `undo`, with a summary of what it did. */
async function change<T>(
  env: McpEnv,
  fn: (w: Writer) => Promise<{ value: T; steps: Step[]; summary: string }>,
): Promise<T> {
  return userWrite({ db: env.db, bus: env.bus }, env.userId, undefined, async (w) => {
    const { value, steps, summary } = await fn(w);
    await recordChange(w, env.token.id, { summary, steps });
    return value;
  });
}

/** A change of one task, answered as the task is after it. */
function taskChange(env: McpEnv, tool: string, taskId: string, steps: (w: Writer) => Promise<Step[]>) {
  return change(env, async (w) => {
    const made = await steps(w);
    const task = await getTask(w.trx, w.userId, taskId);
    if (!task) throw notFound('That task');
    const value = agentTask(task, await boardNames(w.trx, w.userId), env.publicUrl);
    return { value, steps: made, summary: `${tool}: ${task.title}` };
  });
}

type NewTask = z.output<typeof CreateTaskSchema>;

async function parseTasks(env: McpEnv, text: string, quadrant?: 1 | 2 | 3 | 4, boardId?: string) {
  const { parseCapture, splitBrainDump } = await import('../../../shared/capture/index.ts');
  const { language, timeZone } = await personOf(env.db, env.userId);
  const boards = (await listBoardRows(env.db, env.userId)).map((b) => ({ id: b.id, name: b.name }));
  if (boardId && boardId !== POOL_BOARD_ID && !boards.some((b) => b.id === boardId))
    throw notFound('That board');
  const texts = splitBrainDump(text, language);
  if (texts.length > CAPTURE_TASKS_MAX)
    throw new AppError(
      'VALIDATION_FAILED',
      `At most ${CAPTURE_TASKS_MAX} tasks at once: send the rest in another call.`,
    );
  const reference = new Date();
  return texts.map((part): NewTask => {
    const p = parseCapture(part, {
      language,
      timeZone,
      reference,
      boards,
      ...(quadrant ? { quadrant } : {}),
    });
    return {
      title: (p.title || part.trim()).slice(0, TASK_TITLE_MAX),
      quadrant: p.quadrant,
      dueDate: p.dueDate,
      dueTime: p.dueDate ? p.dueTime : null,
      repeat: p.dueDate ? p.repeat : null,
      boardId: p.boardId ?? boardId ?? POOL_BOARD_ID,
    };
  });
}

function registerCapture(server: McpServer, env: McpEnv): void {
  server.registerTool(
    'capture_tasks',
    {
      title: 'Capture tasks',
      description:
        'Create tasks from natural language, as Quadrant’s quick add does, in the person’s language: dates and times ("tomorrow at 5pm"), repeats ("every Monday"), #board names, !1–!4 or urgency words pick the quadrant. Several tasks in one text (lines, "and then") become several tasks. Returns what was created.',
      inputSchema: {
        text: z
          .string()
          .trim()
          .min(1)
          .max(CAPTURE_TEXT_MAX)
          .refine((s) => !hasNul(s), 'No NUL characters'),
        boardId: BoardRef.optional().describe(
          'Board for tasks that name none (#board wins); the pool when absent',
        ),
        quadrant: QuadrantSchema.optional().describe(
          'Quadrant when the text says none; else the parser decides',
        ),
      },
    },
    (input) =>
      writeTool(env, async () => {
        const inputs = await parseTasks(env, input.text, input.quadrant, input.boardId);
        const created = await change(env, async (w) => {
          const tasks = [];
          for (const one of inputs) tasks.push(await createTask(w, one));
          const summary = `capture_tasks: ${tasks.map((t) => t.title).join(', ')}`;
          return { value: tasks, steps: [{ kind: 'created', taskIds: tasks.map((t) => t.id) }], summary };
        });
        const names = await boardNames(env.db, env.userId);
        return answer({ created: created.map((t) => agentTask(t, names, env.publicUrl)) });
      }),
  );
}

function registerMove(server: McpServer, env: McpEnv): void {
  server.registerTool(
    'move_task',
    {
      title: 'Move a task',
      description:
        'Move a task to another quadrant (1 Do First, 2 Schedule, 3 Delegate, 4 Delete), to another board (it leaves the boards it was on), or to the pool ("pool": no board).',
      inputSchema: { taskId: IdSchema, quadrant: QuadrantSchema.optional(), boardId: BoardRef.optional() },
    },
    (input) =>
      writeTool(env, async () => {
        if (input.quadrant === undefined && input.boardId === undefined)
          return refusal('VALIDATION_FAILED: Say a quadrant, a board, or both.');
        const task = await taskChange(env, 'move_task', input.taskId, (w) =>
          moveSteps(w, input.taskId, input.quadrant, input.boardId),
        );
        return answer({ task });
      }),
  );
}

async function dueFromWords(env: McpEnv, when: string): Promise<{ dueDate: string; dueTime: string | null }> {
  const { parseCapture } = await import('../../../shared/capture/index.ts');
  const { language, timeZone } = await personOf(env.db, env.userId);
  const parsed = parseCapture(when, { language, timeZone, reference: new Date() });
  if (!parsed.dueDate)
    throw new AppError('VALIDATION_FAILED', `No date was understood in "${when}".`, { field: 'when' });
  return { dueDate: parsed.dueDate, dueTime: parsed.dueTime };
}

function registerSchedule(server: McpServer, env: McpEnv): void {
  server.registerTool(
    'schedule_task',
    {
      title: 'Schedule a task',
      description:
        'Set or clear a task’s due date and time: either `when` in words ("next Friday at 9", in the person’s language), or `dueDate` (YYYY-MM-DD, null clears it) and `dueTime` (HH:MM, 24 h).',
      inputSchema: {
        taskId: IdSchema,
        when: z.string().trim().min(1).max(200).optional(),
        dueDate: DueDateSchema.nullable().optional(),
        dueTime: DueTimeSchema.nullable().optional(),
      },
    },
    (input) =>
      writeTool(env, async () => {
        const due = input.when
          ? await dueFromWords(env, input.when)
          : { dueDate: input.dueDate, dueTime: input.dueTime };
        const dueDate = due.dueDate;
        if (dueDate === undefined)
          return refusal('VALIDATION_FAILED: Say `when`, or a `dueDate` (null clears it).');
        const task = await taskChange(env, 'schedule_task', input.taskId, (w) =>
          scheduleSteps(w, input.taskId, { dueDate, dueTime: due.dueTime }),
        );
        return answer({ task });
      }),
  );
}

function registerComplete(server: McpServer, env: McpEnv): void {
  server.registerTool(
    'complete_task',
    {
      title: 'Complete a task',
      description:
        'Mark a task done (or not done again with completed: false). Completing a repeating task creates its next occurrence.',
      inputSchema: { taskId: IdSchema, completed: z.boolean().default(true) },
    },
    (input) =>
      writeTool(env, async () => {
        const { timeZone } = await personOf(env.db, env.userId);
        const today = zonedDate(Date.now(), timeZone);
        const task = await taskChange(env, 'complete_task', input.taskId, (w) =>
          completeSteps(w, input.taskId, input.completed, today),
        );
        return answer({ task });
      }),
  );
}

function registerUndo(server: McpServer, env: McpEnv): void {
  server.registerTool(
    'undo',
    {
      title: 'Undo',
      description:
        'Undo the last change this token made through these tools (a capture, a move, a schedule, a completion), as a new change seen on every device. Call again to undo the one before (up to 20).',
      inputSchema: {},
    },
    () =>
      writeTool(env, async () => {
        const undone = await userWrite({ db: env.db, bus: env.bus }, env.userId, undefined, (w) =>
          undoLast(w, env.token.id),
        );
        if (!undone) return answer({ undone: null, message: 'Nothing to undo.' });
        return answer({ undone: undone.summary });
      }),
  );
}

export function registerWrites(server: McpServer, env: McpEnv): void {
  registerCapture(server, env);
  registerMove(server, env);
  registerSchedule(server, env);
  registerComplete(server, env);
  registerUndo(server, env);
}
