/**
 * Runs the desktop app's test shell (desktop/test-shell/, GJS on Debian's WebKitGTK) in a real,
 * if virtual, desktop: `dbus-run-session -- xvfb-run`, with its own XDG folders in which
 * - quadrant-shell.desktop handles the app's custom scheme (`xdg-mime default`), so
 *   `xdg-open <scheme>://…` starts a second instance that hands the link to the running window
 *   over D-Bus, as the operating system does for the Tauri app;
 * - test-browser.desktop is the default web browser, which the shell opens with `xdg-open`.
 * Both report what happens as JSON lines; the shell also takes orders (evaluate a script in the
 * window, take a screenshot with ImageMagick's `import -window root`).
 */
import { execFileSync, spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Account } from './accounts.ts';

/** The Debian packages the desktop window test needs (CI's .ci/run installs them). */
export const DESKTOP_PACKAGES = 'gjs gir1.2-webkit2-4.1 xvfb xauth dbus imagemagick xdg-utils';
const TOOLS = ['gjs', 'xvfb-run', 'xauth', 'dbus-run-session', 'xdg-open', 'xdg-mime', 'import'];
const SHELL_DIR = path.resolve(import.meta.dirname, '../../desktop/test-shell');

function onPath(tool: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && fs.existsSync(path.join(dir, tool)));
}

/** What is missing to run the test shell here (empty when everything is installed). */
export function missingDesktopTools(): string[] {
  const missing = TOOLS.filter((tool) => !onPath(tool));
  if (missing.includes('gjs')) return missing;
  try {
    execFileSync('gjs', ['-c', "imports.gi.versions.WebKit2 = '4.1'; imports.gi.WebKit2;"], {
      stdio: 'ignore',
    });
  } catch {
    missing.push('WebKit2 4.1 for GJS (gir1.2-webkit2-4.1)');
  }
  return missing;
}

export interface ShellEvent {
  source: 'shell' | 'browser';
  event: string;
  [key: string]: unknown;
}

export interface WaitOptions {
  after?: number;
  timeoutMs?: number;
}

export interface DesktopSession {
  /**
   * The first event that matches (among those after `after`, a `mark()`), or a failure with the
   * session's log.
   */
  waitFor(what: string, match: (event: ShellEvent) => boolean, opts?: WaitOptions): Promise<ShellEvent>;
  /** A point in the events, for waiting only for what comes after it. */
  mark(): number;
  /** A script's value in the app's window (JSON-serialisable). */
  evaluate(script: string): Promise<unknown>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

function desktopFile(name: string, script: string, mimeTypes: string[]): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    `Name=${name}`,
    // Unquoted: xdg-open's generic mode splits Exec on spaces and keeps quotes as characters.
    `Exec=gjs -m ${path.join(SHELL_DIR, script)} %u`,
    `MimeType=${mimeTypes.join(';')};`,
    'NoDisplay=true',
    '',
  ].join('\n');
}

/** Own XDG folders in which the shell handles `scheme` and the test browser is the web browser. */
function registerHandlers(home: string, scheme: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    XDG_DATA_HOME: path.join(home, 'data'),
    XDG_CONFIG_HOME: path.join(home, 'config'),
    XDG_CACHE_HOME: path.join(home, 'cache'),
  };
  // xdg-open's generic mode (no desktop environment) reads exactly what xdg-mime writes.
  delete env.XDG_CURRENT_DESKTOP;
  delete env.BROWSER;
  const apps = path.join(home, 'data', 'applications');
  fs.mkdirSync(apps, { recursive: true });
  fs.mkdirSync(path.join(home, 'config'), { recursive: true });
  const schemeType = `x-scheme-handler/${scheme}`;
  const webTypes = ['x-scheme-handler/http', 'x-scheme-handler/https'];
  fs.writeFileSync(
    path.join(apps, 'quadrant-shell.desktop'),
    desktopFile('Quadrant', 'quadrant-shell.js', [schemeType]),
  );
  fs.writeFileSync(
    path.join(apps, 'test-browser.desktop'),
    desktopFile('Browser', 'test-browser.js', webTypes),
  );
  execFileSync('xdg-mime', ['default', 'quadrant-shell.desktop', schemeType], { env });
  execFileSync('xdg-mime', ['default', 'test-browser.desktop', ...webTypes], { env });
  return env;
}

