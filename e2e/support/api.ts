/**
 * Talking to the API and the sync socket as a given person, with the bearer token their browser
 * holds. Responses are parsed with the shared contracts, so a drifting shape fails here loudly.
 */
import crypto from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { z } from 'zod';
import { BoardSchema } from '../../src/shared/contracts/boards.ts';
import {
  ServerMessageSchema,
  SYNC_PROTOCOL_VERSION,
  type ServerMessage,
} from '../../src/shared/contracts/sync.ts';
import { TaskSchema, type CreateTask } from '../../src/shared/contracts/tasks.ts';

export interface Caller {
  request: APIRequestContext;
  token: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function send(caller: Caller, method: Method, url: string, body?: unknown): Promise<APIResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${caller.token}` };
  // Writes carry a client mutation id, as the web client's api() sends them.
  if (method !== 'GET') headers['idempotency-key'] = crypto.randomUUID();
  return caller.request.fetch(url, { method, headers, ...(body === undefined ? {} : { data: body }) });
}

export async function json<T extends z.ZodType>(res: APIResponse, schema: T): Promise<z.output<T>> {
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return schema.parse(await res.json());
}

export async function listBoards(caller: Caller): Promise<z.output<typeof BoardSchema>[]> {
  return json(await send(caller, 'GET', '/api/boards'), z.array(BoardSchema));
}

export async function listTasks(caller: Caller, boardId?: string): Promise<z.output<typeof TaskSchema>[]> {
  const url = boardId ? `/api/tasks?boardId=${encodeURIComponent(boardId)}` : '/api/tasks';
  return json(await send(caller, 'GET', url), z.array(TaskSchema));
}

export async function createTask(caller: Caller, task: CreateTask): Promise<z.output<typeof TaskSchema>> {
  return json(await send(caller, 'POST', '/api/tasks', task), TaskSchema);
}

/**
 * A sync socket held open as one person: says hello with their token, records every message.
 * `until` waits for a message matching a predicate (the test's own timeout bounds it).
 */
export interface SyncSocket {
  messages: ServerMessage[];
  until: (predicate: (m: ServerMessage) => boolean) => Promise<ServerMessage>;
  close: () => void;
}

export async function openSyncSocket(baseURL: string, token: string, since: number): Promise<SyncSocket> {
  const url = new URL('/api/ws', baseURL);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(url);
  const messages: ServerMessage[] = [];
  const waiters: { predicate: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  ws.addEventListener('message', (event) => {
    const text = typeof event.data === 'string' ? event.data : '';
    const parsed = ServerMessageSchema.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new Error(`The server sent a message outside the sync protocol: ${text.slice(0, 200)}`);
    messages.push(parsed.data);
    for (const w of [...waiters]) {
      if (w.predicate(parsed.data)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(parsed.data);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true });
    ws.addEventListener('error', () => reject(new Error(`Could not open ${url.href}`)), { once: true });
  });
  ws.send(JSON.stringify({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token, since }));
  const until = (predicate: (m: ServerMessage) => boolean) =>
    new Promise<ServerMessage>((resolve) => {
      const seen = messages.find(predicate);
      if (seen) resolve(seen);
      else waiters.push({ predicate, resolve });
    });
  await until((m) => m.type === 'ready' || m.type === 'error');
  const first = messages.find((m) => m.type === 'ready' || m.type === 'error');
  if (first?.type === 'error')
    throw new Error(`The sync socket refused the hello: ${first.code} ${first.message}`);
  return { messages, until, close: () => ws.close() };
}
