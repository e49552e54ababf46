/**
 * A Quadrant server of its own for the social sign-in journeys, with "Google" configured: a second
 * OpenID Connect provider started locally (the one the server's broker tests use) plays Google,
 * and the app server is started as playwright.config.ts starts the main one (the production build,
 * a fresh data folder, a free port), plus that provider's client id, secret and issuer. The main
 * server has no broker configured, so the journeys that need one start this.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  startOidcPeer,
  type OidcPeer,
} from '../../src/server/modules/identity/brokers/local-oidc-peer.test-support.ts';

export interface SocialServer {
  /** The app's origin (as the browser must use it: the issuer derives from it). */
  url: string;
  /** The provider playing Google; set `nextAccount` to choose who signs in there. */
  google: OidcPeer;
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

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${log()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become ready: ${log()}`);
}

export async function startSocialServer(): Promise<SocialServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const google = await startOidcPeer({ redirectUri: `${url}/realms/quadrant/broker/google/endpoint` });
  const dataDir = path.join(os.tmpdir(), `quadrant-e2e-social-${crypto.randomBytes(4).toString('hex')}`);
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      WEB_DIR: process.env.QUADRANT_E2E_WEB_DIR ?? path.join('build-e2e', 'client'),
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'quadrant.db')}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '300',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await google.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, child, () => stderr);
  } catch (err) {
    await close();
    throw err;
  }
  return { url, google, close };
}
