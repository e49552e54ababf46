/**
 * `npm run deploy:local` as written, briefly: two PostgreSQL-backed processes behind HAProxy with
 * deploy/lb/haproxy.cfg. Through the balancer the app answers over HTTP/2 with TLS (its
 * certificate verified), a WebSocket to /api/ws upgrades, requests reach both processes, and the
 * client address each process sees is the one the balancer forwarded (a client on 127.0.0.2, so
 * it differs from the balancer's own). Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../src/server/test/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT_ADDRESS = '127.0.0.2';

let output = '';
let port = 0;
let ca = '';
let exited: Promise<number | null>;
let stopDeploy: () => void;
let dropDatabase: () => Promise<void>;
let dataDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until(what: string, ready: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`${what} not seen; output:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  const db = await createPostgresDatabase();
  dropDatabase = db.drop;
  port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-deploy-test-'));
  const child = spawn(
    process.execPath,
    [
      'scripts/deploy-local.ts',
      '--processes',
      '2',
      '--port',
      String(port),
      '--database-url',
      db.url,
      '--data-dir',
      dataDir,
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' } },
  );
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  stopDeploy = () => child.kill('SIGINT');
  await until('the address line', () => output.includes('Quadrant is at'));
  const certFile = /Certificate \(self-signed[^:]*: (\S+)/.exec(output)?.[1] ?? '';
  ca = fs.readFileSync(certFile, 'utf8');
}, 90_000);

afterAll(async () => {
  stopDeploy();
  await exited;
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One HTTP/2 GET through the balancer, from CLIENT_ADDRESS, the certificate verified. */
function h2Get(pathname: string): Promise<{ status: number; alpn: string | false | undefined }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://localhost:${port}`, {
      // TCP from CLIENT_ADDRESS, then TLS over it.
      createConnection: () =>
        tls.connect({
          socket: net.connect({ host: '127.0.0.1', port, localAddress: CLIENT_ADDRESS }),
          servername: 'localhost',
          ca,
          ALPNProtocols: ['h2'],
        }),
    });
    session.on('error', reject);
    const req = session.request({ ':path': pathname });
    req.on('response', (headers) => {
      const status = Number(headers[':status']);
      req.resume();
      req.on('end', () => {
        const alpn = session.alpnProtocol;
        session.close();
        resolve({ status, alpn });
      });
    });
    req.end();
  });
}

describe('npm run deploy:local', () => {
  it('answers over HTTP/2 with TLS, from both processes, seeing the forwarded client address', async () => {
    const probes = ['a', 'b', 'c', 'd'].map((p) => `${p}${crypto.randomBytes(4).toString('hex')}`);
    for (const probe of probes) {
      const res = await h2Get(`/api/client-config?probe=${probe}`);
      expect(res).toEqual({ status: 200, alpn: 'h2' });
    }
    await until('the access log lines', () => probes.every((p) => output.includes(`probe=${p}`)), 10_000);
    const lines = output.split('\n').filter((l) => probes.some((p) => l.includes(`probe=${p}`)));
    for (const line of lines) expect(line).toContain(`"remoteAddress":"${CLIENT_ADDRESS}"`);
    // Spread over both processes (leastconn: each request finds both idle; ties alternate).
    const served = new Set(lines.map((l) => /^\[(app\d)\]/.exec(l)?.[1]));
    expect(served).toEqual(new Set(['app1', 'app2']));
  });

  it('upgrades a WebSocket to /api/ws through the balancer', async () => {
    const key = crypto.randomBytes(16).toString('base64');
    const accept = await new Promise<string | undefined>((resolve, reject) => {
      const req = https.request({
        host: '127.0.0.1',
        port,
        servername: 'localhost',
        path: '/api/ws',
        ca,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': key,
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.headers['sec-websocket-accept']);
      });
      req.on('response', (res) => reject(new Error(`no upgrade: ${res.statusCode}`)));
      req.on('error', reject);
      req.end();
    });
    const expected = crypto
      .createHash('sha1')
      .update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    expect(accept).toBe(expected);
  });

  it('stops everything on Ctrl-C', async () => {
    stopDeploy();
    expect(await exited).toBe(0);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    expect(output).toContain('"msg":"shutting down"');
  });
});
