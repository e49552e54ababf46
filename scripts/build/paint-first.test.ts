// @vitest-environment node
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paintFirst, paintFirstInBuild } from './paint-first.ts';

/** The shape React Router 7 writes for a prerendered page (trimmed). */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/react-dom-3.js"/>',
  '<link rel="modulepreload" href="/assets/root-4.js"/>',
  '<link rel="modulepreload" href="/assets/landing-5.js"/>',
  '</head><body><main><h1>Quadrant</h1></main>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-4.js";\n',
  'import * as route1 from "/assets/landing-5.js";\n',
  '  \n  window.__reactRouterRouteModules = {"root":route0,"landing":route1};\n\n',
  'import("/assets/entry.client-2.js");</script>',
  '<script>$RC("B:0","S:0")</script></body></html>',
].join('');

function moduleScript(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

describe('paintFirst', () => {
  const out = paintFirst(PAGE);
  const script = moduleScript(out);

  it('removes the module preloads from the document, so nothing is fetched before the first paint', () => {
    expect(out).not.toContain('rel="modulepreload"');
    // The rest of the document is untouched.
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(out).toContain('<main><h1>Quadrant</h1></main>');
    expect(out).toContain('window.__reactRouterContext = {"basename":"/"};');
    expect(out).toContain('<script>$RC("B:0","S:0")</script>');
  });

  it('waits for a painted frame first, then preloads the same modules, in their order', () => {
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('modulepreload'));
    expect(script).toContain(
      JSON.stringify([
        '/assets/manifest-1.js',
        '/assets/entry.client-2.js',
        '/assets/react-dom-3.js',
        '/assets/root-4.js',
        '/assets/landing-5.js',
      ]),
    );
  });

  it('imports the same modules in the same order, binds the route table, then starts the entry', () => {
    const order = [
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-4.js");',
      'const route1 = await import("/assets/landing-5.js");',
      'window.__reactRouterRouteModules = {"root":route0,"landing":route1};',
      'import("/assets/entry.client-2.js");',
    ].map((line) => script.indexOf(line));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // No static import is left: those would be fetched and run before the paint.
    expect(script).not.toMatch(/^\s*import\s+["*]/m);
  });

  it('runs as a valid module body', () => {
    // An async function accepts the same top-level await; a syntax error would throw here.
    const AsyncFunction = (async () => undefined).constructor as unknown as new (body: string) => unknown;
    expect(() => new AsyncFunction(script.replace(/^\/\*.*\*\/$/m, ''))).not.toThrow();
  });

  it('is idempotent, and leaves a page without a module bootstrap alone', () => {
    expect(paintFirst(out)).toBe(out);
    const plain = '<!DOCTYPE html><html><body><p>hi</p></body></html>';
    expect(paintFirst(plain)).toBe(plain);
  });

  it('fails the build loudly when the document shape is not the one it knows', () => {
    const twoBootstraps = PAGE.replace(
      '</body>',
      '<script type="module" async="">import "/x.js";</script></body>',
    );
    expect(() => paintFirst(twoBootstraps, 'x.html')).toThrow(/x\.html: more than one inline module script/);
    const noPreloads = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, '');
    expect(() => paintFirst(noPreloads, 'y.html')).toThrow(/no module preloads/);
    const noEntry = PAGE.replace('import("/assets/entry.client-2.js");', '');
    expect(() => paintFirst(noEntry, 'z.html')).toThrow(/unexpected bootstrap/);
  });
});

describe('paintFirstInBuild', () => {
  it('rewrites every prerendered page but not the SPA fallback', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'paint-first-'));
    try {
      await fs.mkdir(path.join(dir, 'es', 'templates', 'nurses'), { recursive: true });
      await fs.writeFile(path.join(dir, 'index.html'), PAGE);
      await fs.writeFile(path.join(dir, 'es', 'templates', 'nurses', 'index.html'), PAGE);
      await fs.writeFile(path.join(dir, '__spa-fallback.html'), PAGE);
      expect(await paintFirstInBuild(dir)).toBe(2);
      const nested = await fs.readFile(path.join(dir, 'es', 'templates', 'nurses', 'index.html'), 'utf8');
      expect(nested).toBe(paintFirst(PAGE));
      expect(await fs.readFile(path.join(dir, '__spa-fallback.html'), 'utf8')).toBe(PAGE);
      // A second pass finds nothing left to do.
      expect(await paintFirstInBuild(dir)).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
