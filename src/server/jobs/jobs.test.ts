/**
 * The job system on the database the project runs on (TEST_DB): claims are exclusive across
 * runners on separate connections (separate pools on PostgreSQL), a job is done exactly once even
 * when its first runner dies mid-job, failures back off and then fail for good, and a recurring
 * job stays one job however many processes start it. The clock is injected: nothing sleeps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { testDatabaseKind } from '../test/helpers.ts';
import { cancel, claimDue, recurringKey, schedule } from './jobs.repo.ts';
import { capturingLogger, sharedDatabase, type LogEntry, type SharedDatabase } from './jobs.test-support.ts';
import { JobRunner, type JobHandlers, type RunnerOptions } from './runner.ts';

const T0 = Date.UTC(2026, 0, 1);
let clock = T0;
let shared: SharedDatabase;
let a: DatabaseHandle;
let b: DatabaseHandle;
let entries: LogEntry[];

beforeEach(async () => {
  clock = T0;
  shared = await sharedDatabase(testDatabaseKind());
  a = await shared.open();
  b = await shared.open();
});
afterEach(async () => {
  await shared.close();
});

const noop = async () => {};
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
    'accounts.inactivity-warning': ({ userId }) => run(userId, runner),
    'jobs.reap': () => run('reap', runner),
    'billing.period-end': noop,
    'reminders.fire': noop,
    'reminders.purge-deliveries': noop,
  };
}

function runner(
  handle: DatabaseHandle,
  name: string,
  run: (job: string, runner: string) => Promise<void>,
  options: Partial<RunnerOptions> = {},
): JobRunner {
  const captured = capturingLogger();
  entries = captured.entries;
  return new JobRunner({
    db: handle.db,
    handlers: handlers(run, name),
    log: captured.log,
    now: () => clock,
    leaseMs: 60_000,
    backoff: { baseMs: 1000, maxMs: 60_000 },
    ...options,
  });
}

async function scheduleMany(n: number, runAt = clock): Promise<void> {
  for (let i = 0; i < n; i++)
    await schedule(
      a.db,
      { kind: 'accounts.inactivity-warning', runAt, payload: { userId: `job-${i}` } },
      clock,
    );
}

async function jobRows(handle: DatabaseHandle) {
  return handle.db.selectFrom('jobs').selectAll().orderBy('runAt').execute();
}

describe('claiming', () => {
  it('gives a due job to exactly one of two runners', async () => {
    const ran: string[] = [];
    const count = async (_job: string, r: string) => void ran.push(r);
    await scheduleMany(1);
    const claimed = await Promise.all([runner(a, 'A', count).tick(), runner(b, 'B', count).tick()]);
    expect(claimed.sort()).toEqual([0, 1]);
    expect(ran).toHaveLength(1);
    expect(await jobRows(a)).toEqual([]);
  });

  it('runs nothing before its time', async () => {
    const ran: string[] = [];
    await scheduleMany(1, clock + 1000);
    const r = runner(a, 'A', async (job) => void ran.push(job));
    expect(await r.tick()).toBe(0);
    clock += 1000;
    expect(await r.tick()).toBe(1);
    expect(ran).toEqual(['job-0']);
  });

  it('does 200 jobs due at once exactly once each, with two runners on separate connections', async () => {
    const done = new Map<string, number>();
    const byRunner = { A: 0, B: 0 };
    const count = async (job: string, r: string) => {
      done.set(job, (done.get(job) ?? 0) + 1);
      byRunner[r as 'A' | 'B'] += 1;
      // Let the other runner's statements interleave with this one's work.
      await new Promise((resolve) => setImmediate(resolve));
    };
    await scheduleMany(200);
    const claimed = await Promise.all([runner(a, 'A', count).drain(), runner(b, 'B', count).drain()]);
    expect(claimed[0] + claimed[1]).toBe(200);
    expect(done.size).toBe(200);
    expect([...done.values()].every((n) => n === 1)).toBe(true);
    expect(byRunner.A + byRunner.B).toBe(200);
    expect(await jobRows(a)).toEqual([]);
  });
});

describe('a runner that dies mid-job', () => {
  it('leaves a lease that runs out; another runner then does the job, exactly once', async () => {
    let release: () => void = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const effects: string[] = [];
    await scheduleMany(1);
    const dying = runner(a, 'A', () => hung);
    const dyingLog = entries;
    const dyingTick = dying.tick();
    await vi.waitFor(async () => expect((await jobRows(b))[0]?.leaseToken).toEqual(expect.any(String)));

    const survivor = runner(b, 'B', async (job, r) => void effects.push(`${job}@${r}`), { leaseMs: 60_000 });
    expect(await survivor.tick()).toBe(0); // the lease still holds
    clock += 60_000;
    expect(await survivor.tick()).toBe(1);
    expect(effects).toEqual(['job-0@B']);
    expect(await jobRows(b)).toEqual([]);

    // The first runner was only frozen: when it finishes, its completion no longer counts.
    release();
    await dyingTick;
    expect(dyingLog.map((e) => e.msg)).toContain('job finished after losing its lease');
    expect(await jobRows(a)).toEqual([]);
    expect(await survivor.drain()).toBe(0);
    expect(effects).toEqual(['job-0@B']);
  });

  it('is not run again once its max attempts are spent: the reaper marks it failed', async () => {
    await schedule(
      a.db,
      { kind: 'accounts.inactivity-warning', runAt: clock, payload: { userId: 'x' }, maxAttempts: 1 },
      clock,
    );
    const [claimed] = await claimDue(a.db, { now: clock, limit: 10, leaseMs: 1000 });
    expect(claimed?.attempts).toBe(1);
    clock += 1000;
    const reaper = runner(b, 'B', noop);
    expect(await reaper.tick()).toBe(0);
    const { reapAbandoned } = await import('./jobs.repo.ts');
    expect(await reapAbandoned(b.db, clock)).toBe(1);
    expect((await jobRows(b)).map((j) => [j.status, j.lastError])).toEqual([
      ['failed', 'lease expired on the last attempt'],
    ]);
  });
});

describe('failures', () => {
  it('are retried with exponential backoff, then the job fails for good and is logged without its payload', async () => {
    const attempts: number[] = [];
    const r = runner(a, 'A', async () => {
      attempts.push(clock);
      throw new Error('mail server said no');
    });
    await schedule(
      a.db,
      {
        kind: 'accounts.inactivity-warning',
        runAt: clock,
        payload: { userId: 'payload-marker' },
        maxAttempts: 3,
      },
      clock,
    );
    expect(await r.tick()).toBe(1); // attempt 1 fails: next in 1 s
    clock += 999;
    expect(await r.tick()).toBe(0);
    clock += 1;
    expect(await r.tick()).toBe(1); // attempt 2 fails: next in 2 s
    clock += 1999;
    expect(await r.tick()).toBe(0);
    clock += 1;
    expect(await r.tick()).toBe(1); // attempt 3, the last
    clock += 60 * 60_000;
    expect(await r.tick()).toBe(0);
    expect(attempts).toEqual([T0, T0 + 1000, T0 + 3000]);

    const [job] = await jobRows(a);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: mail server said no' });
    const failure = entries.find((e) => e.msg === 'job failed for good');
    expect(failure).toMatchObject({ kind: 'accounts.inactivity-warning', attempts: 3 });
    expect(JSON.stringify(entries)).not.toContain('payload-marker');
  });

  it('that pass on a retry leave the job done once', async () => {
    let calls = 0;
    const r = runner(a, 'A', async () => {
      calls += 1;
      if (calls === 1) throw new Error('transient');
    });
    await scheduleMany(1);
    await r.tick();
    clock += 1000;
    await r.tick();
    expect(calls).toBe(2);
    expect(await jobRows(a)).toEqual([]);
  });

  it('of a payload the kind refuses fail at once, without retries', async () => {
    await a.db
      .insertInto('jobs')
      .values({
        id: 'bad',
        kind: 'accounts.inactivity-warning',
        key: null,
        payload: '{"user":1}',
        runAt: clock,
        availableAt: clock,
        leaseToken: null,
        maxAttempts: 5,
        lastError: null,
        createdAt: clock,
        updatedAt: clock,
      })
      .execute();
    const ran: string[] = [];
    expect(await runner(a, 'A', async (job) => void ran.push(job)).tick()).toBe(1);
    expect(ran).toEqual([]);
    expect((await jobRows(a)).map((j) => j.status)).toEqual(['failed']);
  });
});

describe('keys', () => {
  it('make scheduling again replace the job rather than add one', async () => {
    const job = { kind: 'accounts.inactivity-warning', key: 'reminder:t1' } as const;
    await schedule(a.db, { ...job, runAt: clock + 10_000, payload: { userId: 'first' } }, clock);
    await schedule(b.db, { ...job, runAt: clock + 20_000, payload: { userId: 'second' } }, clock);
    const rows = await jobRows(a);
    expect(rows.map((j) => [j.runAt, JSON.parse(j.payload) as unknown])).toEqual([
      [clock + 20_000, { userId: 'second' }],
    ]);
    await cancel(a.db, 'reminder:t1');
    expect(await jobRows(a)).toEqual([]);
  });

  it('void the lease of a job replaced while it runs: the new one still runs', async () => {
    const ran: string[] = [];
    const job = { kind: 'accounts.inactivity-warning', key: 'reminder:t2' } as const;
    await schedule(a.db, { ...job, runAt: clock, payload: { userId: 'old' } }, clock);
    const r = runner(a, 'A', async (name) => {
      ran.push(name);
      if (name === 'old')
        await schedule(b.db, { ...job, runAt: clock + 5000, payload: { userId: 'new' } }, clock);
    });
    await r.tick();
    expect((await jobRows(a)).map((j): unknown => JSON.parse(j.payload))).toEqual([{ userId: 'new' }]);
    expect(entries.some((e) => e.msg === 'job finished after losing its lease')).toBe(true);
    clock += 5000;
    await r.tick();
    expect(ran).toEqual(['old', 'new']);
  });

  it('schedule a job inside a write transaction only if it commits', async () => {
    await expect(
      a.db.transaction().execute(async (trx) => {
        await schedule(trx, { kind: 'jobs.reap', runAt: clock, payload: {} }, clock);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await a.db
      .transaction()
      .execute((trx) => schedule(trx, { kind: 'jobs.reap', runAt: clock, payload: {} }, clock));
    expect((await jobRows(a)).map((j) => j.kind)).toEqual(['jobs.reap']);
  });
});

describe('recurring jobs', () => {
  it('stay one job however many runners start them, and run once per period', async () => {
    const ran: string[] = [];
    const c = await shared.open();
    const runners = [a, b, c].map((h, i) =>
      runner(h, `R${i}`, async (_job, r) => void ran.push(r), { recurring: { 'jobs.reap': 10_000 } }),
    );
    await Promise.all(runners.map((r) => r.ensureRecurring()));
    await Promise.all(runners.map((r) => r.ensureRecurring()));
    expect((await jobRows(a)).map((j) => [j.key, j.runAt])).toEqual([
      [recurringKey('jobs.reap'), T0 + 10_000],
    ]);

    for (let period = 1; period <= 3; period++) {
      clock = T0 + period * 10_000;
      await Promise.all(runners.map((r) => r.tick()));
      await Promise.all(runners.map((r) => r.tick()));
    }
    expect(ran).toHaveLength(3);
    expect((await jobRows(a)).map((j) => [j.runAt, j.attempts])).toEqual([[T0 + 40_000, 0]]);
  });

  it('come back next period even when a run fails for good', async () => {
    let calls = 0;
    const r = runner(
      a,
      'A',
      async () => {
        calls += 1;
        throw new Error('disk full');
      },
      { recurring: { 'jobs.reap': 10_000 } },
    );
    await r.ensureRecurring();
    await a.db.updateTable('jobs').set({ maxAttempts: 1 }).execute();
    clock += 10_000;
    expect(await r.tick()).toBe(1);
    expect((await jobRows(a)).map((j) => [j.status, j.runAt])).toEqual([['pending', T0 + 20_000]]);
    clock += 10_000;
    expect(await r.tick()).toBe(1);
    expect(calls).toBe(2);
  });
});

describe('a started runner', () => {
  it('polls by itself, and stops cleanly', async () => {
    const ran: string[] = [];
    const r = runner(a, 'A', async (job) => void ran.push(job), { pollMs: 10 });
    await scheduleMany(3);
    r.start();
    await vi.waitFor(() => expect(ran).toHaveLength(3));
    await r.stop();
    await scheduleMany(1);
    expect(await jobRows(a)).toHaveLength(1);
  });
});

describe('a slow job', () => {
  it('holds no other back: its slot stays busy, the others are claimed and done', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ran: string[] = [];
    const r = runner(
      a,
      'A',
      async (job) => {
        if (job === 'job-0') await slow;
        ran.push(job);
      },
      { pollMs: 10, concurrency: 2 },
    );
    await scheduleMany(1);
    r.start();
    await vi.waitFor(async () => expect((await jobRows(a))[0]?.leaseToken).toEqual(expect.any(String)));
    await schedule(
      a.db,
      { kind: 'accounts.inactivity-warning', runAt: clock, payload: { userId: 'job-1' } },
      clock,
    );
    await schedule(
      a.db,
      { kind: 'accounts.inactivity-warning', runAt: clock, payload: { userId: 'job-2' } },
      clock,
    );
    await vi.waitFor(() => expect(ran).toEqual(['job-1', 'job-2']));
    release();
    await vi.waitFor(() => expect(ran).toHaveLength(3));
    await r.stop();
    expect(await jobRows(a)).toEqual([]);
  });
});
