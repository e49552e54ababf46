/**
 * The board benchmark's server side: the production server (src/server/main.ts serving a web
 * build) in a child process on its own port and temp DATA_DIR, a fresh user, and 5,000 tasks
 * created through the API.
 *
 * Signing in: a token signed with the server's own identity key (DATA_DIR/keys/identity.json),
 * exactly as its provider would issue, instead of driving the sign-in pages. The user is then made
 * Pro in the database, because the Free plan stops at 100 open tasks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { z } from 'zod';
import { TASK_COLORS } from '../src/shared/colors.ts';
import { newId } from '../src/shared/ids.ts';
import { keyBetween } from '../src/shared/order.ts';

export interface BenchServer {
  origin: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startServer(opts: {
  port: number;
  webDir: string;
  dataDir: string;
}): Promise<BenchServer> {
  const origin = `http://localhost:${opts.port}`;
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: opts.dataDir,
      WEB_DIR: opts.webDir,
      LOG_LEVEL: 'warn',
      // Seeding sends 5,000 writes in seconds; the abuse guard is not what is measured.
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode})`);
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        origin,
        dataDir: opts.dataDir,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not become healthy within 30 s');
}

const KeyFileSchema = z.object({
  signing: z.array(z.looseObject({ kid: z.string(), kty: z.string() })).min(1),
});

export interface BenchUser {
  id: string;
  email: string;
  name: string;
  token: string;
  expiresAt: number;
}

/** An access token as the embedded provider issues it (RFC 9068 `at+jwt`, audience the API). */
export async function signAccessToken(
  server: BenchServer,
  who: { id: string; email: string; name: string },
): Promise<BenchUser> {
  const keys = KeyFileSchema.parse(
    JSON.parse(fs.readFileSync(path.join(server.dataDir, 'keys', 'identity.json'), 'utf8')),
  );
  const jwk = keys.signing[0];
  if (!jwk) throw new Error('no signing key');
  const expiresAt = Date.now() + 2 * 60 * 60 * 1000;
  const token = await new SignJWT({
    email: who.email,
    name: who.name,
    preferred_username: who.email,
    realm_access: { roles: [] },
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(`${server.origin}/realms/quadrant`)
    .setAudience(`${server.origin}/api`)
    .setSubject(who.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(await importJWK(jwk, 'RS256'));
  return { ...who, token, expiresAt };
}

/**
 * A fresh Pro user with a token. The API admits only accounts that exist (a token alone never
 * creates one), so the row is written first, as the identity provider's sign-up would.
 */
export async function mintUser(server: BenchServer): Promise<BenchUser> {
  const id = newId();
  const user = await signAccessToken(server, {
    id,
    email: `bench-${id.slice(-8)}@bench.example`,
    name: 'Bench User',
  });
  const db = new DatabaseSync(path.join(server.dataDir, 'quadrant.db'));
  const now = Date.now();
  db.prepare(
    `insert into users (id, email, name, tier, created_at, updated_at) values (?, ?, ?, 'pro', ?, ?)`,
  ).run(id, user.email, user.name, now, now);
  db.close();
  const me = await fetch(`${server.origin}/api/me`, { headers: { authorization: `Bearer ${user.token}` } });
  if (!me.ok) throw new Error(`GET /api/me answered ${me.status}`);
  return user;
}

/** Create `count` tasks in the pool, spread over the four quadrants, `concurrency` at a time. */
export async function seedTasks(
  server: BenchServer,
  user: BenchUser,
  count: number,
  concurrency = 16,
): Promise<void> {
  const orders: Record<number, string | null> = { 1: null, 2: null, 3: null, 4: null };
  const bodies = Array.from({ length: count }, (_, i) => {
    const quadrant = (i % 4) + 1;
    const order = keyBetween(orders[quadrant], null);
    orders[quadrant] = order;
    // Most tasks carry what people give them: a colour, a due date (some with a time); every fifth
    // gets a checklist below, so the notes render their details as they would in real use.
    const due = new Date(Date.UTC(2026, 10, 1 + (i % 60)));
    return {
      id: newId(),
      title: `Seeded task ${String(i + 1).padStart(4, '0')}`,
      quadrant,
      boardId: 'pool',
      order,
      color: TASK_COLORS[i % TASK_COLORS.length],
      ...(i % 3 === 0 ? {} : { dueDate: due.toISOString().slice(0, 10) }),
      ...(i % 3 === 1 ? { dueTime: `${String(8 + (i % 10)).padStart(2, '0')}:30` } : {}),
    };
  });
  const checklists = bodies
    .filter((_, i) => i % 5 === 0)
    .flatMap((task) =>
      [0, 1, 2].map((n) => ({
        taskId: task.id,
        body: { id: newId(), text: `Step ${n + 1}`, done: n === 0 },
      })),
    );
  await postAll(
    server,
    user,
    bodies.map((body) => ({ path: '/api/tasks', body })),
    concurrency,
  );
  await postAll(
    server,
    user,
    checklists.map(({ taskId, body }) => ({ path: `/api/tasks/${taskId}/checklist`, body })),
    concurrency,
  );
}

async function postAll(
  server: BenchServer,
  user: BenchUser,
  requests: { path: string; body: unknown }[],
  concurrency: number,
): Promise<void> {
  let next = 0;
  async function worker(): Promise<void> {
    while (next < requests.length) {
      const request = requests[next++];
      if (!request) return;
      const res = await fetch(`${server.origin}${request.path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${user.token}`,
          'content-type': 'application/json',
          'idempotency-key': newId(),
        },
        body: JSON.stringify(request.body),
      });
      if (res.status !== 201)
        throw new Error(`POST ${request.path} answered ${res.status}: ${await res.text()}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
}
