/**
 * The API bench's servers, each in a process of its own: started by forking the bench with
 * `--serve <kind>` (see api-server.ts), which answers with its port and tokens once ready.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { z } from 'zod';
import type { ServerKind, ServerReady } from './api-server.ts';

const BENCH = new URL('./api.bench.ts', import.meta.url).pathname;

const ReadySchema = z.object({
  type: z.literal('ready'),
  port: z.number().int().positive(),
  tokens: z.object({ warmup: z.string(), creator: z.string(), small: z.string(), latency: z.string() }),
});

export function startServer(kind: ServerKind): Promise<{ ready: ServerReady; child: ChildProcess }> {
  const child = fork(BENCH, ['--serve', kind], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => {
      const parsed = ReadySchema.safeParse(m);
      if (parsed.success) resolve({ ready: parsed.data, child });
      else reject(new Error(`The ${kind} server sent an unexpected first message`));
    });
    child.once('exit', (code) =>
      reject(new Error(`The ${kind} server exited early (code ${code ?? 'null'})`)),
    );
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
  });
}
