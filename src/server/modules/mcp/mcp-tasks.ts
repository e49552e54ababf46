/**
 * What the MCP server's tools and resources share: who the person is for the capture parser (their
 * language and time zone), tasks as an agent reads them (quadrant named, boards named, a link),
 * and how a tool answers (JSON text; a refusal is a tool error the agent can read and act on).
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyBaseLogger } from 'fastify';
import { CAPTURE_LANGUAGES, type CaptureLanguage } from '../../../shared/capture/types.ts';
import type { ApiTokenScope } from '../../../shared/contracts/api-tokens.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { WindowBudget } from '../../http/throttle.ts';
import { listBoardRows } from '../boards/boards.repo.ts';
import type { ChangeBus } from '../sync/change-bus.ts';

/** The Eisenhower quadrants by number, as the app names them in English. */
export const QUADRANT_NAMES = {
  1: 'Do First (urgent, important)',
  2: 'Schedule (not urgent, important)',
  3: 'Delegate (urgent, not important)',
  4: 'Delete (neither)',
} as const;

/** One MCP request's caller and what its tools need. */
export interface McpEnv {
  db: Database;
  bus: ChangeBus;
  writeBudget: WindowBudget;
  publicUrl: string;
  log: FastifyBaseLogger;
  userId: string;
  token: { id: string; scope: ApiTokenScope };
}

export interface Person {
  language: CaptureLanguage;
  timeZone: string;
}

/** The person's language (the parser's, English when it has none) and time zone (UTC unless set). */
export async function personOf(db: Database, userId: string): Promise<Person> {
  const row = await db
    .selectFrom('users')
    .leftJoin('notificationSettings', 'notificationSettings.userId', 'users.id')
    .select(['users.language as language', 'notificationSettings.timeZone as timeZone'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  const language = CAPTURE_LANGUAGES.find((l) => l === row?.language) ?? 'en';
  return { language, timeZone: row?.timeZone ?? 'UTC' };
}

/** Inside a write, pass its transaction: on SQLite the database's one connection is the write's. */
export async function boardNames(
  db: Database | Transaction<DB>,
  userId: string,
): Promise<Map<string, string>> {
  return new Map((await listBoardRows(db, userId)).map((b) => [b.id, b.name]));
}

export interface AgentTask {
  id: string;
  title: string;
  quadrant: Task['quadrant'];
  quadrantName: string;
  dueDate: string | null;
  dueTime: string | null;
  repeat: string | null;
  completed: boolean;
  boards: { id: string; name: string }[];
  url: string;
}

export function agentTask(task: Task, boards: Map<string, string>, publicUrl: string): AgentTask {
  return {
    id: task.id,
    title: task.title,
    quadrant: task.quadrant,
    quadrantName: QUADRANT_NAMES[task.quadrant],
    dueDate: task.dueDate,
    dueTime: task.dueTime,
    repeat: task.repeat,
    completed: task.completed,
    boards: task.boards.map((b) => ({ id: b.boardId, name: boards.get(b.boardId) ?? '' })),
    url: `${publicUrl}/app/task/${task.id}`,
  };
}

export function answer(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

export function refusal(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/**
 * Runs a tool, turning a refusal (a task not found, a plan limit, a scope) into a tool error with
 * its message; anything else is logged and said without its internals.
 */
export async function guarded(env: McpEnv, run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) return refusal(`${err.code}: ${err.message}`);
    env.log.error({ err }, 'MCP tool failed');
    return refusal('INTERNAL: Something went wrong on our side. Your data is safe; please try again.');
  }
}
