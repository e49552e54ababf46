/**
 * The job runner: one per process, started with the server. It polls the job table every
 * `pollMs` (with jitter, so N processes spread out), claims due jobs under a lease for its free
 * slots (`concurrency`, refilled as jobs finish, so a slow job holds no other back), runs each
 * through its kind's handler and records the outcome. Rules:
 * - handlers must be idempotent: a process that dies mid-job leaves a lease that runs out, and
 *   the job is run again elsewhere; it is completed exactly once (jobs.repo.ts);
 * - a failed attempt is retried after an exponential backoff, up to the job's max attempts; then
 *   the job is marked failed and logged with its kind, id and error, never its payload;
 * - a recurring kind keeps one row under a fixed key, moved to its next run when it completes,
 *   so N processes neither multiply nor skip it;
 * - stopping stops claiming and waits (a bounded while) for the running batch; whatever is still
 *   running then keeps its lease, which runs out, and the job is run again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import {
  claimDue,
  completeJob,
  failJob,
  recurringKey,
  rescheduleJob,
  retryJob,
  scheduleOnce,
  type ClaimedJob,
} from './jobs.repo.ts';
import { isJobKind, JOB_KINDS, type JobKind, type JobPayload } from './kinds.ts';

export interface JobContext {
  db: Database;
  /** The runner's clock when the attempt started (injected in tests). */
  now: number;
  /** 1 on the first attempt. */
  attempt: number;
  jobId: string;
  log: FastifyBaseLogger;
}

export type JobHandler<K extends JobKind> = (payload: JobPayload<K>, ctx: JobContext) => Promise<void>;
/** One handler per kind: a kind added to JOB_KINDS without one does not type-check. */
export type JobHandlers = { [K in JobKind]: JobHandler<K> };

export interface RunnerOptions {
  db: Database;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  /** Kinds that run on their own every so many ms (one job per kind across all processes). */
  recurring?: Partial<Record<JobKind, number>>;
  pollMs?: number;
  /** Jobs claimed (and run at once) per poll. */
  concurrency?: number;
  /** How long a claim lasts before another process may take the job over. */
  leaseMs?: number;
  /** Delay before retry n is base·2^(n-1), capped. */
  backoff?: { baseMs: number; maxMs: number };
  /** How long `stop()` waits for the running batch. */
  stopGraceMs?: number;
  now?: () => number;
}

const DEFAULTS = {
  pollMs: 1000,
  concurrency: 8,
  leaseMs: 60_000,
  backoff: { baseMs: 10_000, maxMs: 60 * 60_000 },
  stopGraceMs: 10_000,
};

/** A recurring kind's first run comes at most this long after the first process starts. */
const FIRST_RECURRING_RUN_MS = 60_000;

export function backoffDelay(attempt: number, backoff: { baseMs: number; maxMs: number }): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
}

/** What is kept of an error: its name and message, bounded; never the payload or a stack. */
function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : 'non-error thrown';
  return text.slice(0, 500);
}

export class JobRunner {
  readonly #o: Required<Omit<RunnerOptions, 'recurring'>> & { recurring: Partial<Record<JobKind, number>> };
  #timer: NodeJS.Timeout | undefined;
  #pass: Promise<void> | undefined;
  /** Jobs running now; a poll claims only as many as there are free slots. */
  readonly #running = new Set<Promise<void>>();
  #stopped = true;
  #recurringReady = false;
  /** A poll is running now; a poke meanwhile asks for another right after it. */
  #polling = false;
  #poked = false;

  constructor(options: RunnerOptions) {
    this.#o = { ...DEFAULTS, now: Date.now, recurring: {}, ...options };
  }

