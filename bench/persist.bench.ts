/**
 * The persisted workspace's save (ADR 0046): how long the main thread is held at once while a
 * 5,000-task workspace is written for IndexedDB, whole (one JSON.stringify, as before) and a slice
 * at a time (what the board runs, one slice per idle moment).
 *   npx node bench/persist.bench.ts [--tasks 5000] [--runs 15]
 * Runs in Node on the web app's own code (the same V8 as Chromium's, without the browser): the
 * figure is the longest stretch between two pauses, which is how long an input that arrives during
 * a save may wait for it. The IndexedDB write itself is not included. Medians of --runs.
 */
import { parseArgs } from 'node:util';
import { median } from './api-load.ts';
import {
  serializeClient,
  serializeClientInSlices,
  SLICE_SIZE,
} from '../src/web/features/workspace/persisted-cache.ts';
import {
  makeChanges,
  makeChecklistItem,
  makePersistedClient,
  makeTask,
  testId,
} from '../src/web/features/workspace/testing/fixtures.ts';
import {
  applyChanges,
  EMPTY_WORKSPACE,
  type WorkspaceState,
} from '../src/web/features/workspace/workspace-state.ts';

const { values } = parseArgs({
  options: { tasks: { type: 'string', default: '5000' }, runs: { type: 'string', default: '15' } },
});
const TASKS = Number(values.tasks);
const RUNS = Number(values.runs);

/** A workspace as the board bench seeds it: titles, a date on two tasks in three, some checklists. */
function workspace(): WorkspaceState {
  const tasks = Array.from({ length: TASKS }, (_, n) =>
    makeTask({
      id: testId(n + 1),
      title: `Benchmark task ${n + 1} with a title of ordinary length`,
      quadrant: ((n % 4) + 1) as 1 | 2 | 3 | 4,
      dueDate: n % 3 === 0 ? null : '2026-12-24',
      description: n % 10 === 0 ? '<p>Notes for this task, a sentence or two long.</p>' : '',
    }),
  );
  const checklistItems = Array.from({ length: Math.floor(TASKS / 5) }, (_, n) =>
    makeChecklistItem({ id: testId(1_000_000 + n), taskId: testId(n * 5 + 1) }),
  );
  return applyChanges(EMPTY_WORKSPACE, makeChanges({ version: 1, full: true, tasks, checklistItems }));
}

async function main(): Promise<void> {
  const client = makePersistedClient(workspace(), 'bench', Date.now());
  const whole: number[] = [];
  const longest: number[] = [];
  const total: number[] = [];
  let bytes = 0;
  for (let run = 0; run <= RUNS; run++) {
    let start = performance.now();
    bytes = serializeClient(client).length;
    const wholeMs = performance.now() - start;

    let stretch = 0;
    let busy = 0;
    let resumed = performance.now();
    start = resumed;
    await serializeClientInSlices(client, async () => {
      const held = performance.now() - resumed;
      stretch = Math.max(stretch, held);
      busy += held;
      await new Promise((resolve) => setImmediate(resolve));
      resumed = performance.now();
    });
    const last = performance.now() - resumed;
    stretch = Math.max(stretch, last);
    busy += last;
    // The first run compiles and warms up: not counted.
    if (run === 0) continue;
    whole.push(wholeMs);
    longest.push(stretch);
    total.push(busy);
  }
  console.log(
    `Persisted workspace save: ${TASKS} tasks, ${Math.floor(TASKS / 5)} checklist items, ${(bytes / 1024).toFixed(0)} KB of JSON; Node ${process.version}; medians of ${RUNS}`,
  );
  console.log(`  whole (one JSON.stringify):              ${median(whole).toFixed(1)} ms held at once`);
  console.log(
    `  in slices of ${SLICE_SIZE} (the board's save):       ${median(longest).toFixed(1)} ms held at most at once, ${median(total).toFixed(1)} ms in all`,
  );
}

await main();
