/**
 * Requests whose body never arrives (issue 29, finding 3): on real sockets against a listening
 * app, with short timeouts. A client that stops sending is cut off (headers, body, upload, idle
 * keep-alive, a body trickled forever), an upload cut off leaves no temp file, and one address
 * cannot hold more than its share of connections while another address is still served. The
 * sync socket, long-lived by design, is left alone. (No timing is asserted: each wait is for an
 * event, with the test's own timeout as the only clock.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '../../shared/contracts/sync.ts';
import { createTestApp, createTestUser, type TestApp } from '../test/helpers.ts';
import { listen, openRaw, request, type Raw } from './raw-sockets.test-support.ts';

/** Short timeouts, so that each case waits a fraction of a second. */
const QUICK = {
  HTTP_HEADERS_TIMEOUT_MS: '400',
  HTTP_REQUEST_TIMEOUT_MS: '1500',
  HTTP_BODY_IDLE_TIMEOUT_MS: '300',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
  MAX_CONNECTIONS_PER_ADDRESS: '3',
};

const contact = JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' });
/** A request that announces its whole body and sends the first 10 bytes of it. */
const stalled = (port: number, extra = '') =>
  `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}Content-Type: application/json\r\n` +
  `Content-Length: ${contact.length}\r\n\r\n${contact.slice(0, 10)}`;

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  const opened: Raw[] = [];
  const raw = async (address?: string) => {
    const r = await openRaw(port, address);
    opened.push(r);
    return r;
  };
  beforeAll(async () => {
    t = await createTestApp(QUICK);
    port = await listen(t.app);
  });
  afterAll(async () => {
    for (const r of opened) r.socket.destroy();
    await t.close();
  });

  it('closes a request that sent its headers and 10 bytes of body, then stopped', async () => {
    const r = await raw();
    r.socket.write(stalled(port));
    await r.closed;
    // Cut by the body-idle watch (the request timeout would have answered 408 first).
    expect(r.text()).toBe('');
  });

  it('aborts an upload that stops mid-body, and removes its temp file', async () => {
    const user = await createTestUser(t.app);
    const task = await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: user.headers,
      payload: { title: 'With a file', quadrant: 1 },
    });
    const tmp = path.join(t.config.dataDir, 'attachments', '.tmp');
    const r = await raw();
    r.socket.write(
      `POST /api/tasks/${task.json<{ id: string }>().id}/attachments?name=a.bin HTTP/1.1\r\n` +
        `Host: 127.0.0.1:${port}\r\nAuthorization: ${user.headers.authorization}\r\n` +
        `Content-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\n${'x'.repeat(1000)}`,
    );
    // The upload is under way: its bytes are in a temp file...
    await vi.waitFor(() => expect(fs.readdirSync(tmp)).toHaveLength(1), { timeout: 10_000 });
    await r.closed;
    // ...which goes with the upload, and no file is kept.
    await vi.waitFor(() => expect(fs.readdirSync(tmp)).toEqual([]), { timeout: 10_000 });
    const files = await t.app.ctx.database.db.selectFrom('attachments').select('id').execute();
    expect(files).toEqual([]);
  });

  it('closes a keep-alive connection left idle', async () => {
    const r = await raw();
    r.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await r.closed;
    expect(r.text()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('keeps the sync socket open past every timeout, and out of the count', async () => {
    const user = await createTestUser(t.app);
    const sockets = Array.from({ length: 4 }, () => new WebSocket(`ws://127.0.0.1:${port}/api/ws`));
    const ready = sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          ws.addEventListener('open', () =>
            ws.send(
              JSON.stringify({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: user.token, since: 0 }),
            ),
          );
          ws.addEventListener('message', (e) => {
            if (String(e.data).includes('"ready"')) resolve();
          });
        }),
    );
    await Promise.all(ready);
    // Four sockets from 127.0.0.1, over a cap of three connections: still served.
    expect((await request(port, 'GET /healthz')).status).toBe(200);
    // Longer than the request, body-idle and keep-alive timeouts together.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const ws = sockets[0] as WebSocket;
    const pong = new Promise<string>((resolve) =>
      ws.addEventListener('message', (e) => resolve(String(e.data))),
    );
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await pong).toContain('"pong"');
    expect(sockets.map((s) => s.readyState)).toEqual([1, 1, 1, 1]);
    for (const s of sockets) s.close();
  });
});

