/**
 * The soak: the real app under steady, bounded load for a fixed time on loopback, sampling the
 * server's RSS, its JS heap after a forced full collection, and the window's p99 every 15 s, to
 * show that load does not grow memory (RSS also moves with how big V8 chooses to keep its heap;
 * the heap after a collection is what the server actually retains).
 *   node bench/soak.ts --database sqlite --minutes 15
 * The server runs in a child process (bench/api-server.ts: buildApp on a fresh temporary database,
 * dropped afterwards); traffic goes only to 127.0.0.1 and stops by itself after --minutes.
 * Traffic: a fixed set of 100 tasks renamed and moved, full syncs and profile reads, plus sync
 * sockets opened and closed every window (so socket cleanup is measured too). Data stays bounded,
 * so a growing RSS would be a leak, not more data.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newId } from '../src/shared/ids.ts';
import { SYNC_PROTOCOL_VERSION } from '../src/shared/contracts/sync.ts';
import { load, type Call } from './api-load.ts';
import { serve, type ServerKind } from './api-server.ts';

const WINDOW_SECONDS = 15;
const TASKS = 100;
const SOCKETS_PER_WINDOW = 10;
const IDLE_WINDOWS = 4;
// The start flag `npm start` uses, and gc() for the heap reading after each window.
const SERVER_FLAGS = ['--max-semi-space-size=2', '--expose-gc'];

const ReadySchema = z.object({
  type: z.literal('ready'),
  port: z.number(),
  tokens: z.record(z.string(), z.string()),
});

interface Sample {
  atSeconds: number;
  rssMb: number;
  /** JS heap in use right after a forced full collection: what the server retains. */
  heapMb?: number;
  requests: number;
  errors: number;
  p99Ms: number;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

async function createTasks(port: number, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < TASKS; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Soak ${i}`, quadrant: ((i % 4) + 1) as 1 | 2 | 3 | 4 }),
    });
    ids.push(z.object({ id: z.string() }).parse(await res.json()).id);
  }
  return ids;
}

function nextCall(token: string, ids: string[], i: number): Call {
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const write = { ...auth, 'content-type': 'application/json', 'idempotency-key': newId() };
  const id = ids[i % ids.length] ?? '';
  switch (i % 4) {
    case 0:
      return {
        method: 'PATCH',
        path: `/api/tasks/${id}`,
        headers: write,
        body: JSON.stringify({ title: `Soak ${i}` }),
      };
    case 1: {
      const body = JSON.stringify({ boardId: 'pool', quadrant: (i % 4) + 1, order: `a${(i % 9) + 1}` });
      return { method: 'POST', path: `/api/tasks/${id}/move`, headers: write, body };
    }
    case 2:
      return { method: 'GET', path: '/api/sync?since=0', headers: auth };
    default:
      return { method: 'GET', path: '/api/me', headers: auth };
  }
}

/** Opens sockets, says hello, waits for `ready`, closes them: the churn a real fleet makes. */
async function socketChurn(port: number, token: string): Promise<void> {
  await Promise.all(
    Array.from(
      { length: SOCKETS_PER_WINDOW },
      () =>
        new Promise<void>((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
          const done = () => {
            ws.close();
            resolve();
          };
          ws.onopen = () =>
            ws.send(JSON.stringify({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token, since: 0 }));
          ws.onmessage = (e) => {
            if (typeof e.data === 'string' && e.data.includes('"ready"')) done();
          };
          ws.onerror = done;
          setTimeout(done, 5000);
        }),
    ),
  );
}

const HeapSchema = z.object({ type: z.literal('heap'), heapUsedMb: z.number(), externalMb: z.number() });

/** Ask the server to collect its garbage and say what its heap still holds. */
function heapAfterGc(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      const parsed = HeapSchema.safeParse(m);
      if (!parsed.success) return;
      child.off('message', onMessage);
      resolve(parsed.data.heapUsedMb);
    };
    child.on('message', onMessage);
    child.send('heap');
  });
}

function startServer(kind: ServerKind): Promise<{ port: number; token: string; child: ChildProcess }> {
  const child = fork(import.meta.filename, ['--serve', kind], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // The V8 flag `npm start` runs the server with (package.json): a small young generation.
    execArgv: [...process.execArgv, ...SERVER_FLAGS],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => {
      const ready = ReadySchema.parse(m);
      resolve({ port: ready.port, token: ready.tokens.creator ?? '', child });
    });
    child.once('exit', (code) => reject(new Error(`the server exited early (code ${code ?? 'null'})`)));
  });
}

async function soak(kind: ServerKind, minutes: number, out: string | undefined): Promise<void> {
  const { port, token, child } = await startServer(kind);
  const pid = child.pid ?? 0;
  const samples: Sample[] = [{ atSeconds: 0, rssMb: rssMb(pid), requests: 0, errors: 0, p99Ms: 0 }];
  const ids = await createTasks(port, token);
  const started = Date.now();
  let i = 0;
  while (Date.now() - started < minutes * 60_000) {
    const [result] = await Promise.all([
      load({
        port,
        requests: Number.MAX_SAFE_INTEGER,
        concurrency: 8,
        maxSeconds: WINDOW_SECONDS,
        next: () => nextCall(token, ids, i++),
      }),
      socketChurn(port, token),
    ]);
    if (result.firstError) console.error(`window error: ${result.firstError}`);
    const sample = {
      atSeconds: Math.round((Date.now() - started) / 1000),
      rssMb: rssMb(pid),
      heapMb: await heapAfterGc(child),
      requests: result.requests,
      errors: result.errors,
      p99Ms: Math.round(result.p99 * 10) / 10,
    };
    samples.push(sample);
    console.log(JSON.stringify({ database: kind, ...sample }));
  }
  // Then idle: what the server keeps once the load is gone.
  for (let w = 1; w <= IDLE_WINDOWS; w++) {
    await new Promise((r) => setTimeout(r, WINDOW_SECONDS * 1000));
    const sample = {
      atSeconds: Math.round((Date.now() - started) / 1000),
      rssMb: rssMb(pid),
      heapMb: await heapAfterGc(child),
      requests: 0,
      errors: 0,
      p99Ms: 0,
    };
    samples.push(sample);
    console.log(JSON.stringify({ database: kind, idle: true, ...sample }));
  }
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
  });
  if (out) fs.writeFileSync(out, JSON.stringify({ database: kind, minutes, samples }, null, 2));
}

const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    database: { type: 'string', default: 'sqlite' },
    minutes: { type: 'string', default: '15' },
    out: { type: 'string' },
  },
});
const Kind = z.enum(['sqlite', 'postgres']);
// As in production: responses are serialized without re-validation (see app.ts).
if (values.serve) await serve(Kind.parse(values.serve), { NODE_ENV: 'production' });
else await soak(Kind.parse(values.database), Number(values.minutes), values.out);
