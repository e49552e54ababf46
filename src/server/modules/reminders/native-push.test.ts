/**
 * Reminders on the apps' own notifications: the device-token endpoint, APNs over HTTP/2 with a
 * token-based key, FCM's v1 API with a service-account JWT (both against local peers that check
 * the request shape and the signatures), and the reminder job sending to devices beside browsers.
 */
import { jwtVerify, decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboundRule } from '../../http/outbound-url.ts';
import { createJobRunner } from '../../jobs/app-jobs.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { createBlobStore } from '../attachments/create-blob-store.ts';
import { createApnsSender } from './apns.ts';
import { createFcmSender } from './fcm.ts';
import type { NativeMessage } from './native-message.ts';
import { createNativePushSender, devicesOf } from './native-push.ts';
import { startApnsPeer, startFcmPeer } from './native-push.test-support.ts';
import { addReminder, newTask } from './reminders.test-support.ts';

const APNS_TOKEN = 'a1'.repeat(32);
const FCM_TOKEN = `fcm:${'x'.repeat(150)}`;
const MESSAGE: NativeMessage = {
  title: 'Call the dentist',
  body: 'Due now',
  url: '/app/task/t1',
  tag: 'reminder:r1',
};
const rule = (...origins: string[]): OutboundRule => ({ hosts: [], testOrigins: origins });

describe('APNs', () => {
  it('posts an alert over HTTP/2 with an ES256 provider token, reused, and drops unknown devices', async () => {
    const apns = await startApnsPeer();
    try {
      const send = createApnsSender(apns.config, rule(apns.origin));
      expect(await send(APNS_TOKEN, MESSAGE, 1_800_000_000_000)).toBe('sent');
      const [first] = apns.received;
      expect(first?.path).toBe(`/3/device/${APNS_TOKEN}`);
      expect(first?.headers).toMatchObject({
        ':method': 'POST',
        'apns-topic': 'app.quadrant.mobile',
        'apns-push-type': 'alert',
        'apns-priority': '10',
        'apns-collapse-id': 'reminder:r1',
      });
      expect(JSON.parse(first?.body ?? '')).toEqual({
        aps: {
          alert: { title: 'Call the dentist', body: 'Due now' },
          sound: 'default',
          'thread-id': 'reminder:r1',
        },
        url: '/app/task/t1',
      });
      const jwt = (first?.headers.authorization ?? '').replace(/^bearer /, '');
      expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
      const { payload } = await jwtVerify(jwt, apns.key, { currentDate: new Date(1_800_000_000_000) });
      expect(payload).toEqual({ iss: 'TEAM123456', iat: 1_800_000_000 });

      expect(await send(APNS_TOKEN, MESSAGE, 1_800_000_000_000 + 10 * 60_000)).toBe('sent');
      expect(apns.received[1]?.headers.authorization).toBe(first?.headers.authorization);

      apns.answers.push({ status: 410, body: { reason: 'Unregistered' } });
      apns.answers.push({ status: 400, body: { reason: 'BadDeviceToken' } });
      apns.answers.push({ status: 500, body: { reason: 'InternalServerError' } });
      expect(await send(APNS_TOKEN, MESSAGE)).toBe('gone');
      expect(await send(APNS_TOKEN, MESSAGE)).toBe('gone');
      await expect(send(APNS_TOKEN, MESSAGE)).rejects.toThrow('APNs answered 500 InternalServerError');
    } finally {
      await apns.close();
    }
  });

  it('reaches only the hosts the outbound rule names', async () => {
    const apns = await startApnsPeer();
    try {
      expect(await createApnsSender(apns.config, rule())(APNS_TOKEN, MESSAGE)).toBe('refused');
      expect(apns.received).toHaveLength(0);
    } finally {
      await apns.close();
    }
  });
});

describe('FCM', () => {
  it('exchanges a service-account JWT for a token once, then sends v1 messages with it', async () => {
    const fcm = await startFcmPeer();
    try {
      const send = createFcmSender(fcm.config, rule(fcm.origin));
      expect(await send(FCM_TOKEN, MESSAGE)).toBe('sent');
      expect(await send(FCM_TOKEN, MESSAGE)).toBe('sent');
      expect(fcm.tokens).toBe(1);

      const [exchange, message] = fcm.received;
      const form = new URLSearchParams(exchange?.body);
      expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
      const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', fcm.key, {
        audience: `${fcm.origin}/token`,
        issuer: 'push@quadrant-test.iam.gserviceaccount.com',
      });
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');
      expect(Number(payload.exp) - Number(payload.iat)).toBe(3600);

      expect(message?.path).toBe('/v1/projects/quadrant-test/messages:send');
      expect(message?.headers.authorization).toBe('Bearer at-1');
      expect(JSON.parse(message?.body ?? '')).toEqual({
        message: {
          token: FCM_TOKEN,
          notification: { title: 'Call the dentist', body: 'Due now' },
          data: { url: '/app/task/t1', tag: 'reminder:r1' },
          android: { priority: 'high', ttl: '86400s', notification: { tag: 'reminder:r1' } },
        },
      });
    } finally {
      await fcm.close();
    }
  });

  it('drops an unregistered device, retries a failure, and refuses a key naming another token host', async () => {
    const fcm = await startFcmPeer();
    try {
      const send = createFcmSender(fcm.config, rule(fcm.origin));
      fcm.answers.push({
        status: 404,
        body: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } },
      });
      fcm.answers.push({ status: 503, body: { error: { status: 'UNAVAILABLE' } } });
      expect(await send(FCM_TOKEN, MESSAGE)).toBe('gone');
      await expect(send(FCM_TOKEN, MESSAGE)).rejects.toThrow('FCM answered 503 UNAVAILABLE');

      const elsewhere = {
        ...fcm.config,
        account: { ...fcm.config.account, token_uri: 'https://token.evil.example/t' },
      };
      const before = fcm.received.length;
      expect(await createFcmSender(elsewhere, rule(fcm.origin))(FCM_TOKEN, MESSAGE)).toBe('refused');
      expect(fcm.received).toHaveLength(before);
    } finally {
      await fcm.close();
    }
  });
});

