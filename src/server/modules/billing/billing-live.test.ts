/**
 * Plan changes reach every open device: each change of a subscription (checkout paid, cancel,
 * reactivate, the period's end) is followed on every socket of the person by an `entitlements`
 * message, after the rows it changed; ordinary writes and other people's sockets hear none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { openSocket, type TestSocket } from '../../test/socket.ts';
import { decodeNotification, encodeNotification } from '../sync/change-bus.ts';
import { endTestPeriod } from './test-mode.ts';

let t: TestApp;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const api = <T>(u: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  call<T>(t.app, { method, url, headers: u.headers, ...(payload ? { payload } : {}) });

async function device(u: TestUser): Promise<TestSocket> {
  const socket = await openSocket(t.app);
  sockets.push(socket);
  socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: u.token, since: 0 });
  await socket.next('ready');
  return socket;
}

const entitlementsCount = (s: TestSocket) => s.messages.filter((m) => m.type === 'entitlements').length;

async function pay(u: TestUser): Promise<void> {
  const started = await api<{ url: string }>(u, 'POST', '/api/subscription/checkout', {
    interval: 'monthly',
  });
  const session = new URL(started.body.url).searchParams.get('session') ?? '';
  const done = await api(u, 'POST', `/api/subscription/test-checkout/${session}`, { outcome: 'pay' });
  expect(done.status).toBe(200);
}

describe('plan changes on open devices', () => {
  it('tells every device of the person when the plan changes, and no one else', async () => {
    const u = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const [phone, laptop, stranger] = [await device(u), await device(u), await device(other)];

    await pay(u);
    await Promise.all([phone.next('entitlements'), laptop.next('entitlements')]);
    // The rows come first: by the time a device refetches its plan, it holds what the write made.
    const firstEntitlements = phone.messages.findIndex((m) => m.type === 'entitlements');
    expect(phone.messages.slice(0, firstEntitlements).some((m) => m.type === 'changes')).toBe(true);

    expect((await api(u, 'POST', '/api/subscription/cancel')).status).toBe(200);
    await Promise.all([phone.next('entitlements'), laptop.next('entitlements')]);
    expect((await api(u, 'POST', '/api/subscription/reactivate')).status).toBe(200);
    await Promise.all([phone.next('entitlements'), laptop.next('entitlements')]);

    // An ordinary write moves the rows only.
    const before = entitlementsCount(phone);
    expect((await api(u, 'POST', '/api/boards', { name: 'Plans' })).status).toBe(201);
    await phone.next('changes');
    expect(entitlementsCount(phone)).toBe(before);
    expect(entitlementsCount(stranger)).toBe(0);
  });

  it('tells the devices when a cancelled period ends and the limits return', async () => {
    const u = await createTestUser(t.app);
    await pay(u);
    expect((await api(u, 'POST', '/api/subscription/cancel')).status).toBe(200);
    const phone = await device(u);
    const deps = { db: t.app.ctx.database.db, bus: t.app.ctx.bus, publicUrl: t.config.publicUrl };
    await endTestPeriod(deps, u.id, Date.now() + 400 * 86_400_000);
    await phone.next('entitlements');
    const me = await api<{ tier: string }>(u, 'GET', '/api/me');
    expect(me.body.tier).toBe('basic');
  });
});

describe('change notifications between processes', () => {
  it('carry topics alongside the version, and read back what was written', () => {
    expect(decodeNotification(encodeNotification('u-1', 7, []))).toEqual({
      userId: 'u-1',
      version: 7,
      topics: [],
    });
    expect(decodeNotification(encodeNotification('u-1', 8, ['entitlements']))).toEqual({
      userId: 'u-1',
      version: 8,
      topics: ['entitlements'],
    });
  });

  it('ignore unknown topics and refuse a payload without a user or a version', () => {
    expect(decodeNotification('u-2:3;entitlements,unknown')?.topics).toEqual(['entitlements']);
    expect(decodeNotification(':3')).toBeNull();
    expect(decodeNotification('u-2:x')).toBeNull();
  });
});