  /** Starts polling (the first poll comes at once). */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#next(0);
  }

  /** Work was just scheduled (a mail queued): poll now instead of at the next period. */
  poke(): void {
    if (this.#stopped) return;
    if (this.#polling) {
      this.#poked = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#next(0);
  }

  /** Stops claiming; waits up to the grace period for jobs already running. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    let timeout: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, this.#o.stopGraceMs);
    });
    await Promise.race([Promise.all([this.#pass, ...this.#running]), grace]);
    clearTimeout(timeout);
  }

  /** Ensures each recurring kind has its one job (idempotent across processes). */
  async ensureRecurring(): Promise<void> {
    const now = this.#o.now();
    for (const [kind, every] of Object.entries(this.#o.recurring)) {
      if (!isJobKind(kind) || every === undefined) continue;
      await scheduleOnce(
        this.#o.db,
        { kind, key: recurringKey(kind), runAt: now + Math.min(every, FIRST_RECURRING_RUN_MS), payload: {} },
        now,
      );
    }
    this.#recurringReady = true;
  }

  /** Claims one batch of due jobs and runs it; returns how many were claimed. */
  async tick(): Promise<number> {
    const jobs = await claimDue(this.#o.db, {
      now: this.#o.now(),
      limit: this.#o.concurrency,
      leaseMs: this.#o.leaseMs,
    });
    await Promise.all(jobs.map((job) => this.#run(job)));
    return jobs.length;
  }

  /** Ticks until nothing is due (tests and benchmarks); returns how many jobs were claimed. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.tick();
      total += n;
      if (n === 0) return total;
    }
  }

  #next(delay: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#pass = this.#poll();
    }, delay);
    this.#timer.unref();
  }

  async #poll(): Promise<void> {
    this.#polling = true;
    try {
      if (!this.#recurringReady) await this.ensureRecurring();
      // Slots are refilled as jobs finish, so one slow job never holds the others back; while
      // every claim fills the free slots, more may be due: claim again rather than wait a poll.
      while (!this.#stopped) {
        const free = this.#o.concurrency - this.#running.size;
        if (free === 0) {
          await Promise.race(this.#running);
          continue;
        }
        const jobs = await claimDue(this.#o.db, {
          now: this.#o.now(),
          limit: free,
          leaseMs: this.#o.leaseMs,
        });
        for (const job of jobs) {
          const running: Promise<void> = this.#run(job).finally(() => this.#running.delete(running));
          this.#running.add(running);
        }
        if (jobs.length < free) break;
      }
    } catch (err) {
      this.#o.log.warn({ err }, 'job poll failed; trying again at the next poll');
    }
    this.#polling = false;
    const jitter = 0.8 + Math.random() * 0.4;
    this.#next(this.#poked ? 0 : Math.round(this.#o.pollMs * jitter));
    this.#poked = false;
  }

  /** Never throws: an outcome that cannot be recorded leaves the lease to run out. */
  async #run(job: ClaimedJob): Promise<void> {
    try {
      await this.#attempt(job);
    } catch (err) {
      this.#o.log.warn(
        { err, jobId: job.id, kind: job.kind },
        "could not record a job's outcome; it runs again when its lease ends",
      );
    }
  }

  async #attempt(job: ClaimedJob): Promise<void> {
    const { db, log } = this.#o;
    const started = this.#o.now();
    try {
      await this.#handle(job, started);
    } catch (err) {
      await this.#failed(job, err);
      return;
    }
    const now = this.#o.now();
    const every =
      isJobKind(job.kind) && job.key === recurringKey(job.kind) ? this.#o.recurring[job.kind] : undefined;
    const done =
      every === undefined ? await completeJob(db, job) : await rescheduleJob(db, job, now + every, now);
    if (!done) log.warn({ jobId: job.id, kind: job.kind }, 'job finished after losing its lease');
  }

  async #handle(job: ClaimedJob, now: number): Promise<void> {
    if (!isJobKind(job.kind)) throw new UnrunnableJob(`unknown job kind ${job.kind}`);
    const parsed = JOB_KINDS[job.kind].safeParse(JSON.parse(job.payload));
    if (!parsed.success) throw new UnrunnableJob(`invalid payload for ${job.kind}`);
    const handler = this.#o.handlers[job.kind] as JobHandler<JobKind>;
    await handler(parsed.data, {
      db: this.#o.db,
      now,
      attempt: job.attempts,
      jobId: job.id,
      log: this.#o.log,
    });
  }

  async #failed(job: ClaimedJob, err: unknown): Promise<void> {
    const { db, log } = this.#o;
    const now = this.#o.now();
    const error = errorText(err);
    const last = err instanceof UnrunnableJob || job.attempts >= job.maxAttempts;
    if (!last) {
      const retryAt = now + backoffDelay(job.attempts, this.#o.backoff);
      await retryJob(db, job, retryAt, error, now);
      log.warn(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, retryAt, error },
        'job failed; will retry',
      );
      return;
    }
    const every =
      isJobKind(job.kind) && job.key === recurringKey(job.kind) ? this.#o.recurring[job.kind] : undefined;
    // A recurring job gives up on this run only: it must come back next period.
    if (every !== undefined) await rescheduleJob(db, job, now + every, now);
    else await failJob(db, job, error, now);
    log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, error }, 'job failed for good');
  }
}

/** A job no attempt can help (unknown kind, payload its schema refuses): failed at once. */
class UnrunnableJob extends Error {
  override name = 'UnrunnableJob';
}
