/**
 * `npm start`: build the web app quietly, print a few lines about it, then run the server in this
 * process (so its log sees the terminal and prints readable lines). The build's own output (every
 * asset, every prerendered page) is kept and printed only when the build fails; `npm run build`
 * still prints everything, for CI.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../src/shared/languages.ts';
import { pageJsSize } from './js-size.ts';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.QUADRANT_BUILD_DIR ?? 'build');

/** Runs the React Router build, its output captured. */
function build(): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const cli = path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js');
    const child = spawn(process.execPath, [cli, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function countPages(dir: string): number {
  let pages = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countPages(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html') && entry.name !== '__spa-fallback.html') pages += 1;
  }
  return pages;
}

/** "Built the web app in 31 s: 7 languages, 186 pages; first JavaScript (gzip): public pages 164 KB, app 144 KB." */
export function buildSummary(seconds: number, clientDir: string): string {
  const kb = (page: string) => `${(pageJsSize(clientDir, page).gzip / 1024).toFixed(0)} KB`;
  return (
    `Built the web app in ${seconds.toFixed(0)} s: ${LANGUAGES.length} languages, ${countPages(clientDir)} pages; ` +
    `first JavaScript (gzip): public pages ${kb('index.html')}, app ${kb('__spa-fallback.html')}.`
  );
}

export async function main(): Promise<void> {
  console.log('Building the web app (about half a minute)…');
  const started = performance.now();
  const result = await build();
  if (result.code !== 0) {
    process.stderr.write(result.output);
    console.error(`The web app's build failed (exit code ${result.code}); its full output is above.`);
    process.exit(result.code);
  }
  console.log(buildSummary((performance.now() - started) / 1000, path.join(buildDir, 'client')));
  await import('../src/server/main.ts');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
