/** A sync-socket client for tests: collects server messages, lets a test wait for one. */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { ServerMessageSchema, type ServerMessage } from '../../shared/contracts/sync.ts';

export interface TestSocket {
  messages: ServerMessage[];
  send(msg: unknown): void;
  /** Resolves with the first message (already received or future) that matches. */
  next<T extends ServerMessage['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  closed: Promise<number>;
  close(): void;
}

export async function openSocket(app: FastifyInstance): Promise<TestSocket> {
  const ws: WebSocket = await app.injectWS('/api/ws');
  const messages: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw: Buffer) => {
    messages.push(ServerMessageSchema.parse(JSON.parse(raw.toString('utf8'))));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  let consumed = 0;
  return {
    messages,
    closed,
    send: (msg) => ws.send(JSON.stringify(msg)),
    close: () => ws.terminate(),
    // A guard against a message that never comes, not a speed check: on a loaded 2-core machine a
    // change can take seconds to reach a socket, and the former 2 s failed healthy runs in CI.
    next(type, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no '${type}' message within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          for (let i = consumed; i < messages.length; i++) {
            const m = messages[i];
            if (m?.type === type) {
              consumed = i + 1;
              clearTimeout(timer);
              resolve(m as Extract<ServerMessage, { type: typeof type }>);
              return;
            }
          }
          waiters.push(check);
        };
        check();
      });
    },
  };
}
