/**
 * The landing page ships no React on load (ADR 0033). React Router prerenders it like every public
 * page, then this build step (run from react-router.config.ts's buildEnd, before paint-first):
 * - builds the landing bootstrap (`src/web/islands/landing-boot.ts`: plain DOM code for what the
 *   page needs at once, and the loader of its React islands) into the client's `assets/`;
 * - rewrites each page that carries the landing marker (`data-islands-page`): its module preloads
 *   leave `<head>`, and React Router's scripts at the end of `<body>` (scroll restoration, route
 *   context, streamed loader data, the bootstrap) are replaced by one `<script type="module">`
 *   naming the landing bootstrap.
 * It fails the build when the end of `<body>` holds anything but those scripts, so a change in
 * React Router's output cannot silently drop visible markup.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export const ISLANDS_PAGE_MARKER = 'data-islands-page';
const PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOT_ENTRY = 'src/web/islands/landing-boot.ts';
const MANIFEST = '.vite/islands-manifest.json';

function fail(file: string, why: string): never {
  throw new Error(
    `islands: ${file}: ${why}. React Router's document shape changed; update scripts/build/islands.ts.`,
  );
}

/**
 * What React Router writes after the page's markup: inline scripts, Suspense placeholders
 * (`<!--$?--><template id="B:0"></template><!--/$-->`) and the hidden `S:n` divs that stream data.
 */
function isRouterTail(tail: string): boolean {
  const rest = tail
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<template id="B:\d+"><\/template>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<div hidden="" id="S:\d+"><\/div>|<div hidden id="S:\d+"><\/div>/g, '');
  return rest.trim() === '';
}

/** The landing document with React Router's client replaced by the landing bootstrap. */
export function bootWithIslands(html: string, bootUrl: string, file = 'page'): string {
  if (!html.includes(ISLANDS_PAGE_MARKER)) return html;
  const boot = `<script type="module" src="${bootUrl}"></script>`;
  if (html.includes(boot)) return html;
  const bodyStart = html.indexOf('<body');
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyStart < 0 || bodyEnd < 0) fail(file, 'no <body>');
  const tailStart = html.indexOf('<script', bodyStart);
  if (tailStart < 0 || tailStart > bodyEnd) fail(file, 'no scripts in <body>');
  const tail = html.slice(tailStart, bodyEnd);
  if (!tail.includes('window.__reactRouterContext')) fail(file, 'no route context in the scripts');
  if (!isRouterTail(tail)) fail(file, 'markup between the scripts at the end of <body>');
  const head = html.slice(0, tailStart).replace(PRELOAD, '');
  return `${head}${boot}${html.slice(bodyEnd)}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '__spa-fallback.html')
    .map((e) => path.join(e.parentPath, e.name));
}

/** Builds the landing bootstrap and its islands into `clientDir`; returns the bootstrap's URL. */
export async function buildLandingBoot(clientDir: string): Promise<string> {
  const { build } = await import('vite');
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      assetsDir: 'assets',
      target: 'es2022',
      sourcemap: false,
      manifest: MANIFEST,
      rollupOptions: { input: { 'landing-boot': BOOT_ENTRY } },
    },
  });
  const manifestFile = path.join(clientDir, MANIFEST);
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<string, { file?: string }>;
  await fs.rm(manifestFile);
  const file = manifest[BOOT_ENTRY]?.file;
  if (!file) throw new Error(`islands: the build wrote no ${BOOT_ENTRY}`);
  return `/${file}`;
}

/** Builds the bootstrap and rewrites every landing page; returns how many were rewritten. */
export async function islandsInBuild(clientDir: string): Promise<number> {
  const bootUrl = await buildLandingBoot(clientDir);
  let rewritten = 0;
  for (const file of await htmlFiles(clientDir)) {
    const html = await fs.readFile(file, 'utf8');
    const next = bootWithIslands(html, bootUrl, path.relative(clientDir, file));
    if (next !== html) {
      await fs.writeFile(file, next, 'utf8');
      rewritten += 1;
    }
  }
  if (rewritten === 0) throw new Error(`islands: no page carries ${ISLANDS_PAGE_MARKER}`);
  return rewritten;
}
