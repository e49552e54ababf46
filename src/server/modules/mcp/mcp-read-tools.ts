/**
 * The MCP server's reads (any token): `list_tasks`, `search_tasks`, and the resources
 * `quadrant://boards` and `quadrant://today/do-first`. Everything is the token owner's own, read
 * as the API reads it; "today" is the person's today, in their time zone.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import { SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX } from '../../../shared/contracts/search.ts';
import { QuadrantSchema, type Task } from '../../../shared/contracts/tasks.ts';
import { IdSchema } from '../../../shared/ids.ts';
import { nextDay, zonedDate } from '../../../shared/zoned-time.ts';
import { notFound } from '../../http/errors.ts';
import { findBoardRow, listBoardRows } from '../boards/boards.repo.ts';
import { searchTasks } from '../search/search.service.ts';
import { listTaskRows } from '../tasks/tasks.repo.ts';
import { getTask, presentTasks } from '../tasks/tasks.service.ts';
import { agentTask, answer, boardNames, guarded, personOf, type McpEnv } from './mcp-tasks.ts';

const DUE = ['any', 'overdue', 'today', 'next_7_days', 'no_date'] as const;

const ListInput = {
  boardId: z
    .union([IdSchema, z.literal(POOL_BOARD_ID)])
    .optional()
    .describe('Only this board (its id), or "pool" for tasks on no board; all boards when absent'),
  quadrant: QuadrantSchema.optional().describe('1 Do First, 2 Schedule, 3 Delegate, 4 Delete'),
  due: z.enum(DUE).default('any').describe('By due date, in the person’s time zone'),
  completed: z.boolean().default(false).describe('true: completed tasks only; false: open tasks only'),
  limit: z.number().int().min(1).max(200).default(100),
};

function dueMatches(due: (typeof DUE)[number], dueDate: string | null, today: string): boolean {
  if (due === 'any') return true;
  if (due === 'no_date') return dueDate === null;
  if (dueDate === null) return false;
  if (due === 'overdue') return dueDate < today;
  if (due === 'today') return dueDate === today;
  let last = today;
  for (let i = 0; i < 6; i++) last = nextDay(last);
  return dueDate >= today && dueDate <= last;
}

/** Quadrant, then due date (undated last), then oldest first. */
function byUrgency(a: Task, b: Task): number {
  if (a.quadrant !== b.quadrant) return a.quadrant - b.quadrant;
  const da = a.dueDate ?? '9999-12-31';
  const db = b.dueDate ?? '9999-12-31';
  if (da !== db) return da < db ? -1 : 1;
  return a.createdAt < b.createdAt ? -1 : 1;
}

async function liveTasks(env: McpEnv, boardId?: string): Promise<Task[]> {
  if (boardId && boardId !== POOL_BOARD_ID && !(await findBoardRow(env.db, env.userId, boardId)))
    throw notFound('That board');
  return presentTasks(env.db, env.userId, await listTaskRows(env.db, env.userId, boardId));
}

function registerListTasks(server: McpServer, env: McpEnv): void {
  server.registerTool(
    'list_tasks',
    {
      title: 'List tasks',
      description:
        "List the person's tasks on their Eisenhower matrix, most urgent first; filter by board, quadrant, due date and completion.",
      inputSchema: ListInput,
      annotations: { readOnlyHint: true },
    },
    (input) =>
      guarded(env, async () => {
        const { timeZone } = await personOf(env.db, env.userId);
        const today = zonedDate(Date.now(), timeZone);
        const names = await boardNames(env.db, env.userId);
        const tasks = (await liveTasks(env, input.boardId))
          .filter((t) => t.completed === input.completed)
          .filter((t) => input.quadrant === undefined || t.quadrant === input.quadrant)
          .filter((t) => dueMatches(input.due, t.dueDate, today))
          .sort(byUrgency);
        const shown = tasks.slice(0, input.limit).map((t) => agentTask(t, names, env.publicUrl));
        return answer({ today, timeZone, count: tasks.length, tasks: shown });
      }),
  );
}

function registerSearchTasks(server: McpServer, env: McpEnv): void {
  server.registerTool(
    'search_tasks',
    {
      title: 'Search tasks',
      description: "Search the person's tasks by words in their title, description or checklist.",
      inputSchema: {
        query: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
        limit: z.number().int().min(1).max(SEARCH_RESULTS_MAX).default(20),
      },
      annotations: { readOnlyHint: true },
    },
    ({ query, limit }) =>
      guarded(env, async () => {
        const names = await boardNames(env.db, env.userId);
        const hits = await searchTasks(env.db, env.userId, query, limit);
        const found = [];
        for (const hit of hits) {
          const task = await getTask(env.db, env.userId, hit.taskId);
          if (task)
            found.push({
              ...agentTask(task, names, env.publicUrl),
              matched: hit.field,
              snippet: hit.snippet,
            });
        }
        return answer({ count: found.length, tasks: found });
      }),
  );
}

function json(uri: string, value: unknown) {
  return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }] };
}

function registerResources(server: McpServer, env: McpEnv): void {
  server.registerResource(
    'boards',
    'quadrant://boards',
    {
      title: 'Boards',
      description: "The person's boards, with their open tasks per quadrant",
      mimeType: 'application/json',
    },
    async (uri) => {
      const tasks = (await liveTasks(env)).filter((t) => !t.completed);
      const open = (boardId: string | null) => {
        const on = tasks.filter((t) =>
          boardId ? t.boards.some((b) => b.boardId === boardId) : t.boards.length === 0,
        );
        return Object.fromEntries([1, 2, 3, 4].map((q) => [q, on.filter((t) => t.quadrant === q).length]));
      };
      const boards = (await listBoardRows(env.db, env.userId)).map((b) => ({
        id: b.id,
        name: b.name,
        open: open(b.id),
      }));
      return json(uri.href, { boards, pool: { id: POOL_BOARD_ID, open: open(null) } });
    },
  );
  server.registerResource(
    'today-do-first',
    'quadrant://today/do-first',
    {
      title: "Today's Do First",
      description: 'Open tasks in Do First (urgent and important): overdue and due today first',
      mimeType: 'application/json',
    },
    async (uri) => {
      const { timeZone } = await personOf(env.db, env.userId);
      const today = zonedDate(Date.now(), timeZone);
      const names = await boardNames(env.db, env.userId);
      const tasks = (await liveTasks(env))
        .filter((t) => !t.completed && t.quadrant === 1)
        .sort(byUrgency)
        .map((t) => ({
          ...agentTask(t, names, env.publicUrl),
          overdue: t.dueDate !== null && t.dueDate < today,
        }));
      return json(uri.href, { today, timeZone, tasks });
    },
  );
}

export function registerReads(server: McpServer, env: McpEnv): void {
  registerListTasks(server, env);
  registerSearchTasks(server, env);
  registerResources(server, env);
}
