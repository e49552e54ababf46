/**
 * Writes the service worker into a finished web build (ADR 0027), from react-router.config.ts's
 * buildEnd, after the HTML patchers: the precache manifest's revisions must be those of the bytes
 * that are served. vite-plugin-pwa computes its manifest when Vite's client build closes, before
 * React Router prerenders the public pages and writes the SPA fallback, so it would never see them.
 *
 * Two steps: bundle src/web/sw/service-worker.ts (Workbox and our rules) into one classic script
 * with Vite, then let workbox-build's injectManifest write the list of files to precache into it.
 * The result is checked, and the build fails loudly when React Router's output changes shape (no
 * SPA fallback, no hashed assets) rather than shipping a worker that cannot load the app offline.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const WORKER_SOURCE = path.join(ROOT, 'src', 'web', 'sw', 'service-worker.ts');
export const WORKER_FILE = 'sw.js';

/** What is precached: the code of every page, the app shell, the landing page and the icons. */
export const PRECACHE_GLOBS = [
  'assets/**/*.{js,css}',
  '__spa-fallback.html',
  'index.html',
  'manifest.webmanifest',
  'favicon.{svg,ico}',
  'icons/*.png',
];

/** Files that must be in the manifest, or the worker cannot start the app offline. */
const REQUIRED = ['__spa-fallback.html', 'index.html', 'manifest.webmanifest'];

function fail(why: string): never {
  throw new Error(`service worker: ${why}. The build's output changed shape; update scripts/build/service-worker.ts.`);
}

/** Bundles the worker's source into one minified classic script (a worker has no module graph). */
export async function bundleWorker(outFile: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: path.dirname(outFile),
      emptyOutDir: false,
      write: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry: WORKER_SOURCE, formats: ['iife'], name: 'quadrantWorker', fileName: () => path.basename(outFile) },
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
}

export interface WorkerBuild {
  count: number;
  size: number;
  urls: string[];
}

/** Checks the written worker: manifest injected, the app shell and hashed code in it. */
export function checkWorker(source: string): WorkerBuild {
  if (source.includes('self.__WB_MANIFEST')) fail('the precache manifest was not injected');
  if (!/importScripts\(["'`]\/sw-push\.js["'`]\)/.test(source)) {
    fail('the worker no longer imports /sw-push.js (reminders would stop)');
  }
  const urls = [...source.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');
  for (const url of REQUIRED) if (!urls.includes(url)) fail(`${url} is not precached`);
  if (!urls.some((u) => /^assets\/.+\.js$/.test(u))) fail('no hashed JavaScript under assets/ is precached');
  return { count: urls.length, size: 0, urls };
}

export async function serviceWorkerInBuild(clientDir: string): Promise<WorkerBuild> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'quadrant-sw-'));
  try {
    const bundled = path.join(temp, WORKER_FILE);
    await bundleWorker(bundled);
    const swDest = path.join(clientDir, WORKER_FILE);
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest,
      globDirectory: clientDir,
      globPatterns: PRECACHE_GLOBS,
      // Vite puts a content hash in every file name under assets/: the name is the revision.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    });
    if (warnings.length > 0) fail(warnings.join('; '));
    const checked = checkWorker(await fs.readFile(swDest, 'utf8'));
    if (checked.count !== count) fail(`expected ${count} precached files, found ${checked.count}`);
    return { ...checked, size };
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}
