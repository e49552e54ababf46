import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const INLINE = 'window.__boot = 1;';

function writeBuild(dir: string): void {
  const page = (body: string) =>
    `<!doctype html><html><head><script>${INLINE}</script></head><body>${body}<script type="module" src="/assets/app.js"></script></body></html>`;
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'privacy'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), page('landing'));
  fs.writeFileSync(path.join(dir, 'privacy', 'index.html'), page('privacy'));
  fs.writeFileSync(path.join(dir, '__spa-fallback.html'), page('app'));
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  fs.copyFileSync(path.resolve('public', 'favicon.ico'), path.join(dir, 'favicon.ico'));
  fs.copyFileSync(path.resolve('public', 'manifest.webmanifest'), path.join(dir, 'manifest.webmanifest'));
  fs.mkdirSync(path.join(dir, 'icons'), { recursive: true });
  fs.copyFileSync(path.resolve('public', 'icons', 'icon-192.png'), path.join(dir, 'icons', 'icon-192.png'));
  fs.writeFileSync(path.join(dir, 'sw.js'), `importScripts('/sw-push.js');`);
}

describe('serving the web app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-web-'));
    writeBuild(webDir);
    t = await createTestApp({ WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves prerendered pages with a CSP that allows exactly their inline scripts', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('landing');
    const csp = String(res.headers['content-security-policy']);
    const hash = crypto.createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/privacy')).body).toContain('privacy');
  });

  it('serves /favicon.ico (asked for by browsers and crawlers whatever a page links) as an icon', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.rawPayload.equals(fs.readFileSync(path.resolve('public', 'favicon.ico')))).toBe(true);
  });

  it('serves the PWA: the worker checked on every visit, the manifest and its icons (ADR 0027)', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ start_url: '/app', display: 'standalone' });
    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    // Every page lets the worker and the manifest load from this origin.
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves the SPA fallback at its own address, with its CSP, as the worker precaches it', async () => {
    const res = await get('/__spa-fallback.html?__WB_REVISION__=abc');
    expect(res.statusCode).toBe(200);
    const hash = crypto.createHash('sha256').update(INLINE).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('serves the SPA fallback for app routes, and 404 for unknown pages', async () => {
    const app = await get('/app/board/pool/matrix');
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('app');
    expect((await get('/callback?code=x')).statusCode).toBe(200);
    expect((await get('/no-such-page')).statusCode).toBe(404);
    expect((await get('/templates/no-such-template')).statusCode).toBe(404);
  });

  it('answers the spec redirects with 301, keeping the query', async () => {
    const res = await get('/terms?utm=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/eula?utm=1');
    expect((await get('/pricing?x=2')).headers.location).toBe('/?x=2#pricing');
    expect((await get('/board/abc/list')).headers.location).toBe('/app/board/abc/list');
  });

  it('caches hashed assets for a year and never leaves the build folder', async () => {
    const asset = await get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const escape = await get('/assets/..%2f..%2f..%2fetc%2fpasswd');
    expect(escape.body).not.toContain('root:');
  });

  it('keeps API 404s in the error envelope', async () => {
    const res = await get('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('compression', () => {
  it('compresses large API responses for clients that accept it', async () => {
    const t = await createTestApp();
    const { createTestUser, call } = await import('../../test/helpers.ts');
    const u = await createTestUser(t.app);
    for (let i = 0; i < 20; i++) {
      await call(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: u.headers,
        payload: { title: `Task number ${i}`, quadrant: 1 },
      });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sync?since=0',
      headers: { ...u.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/api/sync?since=0', headers: u.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    await t.close();
  });
});
