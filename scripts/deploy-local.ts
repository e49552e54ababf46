/**
 * `npm run deploy:local -- [--processes 2] [--port 8443] [--database-url URL] [--data-dir DIR]`:
 * the scaled-out deployment of README "Run it at scale", on this machine, to try: N Quadrant
 * processes on one PostgreSQL database behind HAProxy with deploy/lb/haproxy.cfg as written —
 * TLS with a self-signed certificate made here, HTTP/2, WebSockets, health checks on /readyz.
 * Prints the address once every part answers; Ctrl-C (or SIGTERM) stops everything it started.
 *
 * - the database: --database-url, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/
 *   quadrant_local, created if it does not exist;
 * - every process shares DATA_DIR (default: a folder under the OS temp dir): the signing and push
 *   keys must be the same everywhere, so the first process starts (and makes them) alone;
 * - the processes run with TRUST_PROXY=1 and PUBLIC_URL=https://localhost:<port>, log JSON, and
 *   their lines (and HAProxy's) are printed here prefixed with their name.
 * Needs Debian's haproxy (`apt-get install haproxy`) and openssl.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_DATABASE = 'postgres://postgres@127.0.0.1:5432/quadrant_local';

interface Options {
  processes: number;
  port: number;
  databaseUrl: string;
  dataDir: string;
}

function parseArgs(argv: string[]): Options {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const processes = Number(value('--processes') ?? 2);
  const port = Number(value('--port') ?? 8443);
  if (!Number.isInteger(processes) || processes < 1 || processes > 16)
    throw new Error('--processes must be a whole number from 1 to 16');
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a port number');
  return {
    processes,
    port,
    databaseUrl: value('--database-url') ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE,
    dataDir: path.resolve(value('--data-dir') ?? path.join(os.tmpdir(), 'quadrant-deploy-local')),
  };
}

/** Creates the URL's database when it does not exist yet (as the server's user, on its server). */
async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name in ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A self-signed certificate for localhost; HAProxy wants certificate and key in one file. */
function makeCertificate(dir: string): { pem: string; cert: string } {
  const key = path.join(dir, 'lb-key.pem');
  const cert = path.join(dir, 'lb-cert.pem');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', key, '-out', cert, '-days', '30', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  if (made.status !== 0) throw new Error('openssl could not make the certificate (is openssl installed?)');
  const pem = path.join(dir, 'lb.pem');
  fs.writeFileSync(pem, fs.readFileSync(cert, 'utf8') + fs.readFileSync(key, 'utf8'), { mode: 0o600 });
  return { pem, cert };
}

function backendConfig(ports: number[]): string {
  const servers = ports.map((p, i) => `    server app${i + 1} 127.0.0.1:${p}`);
  const example = fs.readFileSync(path.join(ROOT, 'deploy/lb/backend.example.cfg'), 'utf8');
  // The example's checks and balancing, with this machine's processes as its servers.
  const head = example.split('\n').filter((line) => !/^\s*server /.test(line));
  return `${[...head.filter(Boolean), ...servers].join('\n')}\n`;
}

const children: ChildProcess[] = [];
/** Folders this run made for itself (the certificate, the backend file), removed on stop. */
const madeDirs: string[] = [];

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[${name}] exited (${signal ?? code}); stopping everything`);
    void stop(1);
  });
  return child;
}

/** Whether `url` answers 200 (HTTPS trusting `ca`, the certificate made here). */
function answers(url: string, ca?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (res: http.IncomingMessage) => {
      res.resume();
      resolve(res.statusCode === 200);
    };
    const req = url.startsWith('https:') ? https.get(url, { ca }, done) : http.get(url, done);
    req.on('error', () => resolve(false));
    req.setTimeout(2000, () => req.destroy());
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (stopping) throw new Error('stopped');
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer within ${ms / 1000} s`);
}

let stopping = false;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
        }),
    ),
  );
  for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0)
    throw new Error("HAProxy is not installed: apt-get install haproxy (Debian's package)");
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  await ensureDatabase(opts.databaseUrl);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const lbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-lb-'));
  madeDirs.push(lbDir);
  const { pem, cert } = makeCertificate(lbDir);
  const publicUrl = `https://localhost:${opts.port}`;
  const ports: number[] = [];
  for (let i = 1; i <= opts.processes; i++) {
    const port = await freePort();
    ports.push(port);
    start(`app${i}`, process.execPath, ['src/server/main.ts'], {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      LOG_FORMAT: 'json',
    });
    // The first makes the shared keys; the others find them.
    if (i === 1) await waitFor('app1', () => answers(`http://127.0.0.1:${port}/readyz`));
  }
  for (const [i, port] of ports.entries())
    await waitFor(`app${i + 1}`, () => answers(`http://127.0.0.1:${port}/readyz`));
  const backend = path.join(lbDir, 'backend.cfg');
  fs.writeFileSync(backend, backendConfig(ports));
  start('lb', 'haproxy', ['-db', '-f', 'deploy/lb/haproxy.cfg', '-f', backend], {
    ...process.env,
    QUADRANT_LB_BIND: `127.0.0.1:${opts.port}`,
    QUADRANT_LB_CERT: pem,
  });
  const ca = fs.readFileSync(cert, 'utf8');
  await waitFor('HAProxy', () => answers(`${publicUrl}/readyz`, ca));
  console.log(
    `Quadrant is at ${publicUrl} (${opts.processes} processes behind HAProxy; database ${redacted(opts.databaseUrl)}).`,
  );
  console.log(`Certificate (self-signed, trust it to skip the warning): ${cert}`);
  console.log('Ctrl-C stops everything.');
}

function redacted(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

main().catch((err: unknown) => {
  console.error(`deploy:local: ${err instanceof Error ? err.message : String(err)}`);
  void stop(1);
});
