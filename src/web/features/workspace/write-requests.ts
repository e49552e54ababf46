/**
 * The writes that can wait for the network: every optimistic write of the workspace, named, so a
 * queued one is plain data that survives a reload (the outbox stores `{ name, params, body }`, not
 * a function). Each entry knows its contract and which rows its answer holds, so the outbox can
 * confirm an operation it re-read from storage after the page that made it is gone.
 */
import { z } from 'zod';
import { createBoard, deleteBoard, updateBoard } from '../../../shared/contracts/boards.ts';
import {
  createChecklistItem,
  deleteChecklistItem,
  updateChecklistItem,
} from '../../../shared/contracts/checklist.ts';
import type { Endpoint } from '../../../shared/contracts/endpoint.ts';
import { deleteAttachment } from '../../../shared/contracts/attachments.ts';
import { createReminder, deleteReminder } from '../../../shared/contracts/reminders.ts';
import {
  addTaskToBoard,
  createTask,
  deleteTask,
  moveTask,
  removeTaskFromBoard,
  restoreTask,
  skipOccurrence,
  updateTask,
  type Task,
} from '../../../shared/contracts/tasks.ts';
import { api } from '../../lib/api.ts';
import type { ServerRows } from './workspace-state.ts';

type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

interface WriteKind<E extends AnyEndpoint> {
  endpoint: E;
  /** The rows the answer holds, taken as the server's when the write is confirmed. */
  rows: (result: z.output<E['response']>) => ServerRows;
}

function write<E extends AnyEndpoint>(
  endpoint: E,
  rows: (result: z.output<E['response']>) => ServerRows = () => ({}),
): WriteKind<E> {
  return { endpoint, rows };
}

const task = (t: Task): ServerRows => ({ tasks: [t] });

const WRITES = {
  createTask: write(createTask, task),
  updateTask: write(updateTask, task),
  moveTask: write(moveTask, task),
  skipOccurrence: write(skipOccurrence, task),
  deleteTask: write(deleteTask),
  restoreTask: write(restoreTask, task),
  addTaskToBoard: write(addTaskToBoard, task),
  removeTaskFromBoard: write(removeTaskFromBoard, task),
  createBoard: write(createBoard, (b) => ({ boards: [b] })),
  updateBoard: write(updateBoard, (b) => ({ boards: [b] })),
  deleteBoard: write(deleteBoard),
  createChecklistItem: write(createChecklistItem, (i) => ({ checklistItems: [i] })),
  updateChecklistItem: write(updateChecklistItem, (i) => ({ checklistItems: [i] })),
  deleteChecklistItem: write(deleteChecklistItem),
  createReminder: write(createReminder, (r) => ({ reminders: [r] })),
  deleteReminder: write(deleteReminder),
  deleteAttachment: write(deleteAttachment),
};

export type WriteName = keyof typeof WRITES;
export const WRITE_NAMES = Object.keys(WRITES) as [WriteName, ...WriteName[]];

type EndpointOf<N extends WriteName> = (typeof WRITES)[N]['endpoint'];
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** A queued write as stored: which write, its path parameters and its body. */
export const WriteRequestSchema = z.object({
  name: z.enum(WRITE_NAMES),
  params: z.record(z.string(), z.string()).optional(),
  body: z.unknown().optional(),
});
export type WriteRequest = z.infer<typeof WriteRequestSchema>;

/** Build a request, typed by its contract's params and body. */
export function writeRequest<N extends WriteName>(
  name: N,
  input: { params?: InputOf<EndpointOf<N>['params']>; body?: InputOf<EndpointOf<N>['body']> },
): WriteRequest {
  return {
    name,
    ...(input.params ? { params: input.params } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
  };
}

/**
 * Send a queued write with its own mutation id as the Idempotency-Key (a replay of one already
 * applied returns the stored answer), and return the rows its answer holds.
 */
export async function sendWrite(request: WriteRequest, mutationId: string): Promise<ServerRows> {
  const kind: WriteKind<AnyEndpoint> = WRITES[request.name];
  // The request was built by writeRequest() from the same contract; the server validates it again.
  const result = await api(kind.endpoint, { params: request.params, body: request.body, mutationId });
  return kind.rows(result);
}
