/**
 * Issue 29, finding 2: server-side request forgery through Web Push. The subscription route took
 * any `http…` endpoint (loopback, private ranges, IPv4-mapped IPv6, decimal and hex IPv4), and the
 * reminder sender POSTed to it and followed a push service's redirect to another internal port.
 * Now only https endpoints of the browsers' push services are stored, a stored one that breaks
 * the rule is dropped at send time without a request, and a 3xx is a failed delivery, not a hop.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { PUSH_SERVICE_HOSTS, type Lookup } from '../http/outbound-url.ts';
import { admitEndpoint, createPushSender } from '../modules/reminders/push.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../test/helpers.ts';
import {
  addReminder,
  newTask,
  reminderRunner,
  startFakePushService,
} from '../modules/reminders/reminders.test-support.ts';

interface Recorder {
  url: string;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

/** A local HTTP server that records what reaches it and answers `status` (with `headers`). */
async function recorder(status = 201, headers: Record<string, string> = {}): Promise<Recorder> {
  const requests: Recorder['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '' });
    req.resume();
    req.on('end', () => res.writeHead(status, headers).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const servers: Recorder[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const s of servers.splice(0)) await s.close();
});

async function keys(): Promise<{ p256dh: string; auth: string }> {
  const push = await startFakePushService();
  const sub = push.subscription('keys');
  await push.close();
  return sub.keys;
}

async function storedEndpoints(app: TestApp['app'], user: TestUser): Promise<string[]> {
  const rows = await app.ctx.database.db
    .selectFrom('pushSubscriptions')
    .select('endpoint')
    .where('userId', '=', user.id)
    .execute();
  return rows.map((r) => r.endpoint);
}

/** A Do First task with a reminder a minute from now, fired by a runner on a clock past it. */
async function fireOneReminder(app: TestApp['app'], user: TestUser): Promise<void> {
  const task = await newTask(app, user, { quadrant: 1 });
  const at = Date.now() + 60_000;
  const added = await addReminder(app, user, task.id, { at: new Date(at).toISOString() });
  expect(added.status).toBe(201);
  const runner = reminderRunner(app, () => at + 500);
  await runner.drain();
  runner.closeStore();
}

const HOSTILE_ENDPOINTS = [
  'http://127.0.0.1:9/push/x',
  'http://fcm.googleapis.com/fcm/send/x',
  'https://127.0.0.1/push/x',
  'https://localhost/push/x',
  'https://[::1]/push/x',
  'https://[::ffff:127.0.0.1]/push/x',
  'https://[::ffff:7f00:1]/push/x',
  'https://2130706433/push/x',
  'https://0x7f000001/push/x',
  'https://0177.0.0.1/push/x',
  'https://10.0.0.5/push/x',
  'https://192.168.1.1/push/x',
  'https://169.254.169.254/latest/meta-data',
  'https://[fd00::1]/push/x',
  'https://[fe80::1]/push/x',
  'https://0.0.0.0/push/x',
  'https://push.example.com/send/abc',
  'https://fcm.googleapis.com.evil.test/fcm/send/x',
  'https://evil-fcm.googleapis.com/fcm/send/x',
  'https://user:secret@fcm.googleapis.com/fcm/send/x',
  'https://fcm.googleapis.com:8443/fcm/send/x',
];

describe('push subscription endpoints', () => {
  it('refuses every endpoint that is not an https URL of a push service, and stores none', async () => {
    t = await createTestApp();
    const user = await createTestUser(t.app);
    const subKeys = await keys();
    const accepted: string[] = [];
    for (const endpoint of HOSTILE_ENDPOINTS) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: user.headers,
        payload: { endpoint, keys: subKeys },
      });
      if (res.status !== 400) accepted.push(`${endpoint} → ${res.status}`);
    }
    expect(accepted).toEqual([]);
    expect(await storedEndpoints(t.app, user)).toEqual([]);
  });

  it('stores the https endpoints the browsers’ push services hand out', async () => {
    t = await createTestApp();
    const user = await createTestUser(t.app);
    const subKeys = await keys();
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
      'https://web.push.apple.com/QGJ1aGJ1',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
    ];
    for (const endpoint of endpoints) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: user.headers,
        payload: { endpoint, keys: subKeys },
      });
      expect(res.status, endpoint).toBe(201);
    }
    expect((await storedEndpoints(t.app, user)).sort()).toEqual([...endpoints].sort());
  });
});

