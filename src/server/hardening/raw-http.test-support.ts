/**
 * Requests written on a plain socket, for refusals that must come before a body is read: the test
 * sends the headers and at most the first bytes of the body it announces, never the rest, and
 * gets back whatever the server answered before closing the connection.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free loopback port (once per app) and returns it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address: AddressInfo | string | null = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

export interface PartialRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The Content-Length announced; far more than `start` is. */
  contentLength: number;
  /** The only bytes of the body ever sent. */
  start?: Buffer;
}

export interface RawAnswer {
  status: number;
  text: string;
}

/** Sends the head (and `start`), then waits for the server's answer and its closing the socket. */
export function sendPartial(port: number, req: PartialRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? 0), text });
    });
    const head = [
      `${req.method} ${req.path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      ...Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`),
      `Content-Length: ${req.contentLength}`,
      '',
      '',
    ].join('\r\n');
    socket.write(req.start ? Buffer.concat([Buffer.from(head), req.start]) : head);
  });
}
