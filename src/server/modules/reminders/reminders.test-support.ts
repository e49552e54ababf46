/**
 * For the reminder tests: a local push service (a node:http server whose URLs are subscription
 * endpoints; it decrypts what web-push really encrypted and POSTed), subscriptions with real keys,
 * job runners on an injected clock (each may open its own database handle, as another process
 * would), and the outbox's mails.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import { openDatabase, type Database } from '../../db/database.ts';
import { createJobRunner } from '../../jobs/app-jobs.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { createBlobStore } from '../attachments/create-blob-store.ts';
import { outboxDir } from '../mail/mailer.ts';
import { call, type TestUser } from '../../test/helpers.ts';

/** web-push's own decryption library (untyped): the half of RFC 8291 a browser runs. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: string }): Buffer;
};

export interface PushMessage {
  path: string;
  payload: { title: string; body: string; url: string; tag: string; snoozeToken: string };
}

export interface FakePushService {
  url: string;
  received: PushMessage[];
  /** Paths answered with this status instead of 201 (e.g. 410 Gone). */
  statusFor: Map<string, number>;
  /** A browser subscription whose endpoint is on this service. */
  subscription(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: PushMessage[] = [];
  const statusFor = new Map<string, number>();
  const browsers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const pathName = req.url ?? '';
      const status = statusFor.get(pathName) ?? 201;
      const browser = browsers.get(pathName);
      if (status === 201 && browser) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth.toString('base64url'),
        });
        received.push({
          path: pathName,
          payload: JSON.parse(plain.toString('utf8')) as PushMessage['payload'],
        });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    statusFor,
    subscription(name) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      browsers.set(`/push/${name}`, { ecdh, auth });
      return {
        endpoint: `${url}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A job runner like the app's, on `clock`; `db` another handle on the same database if given. */
export function reminderRunner(
  app: FastifyInstance,
  clock: () => number,
  db?: Database,
): JobRunner & { closeStore(): void } {
  const { config, database, mailer, bus, push } = app.ctx;
  const store = createBlobStore(config.attachments);
  const runner = createJobRunner(
    {
      config,
      db: db ?? database.db,
      store,
      mailer,
      bus,
      log: app.log,
      reminders: { bus, push: push.sender, pushKeys: push.keys },
    },
    { now: clock, recurring: {} },
  );
  return Object.assign(runner, { closeStore: () => store.close() });
}

/** Another "process": its own database handle on the app's database. */
export async function anotherHandle(app: FastifyInstance) {
  return openDatabase(app.ctx.config.database);
}

/** The outbox's mails: headers, then the (base64) body decoded. */
export function outboxMails(app: FastifyInstance): string[] {
  const dir = outboxDir(app.ctx.config.dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => {
      const [head = '', body = ''] = fs.readFileSync(path.join(dir, f), 'utf8').split('\r\n\r\n');
      return `${head}\n\n${Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')}`;
    });
}

export async function newTask(
  app: FastifyInstance,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const res = await call<{ id: string }>(app, {
    method: 'POST',
    url: '/api/tasks',
    headers: user.headers,
    payload: { title: 'Call the dentist', quadrant: 1, ...body },
  });
  if (res.status !== 201) throw new Error(`task: ${res.status}`);
  return res.body;
}

export async function addReminder(
  app: FastifyInstance,
  user: TestUser,
  taskId: string,
  body: { at?: string; offsetMinutes?: number },
) {
  return call<{ id: string; at: string | null }>(app, {
    method: 'POST',
    url: `/api/tasks/${taskId}/reminders`,
    headers: user.headers,
    payload: body,
  });
}

export async function putSettings(app: FastifyInstance, user: TestUser, payload: Record<string, unknown>) {
  return call<Record<string, unknown>>(app, {
    method: 'PUT',
    url: '/api/notifications/settings',
    headers: user.headers,
    payload,
  });
}

export async function subscribe(
  app: FastifyInstance,
  user: TestUser,
  sub: { endpoint: string; keys: object },
) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: user.headers,
    payload: sub,
  });
  if (res.status !== 201) throw new Error(`subscribe: ${res.status}`);
}

/** The reminder jobs pending now, by key. */
export async function reminderJobs(app: FastifyInstance) {
  return app.ctx.database.db
    .selectFrom('jobs')
    .select(['key', 'runAt', 'payload'])
    .where('kind', '=', 'reminders.fire')
    .execute();
}
