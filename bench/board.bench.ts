/**
 * Board benchmark: the signed-in board with 5,000 tasks, in Debian Chromium, against the production
 * build served by the real server.
 *   npx node bench/board.bench.ts [--web-dir build/client] [--runs 20] [--loads 5] [--latency 100]
 * Without --web-dir the web app is built first into build-bench/. Measures, in the page:
 *   - cold load to a real click answered (issue 13's measure): a fresh browser context (empty
 *     cache) opens /app/board/pool/matrix; once all four quadrants have notes, a real mouse click is
 *     sent to Do First's first note, and the load ends when the page has answered it (its listener
 *     ran and the next frame rendered; board-page.ts). Median of --loads (default 5), after one
 *     warm-up load that finds where to click. The earlier end point (the cards in the DOM, then a
 *     frame and a task) is printed beside it;
 *   - warm reload, the same way: the same page reloaded once the workspace is persisted to
 *     IndexedDB (ADR 0026), so the board is drawn from the device before any response, with the
 *     service worker controlling the page (a returning person); median of --loads, after one
 *     warm-up reload;
 *   - four inputs, each --runs times: a quick add (Enter), a keyboard move (key 2 / key 1 on the
 *     focused card), a mouse drag between quadrants (native drag and drop) and an edit (rename,
 *     Enter). Each is timed from the input event's time stamp to three ends (the change is in the
 *     DOM, the next frame starts, that frame has rendered on the main thread; board-page.ts), and
 *     its Event Timing entry is kept: the p95 of Event Timing is what issue 13 judges (ADR 0042).
 * Before any of it, the initial JavaScript of the build's key pages (gzip, with issue 13's goals;
 * scripts/js-size.ts), so `npm run bench` prints those figures too.
 * --latency N adds N ms to every request's round trip in the browser (a server across a network;
 * here the server shares the 2 cores with the browser).
 * Results print as a table and go to bench/results/board-<time>.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { mintUser, seedTasks, startServer, type BenchUser } from './board-server.ts';
import {
  answeredClick,
  firstNotePoint,
  installClickProbe,
  measureDrag,
  measureEdit,
  measureKeyboardMove,
  measureQuickAdd,
  persistedCacheWritten,
  timeToInteractive,
  type ClickTiming,
  type LoadTiming,
  type Point,
  type Sample,
} from './board-page.ts';
import { DEFAULT_PAGES, report as jsSizeReport } from '../scripts/js-size.ts';
import { CHROMIUM_ARGS } from '../scripts/test-runner/chromium.ts';

const PORT = 3199;
const TASKS = 5000;
const SETTLED_LOAD = 1.0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The value below which `q` of the samples fall (nearest rank). */
function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** The session the web app restores at start (auth-storage, as features/auth/session-store.ts keeps it). */
function sessionScript(user: BenchUser): string {
  const state = {
    state: {
      isAuthenticated: true,
      user: { id: user.id, email: user.email, name: user.name, firstName: 'Bench', lastName: 'User' },
      tokens: {
        accessToken: user.token,
        refreshToken: null,
        idToken: null,
        expiresAt: user.expiresAt,
        receivedAt: Date.now(),
      },
    },
    version: 1,
  };
  return `localStorage.setItem('auth-storage', ${JSON.stringify(JSON.stringify(state))});
localStorage.setItem('authToken', ${JSON.stringify(user.token)});
localStorage.setItem('userId', ${JSON.stringify(user.id)});
localStorage.setItem('userLanguage', 'en');`;
}

interface Load {
  timing: LoadTiming;
  /** The load's real click (null when the load made none). */
  click: ClickTiming | null;
}

/**
 * A fresh browser context on the board. With `clickAt`, each navigation (this one and `reload`)
 * also clicks the first note for real once all four quadrants show notes (board-page.ts), timed to
 * that click answered.
 */
