/**
 * Local stand-ins for Apple's and Google's push services, at the protocol edge: an HTTP/2 server
 * speaking APNs' request shape, and an HTTP server with Google's token endpoint and FCM's v1 send.
 * Each records what it received and answers as the test says; the keys are generated here, so the
 * tests verify the real JWT signatures the senders make.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { ApnsConfig, FcmConfig } from '../../config-native-push.ts';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Peer {
  origin: string;
  received: Received[];
  /** The next answers, in order (then 200 with an empty JSON body). */
  answers: { status: number; body?: unknown }[];
  close(): Promise<void>;
}

function header(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** An APNs stand-in: HTTP/2 without TLS (prior knowledge), as the test origin names it. */
export async function startApnsPeer(): Promise<Peer & { key: crypto.KeyObject; config: ApnsConfig }> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const received: Received[] = [];
  const answers: Peer['answers'] = [];
  const server = http2.createServer();
  server.on('stream', (stream, h) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const headers = Object.fromEntries(Object.entries(h).map(([k, v]) => [k, header(v)]));
      received.push({ path: header(h[':path']), headers, body });
      const answer = answers.shift() ?? { status: 200 };
      stream.respond({ ':status': answer.status, 'apns-id': crypto.randomUUID() });
      stream.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answers,
    key: publicKey,
    config: {
      key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      keyId: 'KEY1234567',
      teamId: 'TEAM123456',
      topic: 'app.quadrant.mobile',
      origin,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Google's token endpoint and FCM's send, on one local HTTP server. */
export async function startFcmPeer(): Promise<
  Peer & { key: crypto.KeyObject; config: FcmConfig; tokens: number }
> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const received: Received[] = [];
  const answers: Peer['answers'] = [];
  const peer = { tokens: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, header(v)]));
      received.push({ path: req.url ?? '', headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/token') {
        peer.tokens += 1;
        res.end(
          JSON.stringify({ access_token: `at-${peer.tokens}`, expires_in: 3599, token_type: 'Bearer' }),
        );
        return;
      }
      const answer = answers.shift() ?? { status: 200, body: { name: 'projects/p1/messages/1' } };
      res.statusCode = answer.status;
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(peer, {
    origin,
    received,
    answers,
    key: publicKey,
    config: {
      origin,
      account: {
        project_id: 'quadrant-test',
        client_email: 'push@quadrant-test.iam.gserviceaccount.com',
        private_key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        token_uri: `${origin}/token`,
      },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
