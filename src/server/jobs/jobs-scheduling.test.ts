/**
 * Scheduling with the job system on the database the project runs on (TEST_DB): keys replace a
 * job rather than add one, a job joins its write's transaction, a recurring job stays one job
 * however many processes start it, and a started runner polls, stops cleanly and lets no slow job
 * hold the others back. Claims, leases and failures: jobs.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { cancel, recurringKey, schedule } from './jobs.repo.ts';
import { jobsWorld, T0 } from './jobs-world.test-support.ts';

const w = jobsWorld();

describe('keys', () => {
  it('make scheduling again replace the job rather than add one', async () => {
    const job = { kind: 'accounts.inactivity-warning', key: 'reminder:t1' } as const;
    await schedule(w.a.db, { ...job, runAt: w.clock + 10_000, payload: { userId: 'first' } }, w.clock);
    await schedule(w.b.db, { ...job, runAt: w.clock + 20_000, payload: { userId: 'second' } }, w.clock);
    const rows = await w.jobRows(w.a);
    expect(rows.map((j) => [j.runAt, JSON.parse(j.payload) as unknown])).toEqual([
      [w.clock + 20_000, { userId: 'second' }],
    ]);
    await cancel(w.a.db, 'reminder:t1');
    expect(await w.jobRows(w.a)).toEqual([]);
  });

  it('void the lease of a job replaced while it runs: the new one still runs', async () => {
    const ran: string[] = [];
    const job = { kind: 'accounts.inactivity-warning', key: 'reminder:t2' } as const;
    await schedule(w.a.db, { ...job, runAt: w.clock, payload: { userId: 'old' } }, w.clock);
    const r = w.runner(w.a, 'A', async (name) => {
      ran.push(name);
      if (name === 'old')
        await schedule(w.b.db, { ...job, runAt: w.clock + 5000, payload: { userId: 'new' } }, w.clock);
    });
    await r.tick();
    expect((await w.jobRows(w.a)).map((j): unknown => JSON.parse(j.payload))).toEqual([{ userId: 'new' }]);
    expect(w.entries.some((e) => e.msg === 'job finished after losing its lease')).toBe(true);
    w.clock += 5000;
    await r.tick();
    expect(ran).toEqual(['old', 'new']);
  });

  it('schedule a job inside a write transaction only if it commits', async () => {
    await expect(
      w.a.db.transaction().execute(async (trx) => {
        await schedule(trx, { kind: 'jobs.reap', runAt: w.clock, payload: {} }, w.clock);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await w.a.db
      .transaction()
      .execute((trx) => schedule(trx, { kind: 'jobs.reap', runAt: w.clock, payload: {} }, w.clock));
    expect((await w.jobRows(w.a)).map((j) => j.kind)).toEqual(['jobs.reap']);
  });
});

describe('recurring jobs', () => {
  it('stay one job however many runners start them, and run once per period', async () => {
    const ran: string[] = [];
    const c = await w.shared.open();
    const runners = [w.a, w.b, c].map((h, i) =>
      w.runner(h, `R${i}`, async (_job, r) => void ran.push(r), { recurring: { 'jobs.reap': 10_000 } }),
    );
    await Promise.all(runners.map((r) => r.ensureRecurring()));
    await Promise.all(runners.map((r) => r.ensureRecurring()));
    expect((await w.jobRows(w.a)).map((j) => [j.key, j.runAt])).toEqual([
      [recurringKey('jobs.reap'), T0 + 10_000],
    ]);

    for (let period = 1; period <= 3; period++) {
      w.clock = T0 + period * 10_000;
      await Promise.all(runners.map((r) => r.tick()));
      await Promise.all(runners.map((r) => r.tick()));
    }
    expect(ran).toHaveLength(3);
    expect((await w.jobRows(w.a)).map((j) => [j.runAt, j.attempts])).toEqual([[T0 + 40_000, 0]]);
  });

  it('come back next period even when a run fails for good', async () => {
    let calls = 0;
    const r = w.runner(
      w.a,
      'A',
      async () => {
        calls += 1;
        throw new Error('disk full');
      },
      { recurring: { 'jobs.reap': 10_000 } },
    );
    await r.ensureRecurring();
    await w.a.db.updateTable('jobs').set({ maxAttempts: 1 }).execute();
    w.clock += 10_000;
    expect(await r.tick()).toBe(1);
    expect((await w.jobRows(w.a)).map((j) => [j.status, j.runAt])).toEqual([['pending', T0 + 20_000]]);
    w.clock += 10_000;
    expect(await r.tick()).toBe(1);
    expect(calls).toBe(2);
  });
});

describe('a started runner', () => {
  it('polls by itself, and stops cleanly', async () => {
    const ran: string[] = [];
    const r = w.runner(w.a, 'A', async (job) => void ran.push(job), { pollMs: 10 });
    await w.scheduleMany(3);
    r.start();
    await vi.waitFor(() => expect(ran).toHaveLength(3));
    await r.stop();
    await w.scheduleMany(1);
    expect(await w.jobRows(w.a)).toHaveLength(1);
  });
});

describe('a slow job', () => {
  it('holds no other back: its slot stays busy, the others are claimed and done', async () => {
    const { promise: slow, resolve: release } = Promise.withResolvers<void>();
    const ran: string[] = [];
    const r = w.runner(
      w.a,
      'A',
      async (job) => {
        if (job === 'job-0') await slow;
        ran.push(job);
      },
      { pollMs: 10, concurrency: 2 },
    );
    await w.scheduleMany(1);
    r.start();
    await vi.waitFor(async () => expect((await w.jobRows(w.a))[0]?.leaseToken).toEqual(expect.any(String)));
    await schedule(
      w.a.db,
      { kind: 'accounts.inactivity-warning', runAt: w.clock, payload: { userId: 'job-1' } },
      w.clock,
    );
    await schedule(
      w.a.db,
      { kind: 'accounts.inactivity-warning', runAt: w.clock, payload: { userId: 'job-2' } },
      w.clock,
    );
    await vi.waitFor(() => expect(ran).toEqual(['job-1', 'job-2']));
    release();
    await vi.waitFor(() => expect(ran).toHaveLength(3));
    await r.stop();
    expect(await w.jobRows(w.a)).toEqual([]);
  });
});