describe('the reminder sender', () => {
  it('never posts to a stored endpoint the rule refuses, and removes that subscription', async () => {
    const internal = await recorder();
    servers.push(internal);
    t = await createTestApp();
    const user = await createTestUser(t.app);
    // Stored before the rule existed (or by a bug): written straight to the table.
    await t.app.ctx.database.db
      .insertInto('pushSubscriptions')
      .values({
        id: newId(),
        userId: user.id,
        endpoint: `${internal.url}/admin`,
        ...(await keys()),
        createdAt: 1,
      })
      .execute();
    await fireOneReminder(t.app, user);
    expect(internal.requests).toEqual([]);
    expect(await storedEndpoints(t.app, user)).toEqual([]);
  });

  it('does not follow a push service’s redirect: the 3xx is a failed delivery', async () => {
    const internal = await recorder();
    const pushService = await recorder(302, { location: `${internal.url}/internal-admin` });
    servers.push(internal, pushService);
    // The push service on loopback is let through by the test-only allowance; `internal` is not.
    t = await createTestApp({ OUTBOUND_TEST_ORIGINS: pushService.url });
    const user = await createTestUser(t.app);
    const subscribed = await call(t.app, {
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: user.headers,
      payload: { endpoint: `${pushService.url}/push/phone`, keys: await keys() },
    });
    expect(subscribed.status).toBe(201);
    await fireOneReminder(t.app, user);
    expect(pushService.requests).toEqual([{ method: 'POST', path: '/push/phone' }]);
    expect(internal.requests).toEqual([]);
    const sent = await t.app.ctx.database.db
      .selectFrom('reminderDeliveries')
      .select('key')
      .where('key', 'like', '%:push:%')
      .execute();
    expect(sent).toEqual([]);
  });
});

describe('push service names that resolve to private addresses', () => {
  const rule = { hosts: PUSH_SERVICE_HOSTS, testOrigins: [] };
  const toLoopback: Lookup = async () => [{ address: '127.0.0.1', family: 4 }];
  const endpoint = 'https://fcm.googleapis.com/fcm/send/rebound';

  it('are refused when the subscription is registered', async () => {
    const err: unknown = await admitEndpoint(endpoint, rule, toLoopback).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'endpoint' } });
  });

  it('are checked again when sending: nothing is sent and the subscription is refused', async () => {
    t = await createTestApp();
    let asked = 0;
    const rebound: Lookup = async () => {
      asked++;
      return [{ address: '10.0.0.8', family: 4 }];
    };
    const sender = createPushSender(t.app.ctx.push.keys, 'mailto:a@example.com', rule, rebound);
    const sub = { id: newId(), endpoint, ...(await keys()) };
    expect(await sender.send(sub, '{}')).toBe('refused');
    expect(asked).toBe(1);
  });
});

describe('the test-only allowance', () => {
  it('is empty by default and refused outside NODE_ENV=test', () => {
    expect(loadConfig({}).outbound.push).toEqual({ hosts: PUSH_SERVICE_HOSTS, testOrigins: [] });
    for (const NODE_ENV of ['production', 'development'])
      expect(() => loadConfig({ NODE_ENV, OUTBOUND_TEST_ORIGINS: 'http://127.0.0.1:4010' })).toThrow(
        ConfigError,
      );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', OUTBOUND_TEST_ORIGINS: 'http://127.0.0.1:4010/push' }),
    ).toThrow(ConfigError);
  });
});
