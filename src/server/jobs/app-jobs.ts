/**
 * The server's scheduled work, wired to its modules: one handler per job kind and the period of
 * each recurring kind. `buildApp` starts the runner and stops it before the database closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../modules/attachments/blob-store.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import {
  purgeDeletedAccounts,
  purgeInactiveAccounts,
  sendInactivityWarning,
} from '../modules/users/account-purge.ts';
import { MAINTENANCE_INTERVAL_MS, purgeMutations, purgeTombstones } from '../modules/sync/maintenance.ts';
import { reapAbandoned } from './jobs.repo.ts';
import type { JobKind } from './kinds.ts';
import { JobRunner, type JobHandlers, type RunnerOptions } from './runner.ts';

const HOUR_MS = 60 * 60 * 1000;

export const RECURRING: Partial<Record<JobKind, number>> = {
  'sync.purge-tombstones': MAINTENANCE_INTERVAL_MS,
  'sync.purge-mutations': MAINTENANCE_INTERVAL_MS,
  'accounts.purge-deleted': HOUR_MS,
  'accounts.purge-inactive': 24 * HOUR_MS,
  'jobs.reap': MAINTENANCE_INTERVAL_MS,
};

export interface JobDeps {
  config: Config;
  db: Database;
  store: BlobStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function jobHandlers(deps: JobDeps): JobHandlers {
  const { db, store, mailer } = deps;
  return {
    'sync.purge-tombstones': async (_payload, { now }) => {
      await purgeTombstones(db, now);
    },
    'sync.purge-mutations': async (_payload, { now }) => {
      await purgeMutations(db, now);
    },
    'accounts.purge-deleted': async (_payload, { now, log }) => {
      const erased = await purgeDeletedAccounts({ db, store }, now);
      if (erased > 0) log.info({ erased }, 'deleted accounts erased after their retention');
    },
    'accounts.purge-inactive': async (_payload, { now, log }) => {
      const { warned, erased } = await purgeInactiveAccounts({ db, store }, now);
      if (warned + erased > 0) log.info({ warned, erased }, 'inactive accounts warned or erased');
    },
    'accounts.inactivity-warning': ({ userId }) =>
      sendInactivityWarning({ db, mailer, publicUrl: deps.config.publicUrl }, userId),
    'jobs.reap': async (_payload, { now, log }) => {
      const failed = await reapAbandoned(db, now);
      if (failed > 0) log.error({ failed }, 'jobs abandoned on their last attempt marked failed');
    },
  };
}

/** The runner for this process, polling as configured. */
export function createJobRunner(deps: JobDeps, options: Partial<RunnerOptions> = {}): JobRunner {
  return new JobRunner({
    db: deps.db,
    handlers: jobHandlers(deps),
    log: deps.log,
    recurring: RECURRING,
    pollMs: deps.config.jobs.pollMs,
    ...options,
  });
}
