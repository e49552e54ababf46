/**
 * Size and concurrency, over a real socket (app.listen on a free loopback port): what the client
 * has sent (or not yet) is exactly what the test controls.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttachmentSchema } from '../../../shared/contracts/attachments.ts';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/plans.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';
import { storedBlobs, taskFor, tempFiles } from './attachments.test-support.ts';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('upload limits', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address: AddressInfo | string | null = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('refuses a declared 10 MB + 1 byte with 413 while the body has not been sent', async () => {
    const u = await createTestUser(t.app);
    const task = await taskFor(t.app, u);
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // Headers only: not one byte of the announced body is ever written.
    socket.write(
      [
        `POST /api/tasks/${task.id}/attachments?name=big.bin HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Authorization: Bearer ${u.token}`,
        'Content-Type: application/octet-stream',
        `Content-Length: ${MAX_ATTACHMENT_BYTES + 1}`,
        '',
        '',
      ].join('\r\n'),
    );
    await closed;
    const text = Buffer.concat(received).toString('utf8');
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/^connection: close$/im);
    expect(text).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(storedBlobs(t.app)).toEqual([]);
  });

  function sendChunked(path: string, token: string, chunks: number, chunkSize: number): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      // The server may close the connection while the rest is still being sent.
      req.on('error', (err) => (answered ? undefined : reject(err)));
      const chunk = Buffer.alloc(chunkSize, 1);
      let sent = 0;
      const next = () => {
        while (!answered && sent < chunks) {
          sent += 1;
          if (!req.write(chunk)) return void req.once('drain', next);
        }
        if (!answered) req.end();
      };
      next();
    });
  }

  it('counts a chunked body and stops it at MAX + 1 bytes with 413, keeping nothing', async () => {
    const u = await createTestUser(t.app);
    const task = await taskFor(t.app, u);
    const path = `/api/tasks/${task.id}/attachments?name=stream.bin`;
    // 11 MB in 64 KiB chunks, without a Content-Length.
    const res = await sendChunked(path, u.token, 176, 64 * 1024);
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(res.body).toContain('PAYLOAD_TOO_LARGE');
    expect(storedBlobs(t.app)).toEqual([]);
    expect(tempFiles(t.app)).toEqual([]);
    const sync = await call<Changes>(t.app, { method: 'GET', url: '/api/sync?since=0', headers: u.headers });
    expect(sync.body.attachments).toEqual([]);
  });

  it('takes a chunked body of exactly the maximum', async () => {
    const u = await createTestUser(t.app);
    const task = await taskFor(t.app, u);
    const res = await sendChunked(
      `/api/tasks/${task.id}/attachments?name=max.bin`,
      u.token,
      160,
      MAX_ATTACHMENT_BYTES / 160,
    );
    expect(res.status).toBe(201);
    const stored = AttachmentSchema.parse(JSON.parse(res.body));
    expect(stored.size).toBe(MAX_ATTACHMENT_BYTES);

    // Downloaded over the wire, compression asked for: sent as is, with the file's Content-Length.
    const got = await new Promise<{ headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: `/api/attachments/${stored.id}/content`,
            headers: { authorization: `Bearer ${u.token}`, 'accept-encoding': 'br, gzip' },
          },
          (r) => {
            let bytes = 0;
            r.on('data', (c: Buffer) => (bytes += c.length));
            r.on('end', () => resolve({ headers: r.headers, bytes }));
          },
        )
        .on('error', reject);
    });
    expect(got.headers['content-length']).toBe(String(MAX_ATTACHMENT_BYTES));
    expect(got.headers['content-encoding']).toBeUndefined();
    expect(got.headers.connection).not.toBe('close');
    expect(got.bytes).toBe(MAX_ATTACHMENT_BYTES);
  });

  it('leaves exactly one file of two concurrent uploads on Free', async () => {
    const u = await createTestUser(t.app);
    const task = await taskFor(t.app, u);
    const before = storedBlobs(t.app).length;
    const one = () =>
      call(t.app, {
        method: 'POST',
        url: `/api/tasks/${task.id}/attachments?name=race.txt`,
        headers: { ...u.headers, 'content-type': 'text/plain' },
        payload: 'x'.repeat(100_000),
      });
    const statuses = (await Promise.all([one(), one()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 402]);
    const sync = await call<Changes>(t.app, { method: 'GET', url: '/api/sync?since=0', headers: u.headers });
    expect(sync.body.attachments).toHaveLength(1);
    expect(storedBlobs(t.app).length).toBe(before + 1);
  });
});
