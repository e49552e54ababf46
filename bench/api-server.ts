/**
 * The servers the API benchmark drives, each in its own process (so the load generator never
 * shares an event loop with what it measures), started by forking bench/api.bench.ts with
 * `--serve <kind>`:
 *   - `bare`: a node:http server answering one small JSON body, nothing else: the floor to compare
 *     against, as issue 13 measures it (the machine's HTTP without any framework).
 *   - `sqlite` / `postgres`: the real app from buildApp(), via the test harness (fresh temp
 *     DATA_DIR; for PostgreSQL a fresh database on TEST_DATABASE_URL, dropped afterwards).
 * The parent gets `{ port, tokens }` over IPC and sends `stop` when done.
 */
import http from 'node:http';
import { createTestApp, createTestUser } from '../src/server/test/helpers.ts';

export type ServerKind = 'bare' | 'sqlite' | 'postgres';

export interface ServerReady {
  type: 'ready';
  port: number;
  /** Bearer tokens of Pro users, by role in the benchmark. */
  tokens: Record<BenchUser, string>;
}

export const BENCH_USERS = ['warmup', 'creator', 'small', 'latency'] as const;
export type BenchUser = (typeof BENCH_USERS)[number];

/** What the heap holds after a full collection (the soak's leak signal); needs --expose-gc. */
export interface HeapReport {
  type: 'heap';
  heapUsedMb: number;
  externalMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;

function onStop(close: () => Promise<void>): void {
  process.on('message', (m) => {
    if (m === 'stop') void close().then(() => process.exit(0));
    if (m === 'heap') {
      (globalThis as { gc?: () => void }).gc?.();
      const usage = process.memoryUsage();
      const report: HeapReport = {
        type: 'heap',
        heapUsedMb: mb(usage.heapUsed),
        externalMb: mb(usage.external),
      };
      process.send?.(report);
    }
  });
  // The parent died without saying stop: still drop the temporary database.
  process.on('disconnect', () => void close().then(() => process.exit(0)));
}

async function serveBare(): Promise<void> {
  const body = JSON.stringify({ ok: true });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  onStop(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const empty: Record<BenchUser, string> = { warmup: '', creator: '', small: '', latency: '' };
  process.send?.({ type: 'ready', port, tokens: empty } satisfies ServerReady);
}

async function serveApp(kind: 'sqlite' | 'postgres', env: Record<string, string>): Promise<void> {
  process.env.TEST_DB = kind;
  const test = await createTestApp({
    // As deployed: the test harness's default ('test') validates every response against its
    // contract again, which production skips (app.ts) and which a benchmark must not measure.
    NODE_ENV: 'production',
    // Measure the API, not the abuse guard: one user sends thousands of writes a minute here.
    RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const tokens: Partial<Record<BenchUser, string>> = {};
  for (const role of BENCH_USERS) {
    const user = await createTestUser(test.app, { email: `${role}@bench.example`, expiresIn: '2h' });
    // Pro: unlimited tasks, so 5,000 creates measure the API and not the Free plan's refusal.
    await test.app.ctx.database.db
      .updateTable('users')
      .set({ tier: 'pro' })
      .where('id', '=', user.id)
      .execute();
    tokens[role] = user.token;
  }
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  const address = test.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  onStop(test.close);
  const ready: ServerReady = {
    type: 'ready',
    port,
    tokens: Object.fromEntries(BENCH_USERS.map((role) => [role, tokens[role] ?? ''])) as Record<
      BenchUser,
      string
    >,
  };
  process.send?.(ready);
}

/** `env` overrides the app's environment (the soak runs it as in production). */
export async function serve(kind: ServerKind, env: Record<string, string> = {}): Promise<void> {
  if (kind === 'bare') await serveBare();
  else await serveApp(kind, env);
}
