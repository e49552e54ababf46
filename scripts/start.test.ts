import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSummary } from './start.ts';

let dir: string;

function write(file: string, body: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), body);
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the build summary npm start prints', () => {
  it('counts prerendered pages (not the SPA fallback) and sizes each kind of page’s first JavaScript', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-start-'));
    const page = (src: string) => `<html><head><script type="module" src="${src}"></script></head></html>`;
    write('index.html', page('/assets/public.js'));
    write('es/index.html', page('/assets/public.js'));
    write('__spa-fallback.html', page('/assets/app.js'));
    write('assets/public.js', 'x'.repeat(10));
    write('assets/app.js', crypto.getRandomValues(new Uint8Array(4096)).join(','));
    expect(buildSummary(30.6, dir)).toMatch(
      /^Built the web app in 31 s: 7 languages, 2 pages; first JavaScript \(gzip\): public pages 0 KB, app [1-9]\d* KB\.$/,
    );
  });
});
