/**
 * Prints the JavaScript a page loads first (its scripts and module preloads, including those a
 * prerendered page adds right after its first paint), gzip-compressed,
 * for a built page. Usage: `node scripts/js-size.ts [buildClientDir] [page.html ...]`.
 * Run after every build by `npm run build` (see package.json), so each build records its size.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
  )) {
    if (m[1]) urls.add(m[1]);
  }
  // The inline bootstrap names the rest: React Router's imports its route modules; on prerendered
  // pages it also lists the module preloads it adds after the first paint (build/paint-first.ts).
  for (const script of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const m of (script[1] ?? '').matchAll(/["']([^"']+\.js)["']/g)) {
      if (m[1]) urls.add(m[1]);
    }
  }
  return [...urls];
}

export function pageJsSize(clientDir: string, page: string): { files: number; raw: number; gzip: number } {
  const html = fs.readFileSync(path.join(clientDir, page), 'utf8');
  let raw = 0;
  let gzip = 0;
  const files = initialScripts(html);
  for (const url of files) {
    const body = fs.readFileSync(path.join(clientDir, url.replace(/^\//, '')));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(
    process.argv[2] ?? path.join(process.env.QUADRANT_BUILD_DIR ?? 'build', 'client'),
  );
  const pages = process.argv.slice(3);
  for (const page of pages.length
    ? pages
    : ['index.html', 'templates/nurses/index.html', '__spa-fallback.html']) {
    const s = pageJsSize(clientDir, page);
    console.log(
      `initial JS of ${page}: ${(s.gzip / 1024).toFixed(1)} KB gzip (${(s.raw / 1024).toFixed(1)} KB raw, ${s.files} files)`,
    );
  }
}
