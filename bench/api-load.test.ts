/**
 * The API bench's load generator reads HTTP/1.1 answers itself (ADR 0045): what it counts as an
 * answer, an error and a body's length must match what the server sent.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, readResponse, requestBytes } from './api-load.ts';

const BIG = 'x'.repeat(2_000_000);
let server: http.Server;
let port: number;
const received: { method: string; length: number; body: string }[] = [];

describe('the API bench load generator', () => {
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/chunked') {
        res.writeHead(200);
        res.write('hello ');
        res.end('world');
      } else if (req.url === '/big') {
        res.writeHead(200, { 'content-length': BIG.length });
        res.end(BIG);
      } else if (req.url === '/missing') {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('No such thing here');
      } else if (req.url === '/closing') {
        res.writeHead(200, { connection: 'close', 'content-length': 2 });
        res.end('ok');
      } else {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          received.push({ method: req.method ?? '', length: Number(req.headers['content-length']), body });
          res.writeHead(204);
          res.end();
        });
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const run = (path: string, requests = 40, body?: string) =>
    load({
      port,
      requests,
      concurrency: 4,
      maxSeconds: 10,
      next: () => ({ method: body === undefined ? 'GET' : 'POST', path, ...(body ? { body } : {}) }),
    });

  it('reads chunked and large bodies to their end, over kept-alive connections', async () => {
    const chunked = await run('/chunked');
    expect(chunked).toMatchObject({ requests: 40, errors: 0, responseBytes: 'hello world'.length });
    const big = await run('/big', 8);
    expect(big).toMatchObject({ requests: 8, errors: 0, responseBytes: BIG.length });
  });

  it('counts an answer outside 2xx as an error, with the start of its body', async () => {
    const missing = await run('/missing', 5);
    expect(missing.requests).toBe(5);
    expect(missing.errors).toBe(5);
    expect(missing.firstError).toBe('GET /missing → 404 No such thing here');
  });

  it('opens a new connection after the server says it closes one', async () => {
    expect(await run('/closing')).toMatchObject({ requests: 40, errors: 0 });
  });

  it('sends a body with its length in bytes, and reads an answer without one', async () => {
    received.length = 0;
    const posted = await run('/post', 3, 'héllo');
    expect(posted).toMatchObject({ requests: 3, errors: 0, responseBytes: 0 });
    expect(received).toEqual(Array(3).fill({ method: 'POST', length: 6, body: 'héllo' }));
  });

  it('counts a refused connection as an error instead of failing the run', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const unused = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await load({
      port: unused,
      requests: 3,
      concurrency: 1,
      maxSeconds: 5,
      next: () => ({ method: 'GET', path: '/' }),
    });
    expect(refused.requests).toBe(0);
    expect(refused.errors).toBe(3);
    expect(refused.firstError).toMatch(/^GET \/ → connect ECONNREFUSED/);
  });

  it('says how much of a response is still to come once its length is known', () => {
    const partial = Buffer.from('HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nab');
    expect(readResponse(partial)).toEqual({ need: partial.length + 3 });
    expect(readResponse(Buffer.from('HTTP/1.1 200 OK\r\ncontent-le'))).toBeNull();
    expect(
      requestBytes({ method: 'GET', path: '/x', headers: { accept: 'application/json' } }, 80).toString(),
    ).toBe('GET /x HTTP/1.1\r\nhost: 127.0.0.1:80\r\naccept: application/json\r\n\r\n');
  });
});
