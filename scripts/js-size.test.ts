// @vitest-environment node
/**
 * The initial-JS measure (issue 13's budgets) counts what a browser fetches before the page runs:
 * the HTML's scripts and preloads, their static imports, transitively, and on a board URL the
 * early-pull script's preloads; never a dynamic `import()`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_PAGE, initialFiles, pageJsSize, report, staticImports } from './js-size.ts';

let dir = '';

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'js-size-'));
  write(
    'index.html',
    '<head><link rel="modulepreload" href="/assets/entry.js"/></head><body>' +
      '<script type="module">import "/assets/root.js";</script></body>',
  );
  write(
    '__spa-fallback.html',
    '<head><script>/* early-pull */\nvar modules = ["/assets/board.js"];</script>' +
      '<link rel="modulepreload" href="/assets/entry.js"/></head><body></body>',
  );
  write('assets/entry.js', 'import{a as b}from"./react.js";export{c}from"./shared.js";b();');
  write('assets/react.js', 'export const a=()=>1;'.repeat(50));
  write('assets/shared.js', 'export const c=2;');
  write('assets/root.js', 'import"./shared.js";const m=()=>import("./lazy-menu.js");');
  write('assets/board.js', 'import{x}from"./board-part.js";const z=import("./zod.js");');
  write('assets/board-part.js', 'export const x=1;');
  write('assets/lazy-menu.js', 'export const menu=1;');
  write('assets/zod.js', 'export const z=1;');
  // The landing page (ADR 0033): one external module, its islands behind Vite's preload helper.
  write(
    'landing/index.html',
    '<head><script>/* theme */</script></head><body><main></main>' +
      '<script type="module" src="/assets/landing-boot.js"></script></body>',
  );
  write(
    'assets/landing-boot.js',
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/island.js","assets/react.js"])))=>i.map(i=>d[i]);' +
      'import{c}from"./shared.js";const h=()=>__vitePreload(()=>import("./island.js"),__vite__mapDeps([0,1]));',
  );
  write('assets/island.js', 'import{a}from"./react.js";');
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const names = (files: string[]) => files.map((f) => path.basename(f)).sort();

describe('initial JS', () => {
  it('reads static imports and re-exports, not dynamic imports', () => {
    expect(
      staticImports('import{a as b}from"./x.js";export{c}from"./y.js";import"./z.js";import("./lazy.js")'),
    ).toEqual(['./x.js', './y.js', './z.js']);
  });

  it("follows a page's scripts through their static imports, once each", () => {
    expect(names(initialFiles(dir, 'index.html'))).toEqual(['entry.js', 'react.js', 'root.js', 'shared.js']);
  });

  it("adds the early-pull script's board modules only for the board URL", () => {
    expect(names(initialFiles(dir, '__spa-fallback.html'))).toEqual(['entry.js', 'react.js', 'shared.js']);
    expect(names(initialFiles(dir, BOARD_PAGE))).toEqual([
      'board-part.js',
      'board.js',
      'entry.js',
      'react.js',
      'shared.js',
    ]);
  });

  it('counts the landing bootstrap and its static imports, not the islands it loads on view', () => {
    expect(names(initialFiles(dir, 'landing/index.html'))).toEqual(['landing-boot.js', 'shared.js']);
  });

  it('sums gzip bytes and says when a page is over its goal', () => {
    const size = pageJsSize(dir, 'index.html');
    expect(size.files).toBe(4);
    expect(size.gzip).toBeGreaterThan(0);
    expect(size.gzip).toBeLessThan(size.raw);
    const { lines, over } = report(dir, ['index.html', BOARD_PAGE]);
    expect(over).toEqual([]);
    expect(lines[0]).toMatch(/^initial JS of index\.html: .* \(goal ≤ 60\.0 KB: met\)$/);
  });
});
