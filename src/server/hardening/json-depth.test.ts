/**
 * Deeply nested JSON (issue 29, finding 7): 400,000 levels under 1 MB held the event loop for
 * 0.6 s. Nesting is bounded before anything is parsed, wherever a person's JSON arrives: request
 * bodies, sync socket messages, an import's quadrant.json. "Before parsing" is checked directly:
 * JSON.parse never sees the refused text.
 */
import type { WebSocket } from '@fastify/websocket';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServerMessageSchema, SYNC_PROTOCOL_VERSION } from '../../shared/contracts/sync.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test/helpers.ts';

let t: TestApp;
let user: TestUser;

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const DEEP = nested(400_000);

/** The JSON.parse calls that were handed a text at least this long. */
function parsesOfAtLeast(spy: { mock: { calls: unknown[][] } }, length: number): number {
  return spy.mock.calls.filter(([text]) => typeof text === 'string' && text.length >= length).length;
}

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.app);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

describe('JSON nesting', () => {
  it('refuses 400,000 levels under 1 MB without parsing them, serving a request sent meanwhile', async () => {
    expect(DEEP.length).toBeLessThan(1024 * 1024);
    const parse = vi.spyOn(JSON, 'parse');
    const [deep, objects, health] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: DEEP,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/boards',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: `${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`,
      }),
      t.app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    for (const res of [deep, objects]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: { reason: 'too_deep', maxDepth: 64 } },
      });
    }
    expect(health.statusCode).toBe(200);
    expect(parsesOfAtLeast(parse, 150_000)).toBe(0);
  });

  it('counts only brackets outside strings, and takes 64 levels but not 65', async () => {
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/boards',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload,
      });
    // Brackets inside a string (an escaped quote included) are text, however many.
    const name = `[\\"${'['.repeat(80)}`;
    expect((await send(`{"name":"${name}"}`)).statusCode).toBe(201);
    // An unknown field is dropped by the contract, so only the nesting decides.
    expect((await send(`{"name":"At the bound","extra":${nested(63)}}`)).statusCode).toBe(201);
    const over = await send(`{"name":"Past the bound","extra":${nested(64)}}`);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: { details: { reason: 'too_deep' } } });
  });

  it('refuses a deep sync socket message without parsing it, and keeps the socket', async () => {
    const ws: WebSocket = await t.app.injectWS('/api/ws');
    const next = () =>
      new Promise<unknown>((resolve) =>
        ws.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString()))),
      );
    const parse = vi.spyOn(JSON, 'parse');
    const message = nested(30_000); // 60 KB, under the socket's 64 KB message limit
    const refused = next();
    ws.send(message);
    const reply = ServerMessageSchema.parse(await refused);
    expect(reply).toMatchObject({ type: 'error', code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(reply)).toContain('64 levels');
    expect(parsesOfAtLeast(parse, message.length)).toBe(0);
    const ready = next();
    ws.send(JSON.stringify({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: user.token, since: 0 }));
    expect(ServerMessageSchema.parse(await ready)).toMatchObject({ type: 'ready' });
    ws.terminate();
  });

  it('refuses an import whose quadrant.json nests too deep, without parsing it', async () => {
    const owner = await createTestUser(t.app);
    const parse = vi.spyOn(JSON, 'parse');
    const archive = `{"format":"quadrant-export","version":1,"tasks":${nested(100_000)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/import',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: archive,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { details: { reason: 'too_deep' } } });
    expect(parsesOfAtLeast(parse, 100_000)).toBe(0);
  });
});