describe('devices', () => {
  let t: TestApp;
  let ada: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ada = await createTestUser(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const register = (user: TestUser, payload: object, method: 'POST' | 'DELETE' = 'POST') =>
    call(t.app, { method, url: '/api/push/devices', headers: user.headers, payload });

  it('are registered per person, move to whoever registers them, and are forgotten on request', async () => {
    expect((await register(ada, { platform: 'apns', deviceToken: APNS_TOKEN })).status).toBe(201);
    expect((await register(ada, { platform: 'fcm', deviceToken: FCM_TOKEN })).status).toBe(201);
    expect((await devicesOf(t.app.ctx.database.db, ada.id)).map((d) => d.platform).sort()).toEqual([
      'apns',
      'fcm',
    ]);

    const bea = await createTestUser(t.app);
    expect((await register(bea, { platform: 'apns', deviceToken: APNS_TOKEN })).status).toBe(201);
    expect((await devicesOf(t.app.ctx.database.db, ada.id)).map((d) => d.platform)).toEqual(['fcm']);
    expect((await devicesOf(t.app.ctx.database.db, bea.id)).map((d) => d.token)).toEqual([APNS_TOKEN]);

    expect((await register(ada, { platform: 'fcm', deviceToken: FCM_TOKEN }, 'DELETE')).status).toBe(200);
    expect(await devicesOf(t.app.ctx.database.db, ada.id)).toEqual([]);
  });

  it('refuses what is not a device token, and signed-out callers', async () => {
    for (const payload of [
      { platform: 'apns', deviceToken: 'not-hex' },
      { platform: 'fcm', deviceToken: 'short' },
      { platform: 'web', deviceToken: APNS_TOKEN },
      { platform: 'fcm', deviceToken: 'x'.repeat(30) + ' <script>' },
    ])
      expect((await register(ada, payload)).status, JSON.stringify(payload)).toBe(400);
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/push/devices',
      payload: { platform: 'apns', deviceToken: APNS_TOKEN },
    });
    expect(anonymous.status).toBe(401);
  });

  it('are kept up to 20 per person, the newest', async () => {
    for (let i = 0; i < 22; i++)
      await register(ada, { platform: 'apns', deviceToken: i.toString(16).padStart(2, '0').repeat(32) });
    const tokens = (await devicesOf(t.app.ctx.database.db, ada.id)).map((d) => d.token);
    expect(tokens).toHaveLength(20);
    expect(tokens).not.toContain('00'.repeat(32));
    expect(tokens).toContain('15'.repeat(32));
  });

  it('receive a fired reminder through their service, and a gone one is dropped', async () => {
    // Only this test's runner fires reminders, with its senders pointed at the local peers.
    await t.app.ctx.jobs.stop();
    const [apns, fcm] = await Promise.all([startApnsPeer(), startFcmPeer()]);
    try {
      await register(ada, { platform: 'apns', deviceToken: APNS_TOKEN });
      await register(ada, { platform: 'fcm', deviceToken: FCM_TOKEN });
      fcm.answers.push({ status: 404, body: { error: { status: 'NOT_FOUND' } } });
      const task = await newTask(t.app, ada, { quadrant: 1 });
      const at = Date.now() + 60_000;
      await addReminder(t.app, ada, task.id, { at: new Date(at).toISOString() });

      const { config, database, mailer, bus, push } = t.app.ctx;
      const nativePush = createNativePushSender(
        { apns: apns.config, fcm: fcm.config },
        rule(apns.origin, fcm.origin),
      );
      const store = createBlobStore(config.attachments);
      const runner = createJobRunner(
        {
          config,
          db: database.db,
          store,
          mailer,
          bus,
          log: t.app.log,
          reminders: { bus, push: push.sender, pushKeys: push.keys, nativePush },
        },
        { now: () => at + 500, recurring: {} },
      );
      expect(await runner.drain()).toBeGreaterThan(0);
      store.close();

      expect(JSON.parse(apns.received[0]?.body ?? '{}')).toMatchObject({
        aps: { alert: { title: 'Call the dentist' } },
        url: `/app/task/${task.id}`,
      });
      expect(fcm.received.map((r) => r.path)).toEqual(['/token', '/v1/projects/quadrant-test/messages:send']);
      expect((await devicesOf(database.db, ada.id)).map((d) => d.platform)).toEqual(['apns']);
    } finally {
      await Promise.all([apns.close(), fcm.close()]);
    }
  });
});
