import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Changes } from '../../../shared/contracts/sync.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

/** Whole-workspace reads are encoded once per user version (http/version-cache.ts). */
describe('reads cached per user version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function raw(u: TestUser, url: string, encoding?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...u.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });
    const bytes = res.rawPayload;
    const coding = res.headers['content-encoding'];
    const json =
      coding === 'br' ? zlib.brotliDecompressSync(bytes) : coding === 'gzip' ? zlib.gunzipSync(bytes) : bytes;
    return {
      status: res.statusCode,
      coding,
      vary: res.headers.vary,
      body: JSON.parse(json.toString()) as unknown,
    };
  }

  async function addTask(u: TestUser, title: string): Promise<Task> {
    const res = await call<Task>(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: u.headers,
      payload: { title, quadrant: 2 },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('answers a full pull with the same body in every encoding, and each write moves it on', async () => {
    const u = await createTestUser(t.app);
    // Long enough to be compressed: a first pull of a real workspace is megabytes.
    for (let i = 0; i < 30; i++) await addTask(u, `Task number ${i} with a title long enough to compress`);
    const plain = await raw(u, '/api/sync?since=0');
    const br = await raw(u, '/api/sync?since=0', 'br, gzip');
    const gz = await raw(u, '/api/sync?since=0', 'gzip');
    expect([plain.coding, br.coding, gz.coding]).toEqual([undefined, 'br', 'gzip']);
    expect(br.vary).toContain('accept-encoding');
    expect(br.body).toEqual(plain.body);
    expect(gz.body).toEqual(plain.body);
    expect((plain.body as Changes).tasks).toHaveLength(30);

    const renamed = await call<Task>(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${(plain.body as Changes).tasks[0]!.id}`,
      headers: u.headers,
      payload: { title: 'Renamed after the first pull' },
    });
    expect(renamed.status).toBe(200);
    const after = (await raw(u, '/api/sync?since=0', 'br')).body as Changes;
    expect(after.version).toBe((plain.body as Changes).version + 1);
    expect(after.tasks.find((x) => x.id === renamed.body.id)?.title).toBe('Renamed after the first pull');
  });

  it('never answers one person with another person’s cached workspace', async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    await addTask(a, 'Only for A');
    await addTask(b, 'Only for B');
    // Both at version 1: the version alone must not decide whose body is sent.
    const ofA = (await raw(a, '/api/sync?since=0', 'br')).body as Changes;
    const ofB = (await raw(b, '/api/sync?since=0', 'br')).body as Changes;
    expect(ofA.version).toBe(ofB.version);
    expect(ofA.tasks.map((x) => x.title)).toEqual(['Only for A']);
    expect(ofB.tasks.map((x) => x.title)).toEqual(['Only for B']);
    const listOfB = (await raw(b, '/api/tasks', 'gzip')).body as Task[];
    expect(listOfB.map((x) => x.title)).toEqual(['Only for B']);
  });

  it('lists tasks as they are after every write, per board filter', async () => {
    const u = await createTestUser(t.app);
    const first = await addTask(u, 'First');
    expect(((await raw(u, '/api/tasks')).body as Task[]).map((x) => x.title)).toEqual(['First']);
    expect(((await raw(u, '/api/tasks?boardId=pool')).body as Task[]).map((x) => x.title)).toEqual(['First']);
    await call(t.app, { method: 'DELETE', url: `/api/tasks/${first.id}`, headers: u.headers });
    await addTask(u, 'Second');
    expect(((await raw(u, '/api/tasks', 'br')).body as Task[]).map((x) => x.title)).toEqual(['Second']);
    expect(((await raw(u, '/api/tasks?boardId=pool')).body as Task[]).map((x) => x.title)).toEqual([
      'Second',
    ]);
  });

  it('still checks the board of a cached list: an unknown board is a 404', async () => {
    const u = await createTestUser(t.app);
    await addTask(u, 'Somewhere');
    const res = await raw(u, '/api/tasks?boardId=01890000-0000-7000-8000-000000000000');
    expect(res.status).toBe(404);
  });

  it('keeps nothing with READ_CACHE_MB=0 and still answers', async () => {
    const off = await createTestApp({ READ_CACHE_MB: '0' });
    try {
      const u = await createTestUser(off.app);
      const res = await off.app.inject({ method: 'GET', url: '/api/sync?since=0', headers: u.headers });
      expect(res.statusCode).toBe(200);
      expect(off.app.ctx.reads.size).toEqual({ entries: 0, bytes: 0 });
    } finally {
      await off.close();
    }
  });
});
