import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { canonicalRedirect, registerCanonicalOrigin } from './canonical-origin.ts';

const local = new URL('http://localhost:3000');
const get = (host: string | undefined, url = '/app/board') => ({ method: 'GET', host, url });

describe('canonicalRedirect', () => {
  it('sends a page opened on another loopback name to the configured address, path and query kept', () => {
    expect(canonicalRedirect(local, get('127.0.0.1:3000', '/auth/login?action=register'))).toBe(
      'http://localhost:3000/auth/login?action=register',
    );
    expect(canonicalRedirect(local, get('[::1]:3000', '/'))).toBe('http://localhost:3000/');
  });

  it('leaves the configured address, other machines, other ports and non-page requests alone', () => {
    expect(canonicalRedirect(local, get('localhost:3000'))).toBeNull();
    expect(canonicalRedirect(local, get('192.168.1.20:3000'))).toBeNull();
    expect(canonicalRedirect(local, get('127.0.0.1:4000'))).toBeNull();
    expect(canonicalRedirect(local, get(undefined))).toBeNull();
    expect(canonicalRedirect(local, get('bad host!'))).toBeNull();
    for (const url of ['/api/tasks', '/api/calendar/feed/abc.ics', '/healthz'])
      expect(canonicalRedirect(local, get('127.0.0.1:3000', url))).toBeNull();
    expect(canonicalRedirect(local, { method: 'POST', host: '127.0.0.1:3000', url: '/auth/login' })).toBeNull();
  });
});

describe('registerCanonicalOrigin', () => {
  async function serve(env: Record<string, string>) {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '3000', ...env });
    const app = Fastify();
    registerCanonicalOrigin(app, config);
    app.get('/*', async () => 'page');
    await app.ready();
    return app;
  }

  it('redirects with the embedded default address', async () => {
    const app = await serve({});
    const res = await app.inject({ url: '/auth/login', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBe('http://localhost:3000/auth/login');
    const same = await app.inject({ url: '/auth/login', headers: { host: 'localhost:3000' } });
    expect(same.body).toBe('page');
    await app.close();
  });

  it('never redirects once PUBLIC_URL is set (a proxy may forward any Host)', async () => {
    const app = await serve({ PUBLIC_URL: 'http://localhost:3000' });
    const res = await app.inject({ url: '/auth/login', headers: { host: '127.0.0.1:3000' } });
    expect(res.body).toBe('page');
    await app.close();
  });
});
