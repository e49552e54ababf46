import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test projects. The server suite runs twice, once per database, from the same files:
 * `server-sqlite` always, `server-postgres` against TEST_DATABASE_URL (scripts/test.ts decides
 * whether it is mandatory). Browser journeys are Playwright's (e2e/), not Vitest's.
 */
const serverTests = ['src/server/**/*.test.ts'];
/** `*.pg.test.ts`: only meaningful on PostgreSQL (e.g. several processes on one database). */

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The server
    // suites wait on SQLite files, PostgreSQL and sockets more than they compute, so at least two
    // overlap well: on this project's 2-core CI machine the Vitest step fell from 10 min to under 5
    // (2026-12-07), with the same results. Larger machines keep Vitest's own default.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', environment: 'node', include: ['src/shared/**/*.test.ts'] } },
      // The build and tooling scripts (favicon, build-output patchers), and the benchmarks' own tools.
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server-sqlite',
          environment: 'node',
          include: serverTests,
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'sqlite' },
          // Modules shared across files: a fresh import per file cost more than the tests
          // themselves. (The web project's jsdom files do not survive sharing: 9–11 failed, a
          // different set each run, so they keep their isolation.)
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: serverTests,
          env: { TEST_DB: 'postgres' },
          // As server-sqlite: the project took 250 s with a fresh import per file, 122 s without
          // (2026-12-08, 133 files, all passing both ways).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // A guard against hangs, not a speed check: jsdom journeys through the sheet take 2–6 s
          // on a busy 2-core machine, and Vitest's 5 s default failed them there.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