type Child = ChildProcessByStdio<Writable, Readable, Readable>;

function collect(child: Child, events: ShellEvent[], log: string[], onEvent: () => void): void {
  const take = (line: string) => {
    log.push(line);
    if (log.length > 200) log.shift();
    if (!line.startsWith('{"source"')) return;
    try {
      events.push(JSON.parse(line) as ShellEvent);
      onEvent();
    } catch {
      // A line that only looks like an event: it stays in the log.
    }
  };
  readline.createInterface({ input: child.stdout }).on('line', take);
  readline.createInterface({ input: child.stderr }).on('line', take);
}

/** Start the shell on `publicUrl` in a fresh X display and D-Bus session. */
export function startDesktopSession(opts: {
  publicUrl: string;
  scheme: string;
  account: Account;
}): DesktopSession {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-desktop-'));
  const env = {
    ...registerHandlers(home, opts.scheme),
    QUADRANT_PUBLIC_URL: opts.publicUrl,
    QUADRANT_TEST_EMAIL: opts.account.email,
    QUADRANT_TEST_PASSWORD: opts.account.password,
    // No accessibility bus to start, and WebKit's software path (Xvfb has no GPU).
    NO_AT_BRIDGE: '1',
    WEBKIT_DISABLE_DMABUF_RENDERER: '1',
    GDK_BACKEND: 'x11',
  };
  const args = [
    '--',
    'xvfb-run',
    '-a',
    '-s',
    '-screen 0 1280x800x24',
    'gjs',
    '-m',
    path.join(SHELL_DIR, 'quadrant-shell.js'),
  ];
  const child: Child = spawn('dbus-run-session', args, {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  const events: ShellEvent[] = [];
  const log: string[] = [];
  const waiters = new Set<() => void>();
  let exited = false;
  child.on('exit', () => {
    exited = true;
    for (const wake of waiters) wake();
  });
  collect(child, events, log, () => {
    for (const wake of waiters) wake();
  });
  let orders = 0;

  function waitFor(
    what: string,
    match: (event: ShellEvent) => boolean,
    { after = 0, timeoutMs = 30_000 }: WaitOptions = {},
  ): Promise<ShellEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = events.slice(after).find(match);
        if (found) return done(() => resolve(found));
        if (exited)
          return done(() => reject(new Error(`The desktop shell ended before ${what}.\n${log.join('\n')}`)));
      };
      const timer = setTimeout(
        () =>
          done(() => reject(new Error(`No ${what} within ${timeoutMs} ms.\n${log.slice(-60).join('\n')}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  }

  async function order(body: Record<string, unknown>, what: string, match: (e: ShellEvent) => boolean) {
    const after = events.length;
    child.stdin.write(`${JSON.stringify(body)}\n`);
    return waitFor(what, match, { after });
  }

  return {
    waitFor,
    mark: () => events.length,
    async evaluate(script) {
      const id = ++orders;
      const answer = await order(
        { do: 'eval', id, script },
        `the answer to eval #${id}`,
        (e) => e.event === 'eval' && e.id === id,
      );
      if (answer.error) throw new Error(`eval failed: ${JSON.stringify(answer.error)}\n${script}`);
      return answer.value;
    },
    async screenshot(file) {
      const taken = await order(
        { do: 'screenshot', path: file },
        'the screenshot',
        (e) => e.event === 'screenshot' && e.path === file,
      );
      if (taken.ok !== true) throw new Error(`import -window root failed.\n${log.slice(-30).join('\n')}`);
    },
    async close() {
      if (!exited) {
        child.stdin.end(`${JSON.stringify({ do: 'quit' })}\n`);
        const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        const late = setTimeout(() => {
          // The whole session we started: dbus-run-session, Xvfb, the shell, the browser.
          try {
            if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
          } catch {
            // Already gone between the check and the signal.
          }
        }, 5_000);
        await ended;
        clearTimeout(late);
      }
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}
