/**
 * The job tests' world, fresh for each test: two handles on one database (two "processes"), a
 * clock that moves only when a test moves it (nothing sleeps), and runners on either handle whose
 * log entries a test can read.
 */
import type { Selectable } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import type { JobsTable } from '../db/schema.ts';
import { testDatabaseKind } from '../test/helpers.ts';
import { schedule } from './jobs.repo.ts';
import { capturingLogger, sharedDatabase, type LogEntry, type SharedDatabase } from './jobs.test-support.ts';
import { JobRunner, type JobHandlers, type RunnerOptions } from './runner.ts';

export const T0 = Date.UTC(2026, 0, 1);

export const noop = async () => {};

/** Handlers that do nothing, but for the kind a test drives (its payload names the job). */
function handlers(run: (name: string, runner: string) => Promise<void>, runner: string): JobHandlers {
  return {
    'sync.purge-tombstones': noop,
    'sync.purge-mutations': noop,
    'accounts.purge-deleted': noop,
    'accounts.purge-inactive': noop,
    'exports.build': noop,
    'exports.mail-ready': noop,
    'exports.expire': noop,
    'move-ins.import': noop,
    'move-ins.expire': noop,
    'accounts.inactivity-warning': ({ userId }) => run(userId, runner),
    'jobs.reap': () => run('reap', runner),
    'billing.period-end': noop,
    'reminders.fire': noop,
    'reminders.purge-deliveries': noop,
    'activity.purge': noop,
    'mail.send': noop,
  };
}

export interface JobsWorld {
  /** Now, for every runner of the world: a test moves it by assigning. */
  clock: number;
  readonly shared: SharedDatabase;
  readonly a: DatabaseHandle;
  readonly b: DatabaseHandle;
  /** What the last runner made has logged. */
  entries: LogEntry[];
  runner(
    handle: DatabaseHandle,
    name: string,
    run: (job: string, runner: string) => Promise<void>,
    options?: Partial<RunnerOptions>,
  ): JobRunner;
  /** `n` inactivity warnings (payloads `job-0`…), due at `runAt`. */
  scheduleMany(n: number, runAt?: number): Promise<void>;
  jobRows(handle: DatabaseHandle): Promise<Selectable<JobsTable>[]>;
}

/** The world of the calling test file; its database opens before each test and goes after it. */
export function jobsWorld(): JobsWorld {
  let open: { shared: SharedDatabase; a: DatabaseHandle; b: DatabaseHandle } | null = null;
  const ready = () => {
    if (!open)
      throw new Error('The job tests use their database inside a test, once beforeEach has opened it');
    return open;
  };
  const world: JobsWorld = {
    clock: T0,
    entries: [],
    get shared() {
      return ready().shared;
    },
    get a() {
      return ready().a;
    },
    get b() {
      return ready().b;
    },
    runner(handle, name, run, options = {}) {
      const captured = capturingLogger();
      world.entries = captured.entries;
      return new JobRunner({
        db: handle.db,
        handlers: handlers(run, name),
        log: captured.log,
        now: () => world.clock,
        leaseMs: 60_000,
        backoff: { baseMs: 1000, maxMs: 60_000 },
        ...options,
      });
    },
    async scheduleMany(n, runAt = world.clock) {
      for (let i = 0; i < n; i++)
        await schedule(
          world.a.db,
          { kind: 'accounts.inactivity-warning', runAt, payload: { userId: `job-${i}` } },
          world.clock,
        );
    },
    jobRows(handle) {
      return handle.db.selectFrom('jobs').selectAll().orderBy('runAt').execute();
    },
  };
  beforeEach(async () => {
    world.clock = T0;
    const shared = await sharedDatabase(testDatabaseKind());
    open = { shared, a: await shared.open(), b: await shared.open() };
  });
  afterEach(async () => {
    await open?.shared.close();
    open = null;
  });
  return world;
}
