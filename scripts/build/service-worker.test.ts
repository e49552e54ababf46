// @vitest-environment node
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWorker, serviceWorkerInBuild } from './service-worker.ts';

/** The files of a finished React Router build that the worker precaches (trimmed). */
const BUILD: Record<string, string> = {
  '__spa-fallback.html': '<!DOCTYPE html><html><body><script type="module" src="/assets/entry-abc123.js"></script></body></html>',
  'index.html': '<!DOCTYPE html><html><body><h1>Quadrant</h1></body></html>',
  'about/index.html': '<!DOCTYPE html><html><body><h1>About</h1></body></html>',
  'manifest.webmanifest': '{"name":"Quadrant"}',
  'favicon.svg': '<svg/>',
  'favicon.ico': 'ico',
  'icons/icon-192.png': 'png',
  'assets/entry-abc123.js': 'console.log(1)',
  'assets/app-def456.css': 'body{}',
  'landing.data': 'data',
  'sw-push.js': '// push',
};

const dirs: string[] = [];
async function build(files: Record<string, string>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadrant-sw-test-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), body);
  }
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

describe('serviceWorkerInBuild', () => {
  it('writes /sw.js with the app shell, the landing page and the hashed code precached', async () => {
    const dir = await build(BUILD);
    const result = await serviceWorkerInBuild(dir);
    expect(result.urls.sort()).toEqual(
      [
        '__spa-fallback.html',
        'index.html',
        'manifest.webmanifest',
        'favicon.svg',
        'favicon.ico',
        'icons/icon-192.png',
        'assets/entry-abc123.js',
        'assets/app-def456.css',
      ].sort(),
    );
    const worker = await fs.readFile(path.join(dir, 'sw.js'), 'utf8');
    // Hashed files are their own revision; pages carry one.
    expect(worker).toContain('{"revision":null,"url":"assets/entry-abc123.js"}');
    expect(worker).toMatch(/\{"revision":"[0-9a-f]{32}","url":"__spa-fallback.html"\}/);
    expect(worker).toMatch(/importScripts\(.\/sw-push\.js.\)/);
    // Public pages other than the landing page, and route data, are not precached.
    expect(worker).not.toContain('about/index.html');
    expect(worker).not.toContain('landing.data');
  }, 60_000);

  it("fails the build when React Router's output has no SPA fallback page", async () => {
    const { ['__spa-fallback.html']: _omitted, ...rest } = BUILD;
    const dir = await build(rest);
    await expect(serviceWorkerInBuild(dir)).rejects.toThrow(/output changed shape/);
  }, 60_000);
});

describe('checkWorker', () => {
  const manifest = '[{"revision":"a","url":"__spa-fallback.html"},{"revision":"b","url":"index.html"},{"revision":"c","url":"manifest.webmanifest"},{"revision":null,"url":"assets/x-1.js"}]';

  it('accepts a worker that precaches the shell and imports the push script', () => {
    expect(checkWorker(`importScripts("/sw-push.js");precache(${manifest})`).count).toBe(4);
  });

  it('refuses a worker without the push script (reminders would stop)', () => {
    expect(() => checkWorker(`precache(${manifest})`)).toThrow(/sw-push\.js/);
  });

  it('refuses a worker whose manifest was never injected', () => {
    expect(() => checkWorker('importScripts("/sw-push.js");precache(self.__WB_MANIFEST)')).toThrow(/not injected/);
  });
});
