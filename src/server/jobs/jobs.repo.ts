/**
 * The job table's SQL. Every statement that changes a claimed job is one conditional statement,
 * so no transaction is held open around work and two processes never wait on each other. Rules:
 * - a claim is a lease: `available_at` moves to the lease's end and a fresh `lease_token` is
 *   written; a lease that runs out makes the job claimable again (its process died);
 * - claiming is atomic: on PostgreSQL the due rows are locked with FOR UPDATE SKIP LOCKED inside
 *   the claiming UPDATE, so concurrent claimers take disjoint rows without waiting; on SQLite the
 *   single UPDATE … RETURNING runs under the database's one write lock;
 * - completing, retrying or failing a job is conditional on still holding its lease, so a job is
 *   done exactly once even if a lease expired and another process claimed it meanwhile;
 * - scheduling under an existing key replaces that job (and voids any lease on it).
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { sqlDialect } from '../db/dialect.ts';
import type { DB } from '../db/schema.ts';
import type { JobKind, JobPayload } from './kinds.ts';

/** A database or a transaction: `schedule()` joins the caller's write. */
export type JobsDb = Kysely<DB> | Transaction<DB>;

export const DEFAULT_MAX_ATTEMPTS = 5;

export interface ScheduleInput<K extends JobKind> {
  kind: K;
  /** Epoch ms; a time in the past means "as soon as possible". */
  runAt: number;
  payload: JobPayload<K>;
  /** Dedupe key: scheduling again under it replaces the pending job instead of adding one. */
  key?: string;
  maxAttempts?: number;
}

function row<K extends JobKind>(job: ScheduleInput<K>, now: number) {
  return {
    id: crypto.randomUUID(),
    kind: job.kind,
    key: job.key ?? null,
    payload: JSON.stringify(job.payload),
    runAt: job.runAt,
    availableAt: job.runAt,
    leaseToken: null,
    attempts: 0,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    status: 'pending',
    lastError: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Schedules a job, inside the caller's transaction when given one (it then exists only if the
 * write commits). With a key, an existing job under it is replaced: its time, payload and attempts
 * are reset, and a process running it loses its lease (its completion no longer counts).
 */
export async function schedule<K extends JobKind>(
  db: JobsDb,
  job: ScheduleInput<K>,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('jobs')
    .values(row(job, now))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        payload: eb.ref('excluded.payload'),
        runAt: eb.ref('excluded.runAt'),
        availableAt: eb.ref('excluded.availableAt'),
        maxAttempts: eb.ref('excluded.maxAttempts'),
        leaseToken: null,
        attempts: 0,
        status: 'pending',
        lastError: null,
        updatedAt: now,
      })),
    )
    .execute();
}

/** Schedules a keyed job unless one already exists under its key (N processes, one job). */
export async function scheduleOnce<K extends JobKind>(
  db: JobsDb,
  job: ScheduleInput<K> & { key: string },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('jobs')
    .values(row(job, now))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Removes the job under a key, if any (a reminder turned off). A running one is not stopped. */
export async function cancel(db: JobsDb, key: string): Promise<void> {
  await db.deleteFrom('jobs').where('key', '=', key).execute();
}

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string | null;
  payload: string;
  runAt: number;
  attempts: number;
  maxAttempts: number;
  leaseToken: string;
}

/** Claims up to `limit` due jobs, oldest first, for `leaseMs`. */
export async function claimDue(
  db: Kysely<DB>,
  opts: { now: number; limit: number; leaseMs: number },
): Promise<ClaimedJob[]> {
  // A read first: an idle poll then writes nothing, so it never waits for (or, on SQLite, holds)
  // the write lock, and a process's polls cost another process's writes nothing.
  const any = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'pending')
    .where('availableAt', '<=', opts.now)
    .where((eb) => eb('attempts', '<', eb.ref('maxAttempts')))
    .limit(1)
    .executeTakeFirst();
  if (!any) return [];
  const token = crypto.randomUUID();
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'pending')
    .where('availableAt', '<=', opts.now)
    .where((eb) => eb('attempts', '<', eb.ref('maxAttempts')))
    .orderBy('availableAt')
    .limit(opts.limit);
  if (sqlDialect(db) === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable('jobs')
    .set((eb) => ({
      availableAt: opts.now + opts.leaseMs,
      leaseToken: token,
      attempts: eb('attempts', '+', 1),
      updatedAt: opts.now,
    }))
    .where('id', 'in', due)
    .returning(['id', 'kind', 'key', 'payload', 'runAt', 'attempts', 'maxAttempts'])
    .execute();
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts), leaseToken: token }));
}

/** A one-off job is done: it goes. False if the lease was lost (someone else owns it now). */
export async function completeJob(db: Kysely<DB>, job: ClaimedJob): Promise<boolean> {
  const r = await db
    .deleteFrom('jobs')
    .where('id', '=', job.id)
    .where('leaseToken', '=', job.leaseToken)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** A recurring job is done: the same row waits for its next run. False if the lease was lost. */
export async function rescheduleJob(
  db: Kysely<DB>,
  job: ClaimedJob,
  next: number,
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set({ runAt: next, availableAt: next, leaseToken: null, attempts: 0, lastError: null, updatedAt: now })
    .where('id', '=', job.id)
    .where('leaseToken', '=', job.leaseToken)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** An attempt failed: the job is claimable again at `retryAt`. */
export async function retryJob(
  db: Kysely<DB>,
  job: ClaimedJob,
  retryAt: number,
  error: string,
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set({ availableAt: retryAt, leaseToken: null, lastError: error, updatedAt: now })
    .where('id', '=', job.id)
    .where('leaseToken', '=', job.leaseToken)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The last attempt failed: the job stays, marked failed, for an operator to see. */
export async function failJob(db: Kysely<DB>, job: ClaimedJob, error: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set({ status: 'failed', leaseToken: null, lastError: error, updatedAt: now })
    .where('id', '=', job.id)
    .where('leaseToken', '=', job.leaseToken)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The key of a kind's recurring job: one per kind, however many processes start it. */
export function recurringKey(kind: JobKind): string {
  return `${RECURRING_PREFIX}${kind}`;
}
const RECURRING_PREFIX = 'every:';

/**
 * Jobs whose last attempt's lease ran out (their process died) can never be claimed again: a
 * one-off is marked failed, a recurring one starts over (it must not stop recurring). Returns how
 * many were marked failed.
 */
export async function reapAbandoned(db: Kysely<DB>, now: number): Promise<number> {
  const abandoned = db
    .updateTable('jobs')
    .where('status', '=', 'pending')
    .where('availableAt', '<=', now)
    .where((eb) => eb('attempts', '>=', eb.ref('maxAttempts')));
  await abandoned
    .set({ attempts: 0, leaseToken: null, lastError: 'lease expired on the last attempt', updatedAt: now })
    .where('key', 'like', `${RECURRING_PREFIX}%`)
    .execute();
  const r = await abandoned
    .set({
      status: 'failed',
      leaseToken: null,
      lastError: 'lease expired on the last attempt',
      updatedAt: now,
    })
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
