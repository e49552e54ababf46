/**
 * Finds the Chromium the browser tests drive. Rules: $CHROMIUM_PATH wins, else Debian's
 * /usr/bin/chromium; Playwright never downloads a browser. On a fresh Debian machine run as root,
 * a missing Chromium is installed with apt-get (that is what CI machines are); anywhere else the
 * person is told exactly what to install.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * How every headless run here starts Chromium (tests, benchmarks): there is no network, so nothing
 * in the browser may reach for the internet (updates, sync, QUIC probes) or runs stall on timeouts.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type ChromiumResult = { ok: true; path: string; version: string } | { ok: false; message: string };

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function versionOf(file: string): string | null {
  const res = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return res.status === 0 ? res.stdout.trim() : null;
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function runLoud(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return res.status === 0;
}

function installWithApt(): boolean {
  console.log('Chromium is missing: installing the Debian package (about a minute).');
  // Another process (a parallel benchmark, unattended upgrades) may hold the dpkg lock: wait for it.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  return (
    runLoud('apt-get', [...lockWait, 'update']) &&
    runLoud('apt-get', [...lockWait, 'install', '-y', 'chromium'])
  );
}

const HOW_TO_INSTALL = [
  'Install it, then run `npm test` again:',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium',
  '  elsewhere:      install Chromium or Google Chrome and set CHROMIUM_PATH=/path/to/the/binary',
  'Only the unit tests, without a browser:  npm test -- --unit-only',
].join('\n');

export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumResult {
  const explicit = env.CHROMIUM_PATH?.trim();
  if (explicit) {
    if (!isExecutable(explicit))
      return { ok: false, message: `CHROMIUM_PATH is set to ${explicit}, which is not an executable file.` };
    const version = versionOf(explicit);
    if (!version)
      return {
        ok: false,
        message: `CHROMIUM_PATH=${explicit} does not run (\`${explicit} --version\` failed).`,
      };
    return { ok: true, path: explicit, version };
  }
  if (!isExecutable(DEFAULT_CHROMIUM_PATH)) {
    const isRoot = process.getuid?.() === 0;
    if (!isRoot || !onPath('apt-get')) {
      return {
        ok: false,
        message: `The browser tests need Chromium, and none was found at ${DEFAULT_CHROMIUM_PATH}.\n${HOW_TO_INSTALL}`,
      };
    }
    if (!installWithApt() || !isExecutable(DEFAULT_CHROMIUM_PATH)) {
      return {
        ok: false,
        message: `Installing Chromium with apt-get failed (see the output above).\n${HOW_TO_INSTALL}`,
      };
    }
  }
  const version = versionOf(DEFAULT_CHROMIUM_PATH);
  if (!version)
    return {
      ok: false,
      message: `${DEFAULT_CHROMIUM_PATH} does not run (\`chromium --version\` failed).\n${HOW_TO_INSTALL}`,
    };
  return { ok: true, path: DEFAULT_CHROMIUM_PATH, version };
}
