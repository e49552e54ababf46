/**
 * Prerendered public pages paint before they fetch their JavaScript (ADR 0010). React Router
 * writes ~30 `<link rel="modulepreload">` tags and an inline module that imports the entry; on a
 * phone those ~150 KB arrive and compile while the first paint is still being prepared, and the
 * page, already complete as HTML, shows later than it needs to. This build step (run from
 * react-router.config.ts's buildEnd) rewrites each prerendered page so that its inline bootstrap
 * waits for the first frame, then adds the same module preloads (so the modules still download in
 * parallel) and imports the same modules in the same order, then the entry. The SPA fallback
 * (`__spa-fallback.html`) is left alone: it has nothing to show before its JavaScript runs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^\s*import (?:\* as ([A-Za-z_$][\w$]*) from )?"([^"]+)";\s*$/gm;
const MARKER = '/* paint-first */';

/**
 * Resolves after the page's first frame has been painted: a task queued from an animation frame
 * callback runs once that frame is done. A hidden tab draws no frames, so it does not wait.
 */
const AFTER_FIRST_PAINT =
  "await new Promise((r) => document.visibilityState === 'visible' ? requestAnimationFrame(() => setTimeout(r, 0)) : r());";

function fail(file: string, why: string): never {
  throw new Error(
    `paint-first: ${file}: ${why}. React Router's document shape changed; update scripts/build/paint-first.ts.`,
  );
}

/** The rewritten document, or the same string when it has nothing to defer (no module bootstrap). */
export function paintFirst(html: string, file = 'page'): string {
  if (html.includes(MARKER)) return html;
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length === 0) return html;
  if (bootstraps.length > 1) fail(file, 'more than one inline module script');
  const [whole, body = ''] = bootstraps[0] ?? [];
  if (!whole) fail(file, 'no inline module script');

  const preloads: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  if (preloads.length === 0) fail(file, 'no module preloads');

  const imports: string[] = [];
  const rest = body
    .replace(STATIC_IMPORT, (_line, binding: string | undefined, url: string) => {
      const load = `await import(${JSON.stringify(url)});`;
      imports.push(binding ? `const ${binding} = ${load}` : load);
      return '';
    })
    .trim();
  if (imports.length === 0) fail(file, 'the bootstrap imports nothing');
  // What is left must be the route-module table and the dynamic import of the entry.
  if (/^\s*import\s/m.test(rest) || !/\bimport\(/.test(rest)) fail(file, `unexpected bootstrap: ${rest}`);

  const script = [
    MARKER,
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    ...imports,
    rest,
  ].join('\n');
  return withoutPreloads.replace(whole, () => `<script type="module" async="">${script}</script>`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '__spa-fallback.html')
    .map((e) => path.join(e.parentPath, e.name));
}

/** Rewrite every prerendered page of a client build; returns how many were rewritten. */
export async function paintFirstInBuild(clientDir: string): Promise<number> {
  let rewritten = 0;
  for (const file of await htmlFiles(clientDir)) {
    const html = await fs.readFile(file, 'utf8');
    const next = paintFirst(html, path.relative(clientDir, file));
    if (next !== html) {
      await fs.writeFile(file, next, 'utf8');
      rewritten += 1;
    }
  }
  return rewritten;
}
