/**
 * `npm run dev`: the API server and Vite's dev server together. The browser talks to Vite
 * (http://localhost:5173), which proxies /api, /api/ws and /realms to the server; the server is
 * told that 5173 is its public address so the sign-in redirect URIs match.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    for (const c of children) if (c !== child) c.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
  NODE_ENV: 'development',
  PORT: process.env.PORT ?? '3000',
  PUBLIC_URL: 'http://localhost:5173',
  TRUST_PROXY: 'true',
  DATA_DIR: process.env.DATA_DIR ?? './data-dev',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});
run(bin('react-router'), ['dev', '--port', '5173', '--strictPort']);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
  });
}
