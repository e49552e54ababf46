import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { PRERENDERED_PATHS } from './src/web/app/prerender.ts';
import { earlyPullInBuild } from './scripts/build/early-pull-script.ts';
import { islandsInBuild } from './scripts/build/islands.ts';
import { paintFirstInBuild } from './scripts/build/paint-first.ts';
import { serviceWorkerInBuild } from './scripts/build/service-worker.ts';
import { spaLanguageInBuild } from './scripts/build/spa-language.ts';
import { writeSeoFiles } from './src/web/app/sitemap.ts';

/**
 * Framework mode without a rendering server: public pages are prerendered to static HTML at build
 * time; everything else is the SPA, served through build/client/__spa-fallback.html.
 */
export default {
  appDirectory: 'src/web/app',
  // QUADRANT_BUILD_DIR lets parallel builds (tests, benchmarks) write apart.
  buildDirectory: process.env.QUADRANT_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: PRERENDERED_PATHS,
  // A route's clientLoader ships in its own small chunk, so the board's loader starts the
  // workspace download before the board's code has arrived (cold-load budget: 0.7 s).
  future: { v8_splitRouteModules: true },
  buildEnd: async ({ reactRouterConfig }) => {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    // sitemap.xml and robots.txt from the same path list as the prerender.
    await writeSeoFiles(clientDir);
    // The landing page loads no React at first: a small bootstrap and islands (ADR 0033).
    await islandsInBuild(clientDir);
    // Other prerendered pages paint before they fetch their JavaScript (ADR 0010).
    await paintFirstInBuild(clientDir);
    // A board URL starts its data download from the SPA page's HTML (cold-load budget: 0.7 s).
    await earlyPullInBuild(clientDir);
    // The SPA page's loading message, title and <html lang> in the person's language before paint.
    await spaLanguageInBuild(clientDir);
    // Last, so its precache revisions are those of the finished files (ADR 0027).
    await serviceWorkerInBuild(clientDir);
  },
} satisfies Config;
