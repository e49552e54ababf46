/**
 * Plain TCP clients for the slow-client tests: they write what a test says, when it says (a head
 * without its end, a body that stops), from a chosen loopback address (Linux routes all of
 * 127.0.0.0/8 to the loopback interface), and keep everything the server answers.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address: AddressInfo | string | null = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the app is not listening');
  return address.port;
}

export interface Raw {
  socket: net.Socket;
  /** Everything received so far. */
  text: () => string;
  /** Settles when the connection is closed (by either side). */
  closed: Promise<void>;
}

export function openRaw(port: number, localAddress = '127.0.0.1'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    // A reset is one way a server closes; the test looks at what was received.
    socket.on('error', () => {});
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () =>
      resolve({ socket, text: () => Buffer.concat(received).toString('utf8'), closed }),
    );
    socket.once('error', reject);
  });
}

/** One whole request (`GET /path`), answered and closed; its status and text. */
export async function request(
  port: number,
  line: string,
  localAddress?: string,
  headers = '',
): Promise<{ status: number; text: string }> {
  const r = await openRaw(port, localAddress);
  r.socket.write(`${line} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${headers}\r\n`);
  await r.closed;
  const text = r.text();
  return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? 0), text };
}
