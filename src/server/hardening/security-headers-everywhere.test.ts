/**
 * Issue 29, finding 8: the 307 that sends `127.0.0.1` to `localhost` carried no security headers.
 * Every response must: redirects of every kind, not-found answers, refusals, errors raised before a
 * route runs, static files, API JSON, and the identity provider's pages and documents. This walks
 * a sample of each, on an app with PUBLIC_URL unset (so the canonical-origin redirect is on) and a
 * small web build, and checks that each carries the same set.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createPostgresDatabase, createTestUser, testDatabaseKind } from '../test/helpers.ts';
import { authorizationRequest } from '../modules/identity/identity.test-support.ts';

/** Helmet's set (security.ts); a page's CSP is its own, so that one is checked for presence. */
const SAME_EVERYWHERE = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

let app: FastifyInstance;
let dir: string;
let dropDatabase: (() => Promise<void>) | undefined;
let reference: Record<string, unknown>;

function webBuild(root: string): string {
  const web = path.join(root, 'web');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  const page = '<!doctype html><html><head><script>window.q=1</script></head><body>Quadrant</body></html>';
  fs.writeFileSync(path.join(web, 'index.html'), page);
  fs.writeFileSync(path.join(web, '__spa-fallback.html'), page);
  fs.writeFileSync(
    path.join(web, 'assets', 'app-1a2b3c.js'),
    `console.log(${JSON.stringify('x'.repeat(4096))});`,
  );
  fs.writeFileSync(path.join(web, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  return web;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-headers-'));
  const pg = testDatabaseKind() === 'postgres' ? await createPostgresDatabase() : undefined;
  dropDatabase = pg?.drop;
  // PUBLIC_URL unset: the embedded default, http://localhost:3000, and the loopback redirect.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '3000',
    DATA_DIR: dir,
    WEB_DIR: webBuild(dir),
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  });
  app = await buildApp(config);
  await app.ready();
  const user = await createTestUser(app);
  const api = await app.inject({ method: 'GET', url: '/api/boards', headers: user.headers });
  expect(api.statusCode).toBe(200);
  reference = api.headers;
});
afterAll(async () => {
  await app.close();
  await dropDatabase?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

const host = { host: 'localhost:3000' };
const json = { ...host, 'content-type': 'application/json' };

const KINDS: [string, InjectOptions, number][] = [
  ['the loopback redirect', { url: '/app/board', headers: { host: '127.0.0.1:3000' } }, 307],
  ['a redirect of the spec', { url: '/terms', headers: host }, 301],
  ['an app page', { url: '/app/board', headers: host }, 200],
  ['a page that does not exist', { url: '/no-such-page', headers: host }, 404],
  ['a static file from memory', { url: '/assets/app-1a2b3c.js', headers: host }, 200],
  ['a static file from disk', { url: '/favicon.ico', headers: host }, 200],
  ['a HEAD of a page', { method: 'HEAD', url: '/', headers: host }, 200],
  ['an API route that does not exist', { url: '/api/no-such-thing', headers: host }, 404],
  ['an API call without a token', { url: '/api/tasks', headers: host }, 401],
  // The contact form is public: its body is read without a token.
  ['broken JSON', { method: 'POST', url: '/api/contact', headers: json, payload: '{"name":' }, 400],
  [
    'a body over the limit',
    {
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: JSON.stringify({ t: 'x'.repeat(1_100_000) }),
    },
    413,
  ],
  ['a URL that cannot be decoded', { url: '/api/tasks/%E0%A4%A', headers: host }, 400],
  ['a health check', { url: '/healthz', headers: host }, 200],
  [
    'the discovery document',
    { url: '/realms/quadrant/.well-known/openid-configuration', headers: host },
    200,
  ],
  ['a provider path that does not exist', { url: '/realms/quadrant/no-such-page', headers: host }, 404],
];

describe('security headers on every kind of response', () => {
  it('the reference API answer carries the whole set', () => {
    for (const name of SAME_EVERYWHERE) expect(reference[name], name).toBeDefined();
    expect(reference['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it.each(KINDS)('%s', async (_kind, request, status) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    const missing = SAME_EVERYWHERE.filter((name) => res.headers[name] !== reference[name]);
    expect(missing).toEqual([]);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('an identity redirect and the sign-in page it leads to', async () => {
    const start = await app.inject({ url: authorizationRequest().url, headers: host });
    expect(start.statusCode).toBe(303);
    const location = String(start.headers.location);
    const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const page = await app.inject({ url: location, headers: { ...host, cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const res of [start, page]) {
      expect(SAME_EVERYWHERE.filter((name) => res.headers[name] !== reference[name])).toEqual([]);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });
});

describe('a request Node cannot parse', () => {
  it('is answered 400 with the same headers', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(address.port, '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost localhost\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    expect(SAME_EVERYWHERE.filter((name) => headers[name] !== reference[name])).toEqual([]);
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});
