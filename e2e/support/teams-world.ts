/**
 * Quadrant as Teams sees it, for e2e/teams-tab.spec.ts: over https. Teams opens its sign-in popup
 * only on an https page (the SDK refuses any other), so this spec runs its own server the way a
 * deployment does: `node src/server/main.ts` on loopback http with PUBLIC_URL
 * `https://localhost:<port>`, behind a TLS-terminating proxy with a certificate made here
 * (self-signed: the browser context sets ignoreHTTPSErrors). The proxy also serves the test's
 * Teams host page (teams-host.html) at HOST_PAGE_PATH, so the host is on our own origin, as
 * PLATFORMS.md found it must be for the SDK to take its messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { KJUR } from 'jsrsasign';

export const HOST_PAGE_PATH = '/__teams-host.html';
const HOST_PAGE = fs.readFileSync(path.join(import.meta.dirname, 'teams-host.html'));

export interface TeamsWorld {
  /** The deployment's https origin (its PUBLIC_URL). */
  origin: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A self-signed certificate for localhost, made for this run only. */
function localhostCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const key = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = new KJUR.asn1.x509.Certificate({
    version: 3,
    serial: { int: 1 },
    issuer: { str: '/CN=localhost' },
    subject: { str: '/CN=localhost' },
    notbefore: '200101000000Z',
    notafter: '450101000000Z',
    sbjpubkey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ext: [{ extname: 'subjectAltName', array: [{ dns: 'localhost' }] }],
    sigalg: 'SHA256withECDSA',
    cakey: key,
  });
  return { key, cert: cert.getPEM() };
}

/** Forwards a request to the app as a TLS-terminating proxy would; serves the host page itself. */
function forward(appPort: number) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.split('?')[0] === HOST_PAGE_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(HOST_PAGE);
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: appPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
}

/** The sync socket (a WebSocket upgrade) goes through as bytes. */
function forwardUpgrade(appPort: number) {
  return (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const upstream = net.connect(appPort, '127.0.0.1', () => {
      const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  };
}

async function waitUntilReady(url: string, server: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer ${url}:\n${output()}`);
}

export async function startTeamsWorld(): Promise<TeamsWorld> {
  const [appPort, tlsPort] = [await freePort(), await freePort()];
  const origin = `https://localhost:${tlsPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-teams-e2e-'));
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      PUBLIC_URL: origin,
      WEB_DIR: process.env.QUADRANT_E2E_WEB_DIR ?? path.join('build-e2e', 'client'),
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'quadrant.db')}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '300',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString()}`.slice(-4000);
  });
  const proxy = https.createServer(localhostCertificate(), forward(appPort));
  proxy.on('upgrade', forwardUpgrade(appPort));
  await new Promise<void>((resolve) => proxy.listen(tlsPort, '127.0.0.1', resolve));
  const close = async () => {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`http://127.0.0.1:${appPort}/readyz`, server, () => stderr);
  } catch (err) {
    await close();
    throw err;
  }
  return { origin, close };
}
