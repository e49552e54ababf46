/**
 * The JavaScript a page loads first, as the browser fetches it, gzip-compressed, against its
 * budget (issue 13: `/` ≤ 60 KB, the board ≤ 150 KB). "First" is every script and module preload
 * the HTML names (including those a prerendered page adds right after its first paint, and the
 * board modules the SPA page's early-pull script preloads), plus every module those import
 * statically; dynamic `import()`s (lazy dropdowns, zod on demand, banners after idle) are left out.
 * Usage: `node scripts/js-size.ts [--verbose] [--check] [buildClientDir] [page.html ...]`;
 * `--verbose` lists each page's largest files, `--check` exits 1 when a page is over its budget.
 * Run after every build by `npm run build` (without `--check`: the budgets are goals, not yet met).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BOARD_PAGE = '__spa-fallback.html#board';

/** Gzip budgets (bytes) of the pages issue 13 names. */
export const JS_BUDGETS: Readonly<Record<string, number>> = {
  'index.html': 60 * 1024,
  [BOARD_PAGE]: 150 * 1024,
};

/** Script URLs the HTML names: `<script src>`, module preloads, and `.js` strings in inline scripts. */
export function initialScripts(html: string, { board = false } = {}): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
  )) {
    if (m[1]) urls.add(m[1]);
  }
  // Module scripts: React Router's bootstrap imports its route modules; paint-first's lists the
  // preloads it adds after the first paint. Classic scripts: the early-pull script's board
  // modules, which only a board URL fetches.
  for (const script of html.matchAll(/<script( type="module")?[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!script[1] && !(board && script[2]?.includes('early-pull'))) continue;
    for (const m of (script[2] ?? '').matchAll(/["']([^"']+\.js)["']/g)) {
      if (m[1]) urls.add(m[1]);
    }
  }
  return [...urls];
}

/** The modules a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(
    /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g,
  )) {
    if (m[1]) found.push(m[1]);
  }
  return found;
}

function toFile(clientDir: string, url: string, from?: string): string {
  if (url.startsWith('/')) return path.resolve(clientDir, url.slice(1));
  return path.resolve(from ? path.dirname(from) : path.resolve(clientDir), url);
}

/** Every file the page fetches first: the HTML's scripts and their static imports, transitively. */
export function initialFiles(clientDir: string, page: string): string[] {
  const board = page === BOARD_PAGE;
  const html = fs.readFileSync(path.join(clientDir, page.replace(/#.*$/, '')), 'utf8');
  const seen = new Set<string>();
  const queue = initialScripts(html, { board }).map((url) => toFile(clientDir, url));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const url of staticImports(fs.readFileSync(file, 'utf8'))) queue.push(toFile(clientDir, url, file));
  }
  return [...seen];
}

export interface JsSize {
  files: number;
  raw: number;
  gzip: number;
  /** The largest files, gzip bytes, largest first. */
  largest: { file: string; gzip: number }[];
}

export function pageJsSize(clientDir: string, page: string): JsSize {
  const sizes = initialFiles(clientDir, page).map((file) => {
    const body = fs.readFileSync(file);
    return {
      file: path.relative(clientDir, file),
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
    };
  });
  sizes.sort((a, b) => b.gzip - a.gzip);
  return {
    files: sizes.length,
    raw: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    largest: sizes.slice(0, 8).map(({ file, gzip }) => ({ file, gzip })),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per page, with its budget when it has one; `over` lists the pages above theirs. */
export function report(
  clientDir: string,
  pages: readonly string[],
  verbose = false,
): { lines: string[]; over: string[] } {
  const lines: string[] = [];
  const over: string[] = [];
  for (const page of pages) {
    const s = pageJsSize(clientDir, page);
    const budget = JS_BUDGETS[page];
    const verdict =
      budget === undefined
        ? ''
        : s.gzip <= budget
          ? ` (goal ≤ ${kb(budget)}: met)`
          : ` (goal ≤ ${kb(budget)}: OVER)`;
    if (budget !== undefined && s.gzip > budget) over.push(page);
    lines.push(`initial JS of ${page}: ${kb(s.gzip)} gzip (${kb(s.raw)} raw, ${s.files} files)${verdict}`);
    if (verbose) for (const l of s.largest) lines.push(`    ${kb(l.gzip).padStart(9)}  ${l.file}`);
  }
  return { lines, over };
}

export const DEFAULT_PAGES = ['index.html', 'templates/nurses/index.html', '__spa-fallback.html', BOARD_PAGE];

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const [dir, ...pages] = args.filter((a) => !a.startsWith('--'));
  const clientDir = path.resolve(dir ?? path.join(process.env.QUADRANT_BUILD_DIR ?? 'build', 'client'));
  const { lines, over } = report(clientDir, pages.length ? pages : DEFAULT_PAGES, verbose);
  for (const line of lines) console.log(line);
  if (args.includes('--check') && over.length > 0) process.exitCode = 1;
}
