/**
 * The job system on the database the project runs on (TEST_DB): claims are exclusive across
 * runners on separate connections (separate pools on PostgreSQL), a job is done exactly once even
 * when its first runner dies mid-job, and failures back off and then fail for good. Keys,
 * recurring jobs and the runner's own loop: jobs-scheduling.test.ts. The clock is injected:
 * nothing sleeps.
 */
import { describe, expect, it, vi } from 'vitest';
import { claimDue, schedule } from './jobs.repo.ts';
import { jobsWorld, noop, T0 } from './jobs-world.test-support.ts';

const w = jobsWorld();

describe('claiming', () => {
  it('gives a due job to exactly one of two runners', async () => {
    const ran: string[] = [];
    const count = async (_job: string, r: string) => void ran.push(r);
    await w.scheduleMany(1);
    const claimed = await Promise.all([w.runner(w.a, 'A', count).tick(), w.runner(w.b, 'B', count).tick()]);
    expect(claimed.sort()).toEqual([0, 1]);
    expect(ran).toHaveLength(1);
    expect(await w.jobRows(w.a)).toEqual([]);
  });

  it('runs nothing before its time', async () => {
    const ran: string[] = [];
    await w.scheduleMany(1, w.clock + 1000);
    const r = w.runner(w.a, 'A', async (job) => void ran.push(job));
    expect(await r.tick()).toBe(0);
    w.clock += 1000;
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
    await w.scheduleMany(200);
    const claimed = await Promise.all([w.runner(w.a, 'A', count).drain(), w.runner(w.b, 'B', count).drain()]);
    expect(claimed[0] + claimed[1]).toBe(200);
    expect(done.size).toBe(200);
    expect([...done.values()].every((n) => n === 1)).toBe(true);
    expect(byRunner.A + byRunner.B).toBe(200);
    expect(await w.jobRows(w.a)).toEqual([]);
  });
});

describe('a runner that dies mid-job', () => {
  it('leaves a lease that runs out; another runner then does the job, exactly once', async () => {
    const { promise: hung, resolve: release } = Promise.withResolvers<void>();
    const effects: string[] = [];
    await w.scheduleMany(1);
    const dying = w.runner(w.a, 'A', () => hung);
    const dyingLog = w.entries;
    const dyingTick = dying.tick();
    await vi.waitFor(async () => expect((await w.jobRows(w.b))[0]?.leaseToken).toEqual(expect.any(String)));

    const survivor = w.runner(w.b, 'B', async (job, r) => void effects.push(`${job}@${r}`), {
      leaseMs: 60_000,
    });
    expect(await survivor.tick()).toBe(0); // the lease still holds
    w.clock += 60_000;
    expect(await survivor.tick()).toBe(1);
    expect(effects).toEqual(['job-0@B']);
    expect(await w.jobRows(w.b)).toEqual([]);

    // The first runner was only frozen: when it finishes, its completion no longer counts.
    release();
    await dyingTick;
    expect(dyingLog.map((e) => e.msg)).toContain('job finished after losing its lease');
    expect(await w.jobRows(w.a)).toEqual([]);
    expect(await survivor.drain()).toBe(0);
    expect(effects).toEqual(['job-0@B']);
  });

  it('is not run again once its max attempts are spent: the reaper marks it failed', async () => {
    await schedule(
      w.a.db,
      { kind: 'accounts.inactivity-warning', runAt: w.clock, payload: { userId: 'x' }, maxAttempts: 1 },
      w.clock,
    );
    const [claimed] = await claimDue(w.a.db, { now: w.clock, limit: 10, leaseMs: 1000 });
    expect(claimed?.attempts).toBe(1);
    w.clock += 1000;
    const reaper = w.runner(w.b, 'B', noop);
    expect(await reaper.tick()).toBe(0);
    const { reapAbandoned } = await import('./jobs.repo.ts');
    expect(await reapAbandoned(w.b.db, w.clock)).toBe(1);
    expect((await w.jobRows(w.b)).map((j) => [j.status, j.lastError])).toEqual([
      ['failed', 'lease expired on the last attempt'],
    ]);
  });
});

describe('failures', () => {
  it('are retried with exponential backoff, then the job fails for good and is logged without its payload', async () => {
    const attempts: number[] = [];
    const r = w.runner(w.a, 'A', async () => {
      attempts.push(w.clock);
      throw new Error('mail server said no');
    });
    await schedule(
      w.a.db,
      {
        kind: 'accounts.inactivity-warning',
        runAt: w.clock,
        payload: { userId: 'payload-marker' },
        maxAttempts: 3,
      },
      w.clock,
    );
    expect(await r.tick()).toBe(1); // attempt 1 fails: next in 1 s
    w.clock += 999;
    expect(await r.tick()).toBe(0);
    w.clock += 1;
    expect(await r.tick()).toBe(1); // attempt 2 fails: next in 2 s
    w.clock += 1999;
    expect(await r.tick()).toBe(0);
    w.clock += 1;
    expect(await r.tick()).toBe(1); // attempt 3, the last
    w.clock += 60 * 60_000;
    expect(await r.tick()).toBe(0);
    expect(attempts).toEqual([T0, T0 + 1000, T0 + 3000]);

    const [job] = await w.jobRows(w.a);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: mail server said no' });
    const failure = w.entries.find((e) => e.msg === 'job failed for good');
    expect(failure).toMatchObject({ kind: 'accounts.inactivity-warning', attempts: 3 });
    expect(JSON.stringify(w.entries)).not.toContain('payload-marker');
  });

  it('that pass on a retry leave the job done once', async () => {
    let calls = 0;
    const r = w.runner(w.a, 'A', async () => {
      calls += 1;
      if (calls === 1) throw new Error('transient');
    });
    await w.scheduleMany(1);
    await r.tick();
    w.clock += 1000;
    await r.tick();
    expect(calls).toBe(2);
    expect(await w.jobRows(w.a)).toEqual([]);
  });

  it('of a payload the kind refuses fail at once, without retries', async () => {
    await w.a.db
      .insertInto('jobs')
      .values({
        id: 'bad',
        kind: 'accounts.inactivity-warning',
        key: null,
        payload: '{"user":1}',
        runAt: w.clock,
        availableAt: w.clock,
        leaseToken: null,
        maxAttempts: 5,
        lastError: null,
        createdAt: w.clock,
        updatedAt: w.clock,
      })
      .execute();
    const ran: string[] = [];
    expect(await w.runner(w.a, 'A', async (job) => void ran.push(job)).tick()).toBe(1);
    expect(ran).toEqual([]);
    expect((await w.jobRows(w.a)).map((j) => j.status)).toEqual(['failed']);
  });
});