async function openBoard(
  browser: Browser,
  origin: string,
  user: BenchUser,
  opts: { latencyMs?: number; clickAt?: Point | null } = {},
): Promise<{ page: Page; load: Load; reload: () => Promise<Load>; close: () => Promise<void> }> {
  const { latencyMs = 0, clickAt = null } = opts;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(sessionScript(user));
  let noteShown: () => void = () => undefined;
  if (clickAt) {
    await context.addInitScript(installClickProbe);
    await context.exposeBinding('__quadrantNoteShown', () => noteShown());
  }
  const page = await context.newPage();
  if (latencyMs > 0) {
    // Chromium adds this much to every request's round trip; bandwidth is left unlimited.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  const navigate = async (go: () => Promise<unknown>): Promise<Load> => {
    const shown = new Promise<void>((resolve) => (noteShown = resolve));
    await go();
    const [timing, click] = await Promise.all([
      timeToInteractive(page),
      clickAt ? answeredClick(page, shown, clickAt) : null,
    ]);
    return { timing, click };
  };
  const load = await navigate(() => page.goto(`${origin}/app/board/pool/matrix`, { waitUntil: 'commit' }));
  return {
    page,
    load,
    reload: () => navigate(() => page.reload({ waitUntil: 'commit' })),
    close: () => context.close(),
  };
}

/**
 * The build and the seeding just kept both cores busy; timing page loads in their wake measures
 * them, not the board. Wait (at most 2 minutes) for the 1-minute load average to fall, and say
 * what it was.
 */