describe('slow clients, one address', () => {
  let t: TestApp;
  let port: number;
  const opened: Raw[] = [];
  const raw = async (address: string) => {
    const r = await openRaw(port, address);
    opened.push(r);
    return r;
  };
  beforeAll(async () => {
    // Timeouts long enough that the held connections stay for the whole test.
    const slow = { HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '20000' };
    t = await createTestApp({ ...QUICK, ...slow, HTTP_BODY_IDLE_TIMEOUT_MS: '20000' });
    port = await listen(t.app);
  });
  afterAll(async () => {
    for (const r of opened) r.socket.destroy();
    await t.close();
  });

  it('refuses the connection past the cap from one address, and serves another address', async () => {
    const held = [await raw('127.0.0.2'), await raw('127.0.0.2'), await raw('127.0.0.2')];
    // Slow headers: none of them has a request yet.
    for (const r of held) r.socket.write(`GET /healthz HTTP/1.1\r\nHost: 1`);
    const extra = await raw('127.0.0.2');
    extra.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await extra.closed;
    expect(extra.text()).toMatch(/^HTTP\/1\.1 429 /);
    expect(extra.text()).toMatch(/retry-after: \d+/i);
    expect(extra.text()).toContain('"RATE_LIMITED"');
    expect((await request(port, 'GET /healthz', '127.0.0.3')).status).toBe(200);
    // A slot comes back when a connection closes.
    held[0]?.socket.destroy();
    await vi.waitFor(async () => expect((await request(port, 'GET /healthz', '127.0.0.2')).status).toBe(200));
  });
});

describe('slow clients, the request timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // The body-idle watch out of the way: Node's headers and request timeouts answer here.
    t = await createTestApp({
      ...QUICK,
      HTTP_BODY_IDLE_TIMEOUT_MS: '60000',
      HTTP_REQUEST_TIMEOUT_MS: '1000',
    });
    port = await listen(t.app);
  });
  afterAll(() => t.close());

  it('answers 408 to headers that never end', async () => {
    const r = await openRaw(port);
    r.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: 1`);
    await r.closed;
    expect(r.text()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 to a body trickled a byte at a time, never idle but never done', async () => {
    const r = await openRaw(port);
    // Announced far longer than the drip could ever fill.
    r.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: 100000\r\n\r\n${contact.slice(0, 10)}`,
    );
    const drip = setInterval(() => r.socket.writable && r.socket.write(' '), 50);
    await r.closed;
    clearInterval(drip);
    expect(r.text()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('slow clients behind a proxy', () => {
  let t: TestApp;
  let port: number;
  const opened: Raw[] = [];
  beforeAll(async () => {
    const slow = { HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '20000' };
    t = await createTestApp({ ...QUICK, ...slow, TRUST_PROXY: '1', HTTP_BODY_IDLE_TIMEOUT_MS: '20000' });
    port = await listen(t.app);
  });
  afterAll(async () => {
    for (const r of opened) r.socket.destroy();
    await t.close();
  });

  it('caps requests in progress per forwarded client, not per proxy connection', async () => {
    // Every connection comes from the proxy (127.0.0.1): the client is the address it forwarded.
    for (let i = 0; i < 3; i++) {
      const r = await openRaw(port);
      opened.push(r);
      r.socket.write(stalled(port, 'X-Forwarded-For: 203.0.113.7\r\n'));
    }
    const extra = await openRaw(port);
    opened.push(extra);
    extra.socket.write(stalled(port, 'X-Forwarded-For: 203.0.113.7\r\n'));
    await vi.waitFor(() => expect(extra.text()).toMatch(/^HTTP\/1\.1 429 /));
    expect(extra.text()).toMatch(/retry-after: \d+/i);
    const other = await request(port, 'GET /healthz', undefined, 'X-Forwarded-For: 203.0.113.8\r\n');
    expect(other.status).toBe(200);
  });
});