async function settle(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (os.loadavg()[0]! > SETTLED_LOAD && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 2000));
  console.log(
    `Measuring at a 1-minute load average of ${os.loadavg()[0]!.toFixed(2)} (${os.cpus().length} cores).`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'web-dir': { type: 'string' },
      runs: { type: 'string', default: '20' },
      loads: { type: 'string', default: '5' },
      latency: { type: 'string', default: '0' },
    },
  });
  const runs = Number(values.runs);
  const latencyMs = Number(values.latency);
  let webDir = values['web-dir'];
  if (!webDir) {
    console.log('Building the web app into build-bench/ …');
    execFileSync('npx', ['react-router', 'build'], {
      env: { ...process.env, QUADRANT_BUILD_DIR: 'build-bench' },
      stdio: 'ignore',
    });
    webDir = 'build-bench/client';
  }
  // Issue 13's initial-JavaScript goals, read from the very build whose loads are timed below.
  const initialJs = jsSizeReport(path.resolve(webDir), DEFAULT_PAGES).lines;
  for (const line of initialJs) console.log(line);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-board-bench-'));
  const server = await startServer({ port: PORT, webDir: path.resolve(webDir), dataDir });
  let browser: Browser | undefined;
  try {
    const user = await mintUser(server);
    const seedStart = performance.now();
    await seedTasks(server, user, TASKS);
    console.log(`Seeded ${TASKS} tasks through the API in ${Math.round(performance.now() - seedStart)} ms.`);
    await settle();
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });

    // The first load (not counted: it also warms the server's caches and the OS's) finds where
    // the counted ones click.
    let clickAt: Point | null = null;
    const loads: Load[] = [];
    for (let i = 0; i <= Number(values.loads); i++) {
      const { page, load, close } = await openBoard(browser, server.origin, user, { latencyMs, clickAt });
      // A second pull would mean the early one was not used: the split below would be fiction.
      if (load.timing.syncRequests !== 1) {
        throw new Error(
          `Load ${i + 1} pulled the whole workspace ${load.timing.syncRequests} times, not once`,
        );
      }
      if (i === 0) clickAt = await firstNotePoint(page);
      else loads.push(load);
      await close();
    }
    const warm: Load[] = [];
    {
      const { page, reload, close } = await openBoard(browser, server.origin, user, { latencyMs, clickAt });
      await persistedCacheWritten(page, user.id);
      // As a returning person's: the service worker (registered a few seconds after load)
      // answers the reloads' navigations.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      for (let i = 0; i <= Number(values.loads); i++) {
        const load = await reload();
        if (i > 0) warm.push(load);
      }
      await close();
    }
    const { page, close } = await openBoard(browser, server.origin, user);
    const adds = await measureQuickAdd(page, runs);
    const keyMoves = await measureKeyboardMove(page, runs);
    const drags = await measureDrag(page, runs);
    const edits = await measureEdit(page, runs);
    await close();

    const answeredAt = (l: Load) => l.click?.answered ?? Number.NaN;
    const rendered = (s: Sample[]) => median(s.map((x) => x.rendered));
    const frame = (s: Sample[]) => median(s.map((x) => x.frame));
    const dom = (s: Sample[]) => median(s.map((x) => x.dom));
    const p95 = (s: Sample[]) =>
      percentile(
        s.map((x) => x.rendered),
        0.95,
      );
    const interaction = (name: string, input: string, s: Sample[]) => [
      { metric: `${name}: ${input} to paint (median of ${s.length})`, ms: rendered(s), budget: 16 },
      { metric: `  of which ${input} to the next frame's start`, ms: frame(s), budget: null },
      { metric: `  of which ${input} to DOM updated`, ms: dom(s), budget: null },
    ];
    // Issue 13's measure: Event Timing's duration (input to the next paint's presentation), whose
    // entries exist only from 16 ms; an input without one took less, which is within the budget.
    const eventTimingP95 = (s: Sample[]) =>
      percentile(
        s.map((x) => x.eventTiming ?? 0),
        0.95,
      ) || 16;
    const judged = (name: string, input: string, s: Sample[]) => [
      { metric: `p95 ${name}, ${input} to paint`, ms: p95(s), budget: null },
      { metric: `p95 ${name}, Event Timing (16 = at most 16)`, ms: eventTimingP95(s), budget: 16 },
    ];
    const rows: { metric: string; ms: number; budget: number | null }[] = [
      {
        metric: `cold load to a real click answered, ${TASKS} tasks (median of ${loads.length})${latencyMs ? `, +${latencyMs} ms RTT` : ''}`,
        ms: median(loads.map(answeredAt)),
        budget: 700,
      },
      {
        metric: `  navigation start until the workspace request`,
        ms: median(loads.map((l) => l.timing.syncStart)),
        budget: null,
      },
      {
        metric: `  workspace request (server + transfer)`,
        ms: median(loads.map((l) => l.timing.syncEnd - l.timing.syncStart)),
        budget: null,
      },
      {
        metric: `  response to the click answered (parse, render, paint)`,
        ms: median(loads.map((l) => answeredAt(l) - l.timing.syncEnd)),
        budget: null,
      },
      {
        metric: `  the click's wait for the main thread`,
        ms: median(loads.map((l) => (l.click ? l.click.handled - l.click.received : Number.NaN))),
        budget: null,
      },
      {
        metric: `  (earlier measure: cards in the DOM, a frame and a task)`,
        ms: median(loads.map((l) => l.timing.interactive)),
        budget: null,
      },
      {
        metric: `warm reload from the persisted cache to a real click answered, ${TASKS} tasks (median of ${warm.length})${latencyMs ? `, +${latencyMs} ms RTT` : ''}`,
        ms: median(warm.map(answeredAt)),
        budget: 300,
      },
      {
        metric: `  (earlier measure: cards in the DOM, a frame and a task)`,
        ms: median(warm.map((l) => l.timing.interactive)),
        budget: null,
      },
      ...interaction('quick add', 'Enter', adds),
      ...interaction('keyboard move', 'key', keyMoves),
      ...interaction('drag', 'drop', drags),
      ...interaction('edit: rename', 'Enter', edits),
      ...judged('quick add', 'Enter', adds),
      ...judged('keyboard move', 'key', keyMoves),
      ...judged('drag', 'drop', drags),
      ...judged('edit', 'Enter', edits),
    ];
    console.log(
      "\nSigned in with a token minted by the server's own signing key (no identity-provider pages).\n",
    );
    for (const r of rows)
      console.log(
        `${r.metric.padEnd(58)} ${r.ms.toFixed(1).padStart(8)} ms` +
          (r.budget === null ? '' : `   budget ${r.budget} ms ${r.ms <= r.budget ? 'OK' : 'OVER'}`),
      );
    console.log(
      '\n"To paint" ends when the frame that shows the change has rendered on the main thread;\n' +
        "Event Timing's duration goes on to that frame's presentation (Chromium rounds it to 8 ms and\n" +
        'reports none under 16 ms). Inputs over 16 ms by Event Timing:',
    );
    for (const [name, s] of [
      ['quick add', adds],
      ['keyboard move', keyMoves],
      ['drag', drags],
      ['edit', edits],
    ] as const) {
      const over = s.flatMap((x) => (x.eventTiming !== null && x.eventTiming > 16 ? [x.eventTiming] : []));
      console.log(
        `  ${name.padEnd(14)} ${over.length} of ${s.length}` +
          (over.length ? ` (largest ${Math.max(...over)} ms)` : ''),
      );
    }
    const out = path.join('bench', 'results', `board-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        { tasks: TASKS, initialJs, rows, samples: { loads, adds, keyMoves, drags, edits } },
        null,
        2,
      ),
    );
    console.log(`\nWritten to ${out}`);
  } finally {
    await browser?.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
