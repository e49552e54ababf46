/**
 * The server's scheduled work, wired to its modules: one handler per job kind and the period of
 * each recurring kind. `buildApp` starts the runner and stops it before the database closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../modules/attachments/blob-store.ts';
import { purgeExpiredActivity } from '../modules/activity/activity-retention.ts';
import { recordActivityRetention } from '../modules/activity/maintenance.ts';
import { deliverQueuedMail, type QueuedMailer } from '../modules/mail/mail-queue.ts';
import {
  purgeDeletedAccounts,
  purgeInactiveAccounts,
  sendInactivityWarning,
} from '../modules/users/account-purge.ts';
import { MAINTENANCE_INTERVAL_MS, purgeMutations, purgeTombstones } from '../modules/sync/maintenance.ts';
import { sendExportReady } from '../modules/data-export/export-mail.ts';
import { buildExport, expireExports, markExportFailed } from '../modules/data-export/export.service.ts';
import { endTestPeriod } from '../modules/billing/test-mode.ts';
import { expireMoveIns } from '../modules/move-in/move-in-expiry.ts';
import { markMoveInFailed, runImportJob } from '../modules/move-in/move-in-import.ts';
import type { ChangeBus } from '../modules/sync/change-bus.ts';
import { fireReminder, type DeliveryDeps } from '../modules/reminders/deliver.ts';
import { createNativePushSender } from '../modules/reminders/native-push.ts';
import { purgeDeliveries } from '../modules/reminders/reminders.repo.ts';
import { DEFAULT_MAX_ATTEMPTS, reapAbandoned } from './jobs.repo.ts';
import type { JobKind } from './kinds.ts';
import { JobRunner, type JobHandlers, type RunnerOptions } from './runner.ts';

const HOUR_MS = 60 * 60 * 1000;

export const RECURRING: Partial<Record<JobKind, number>> = {
  'sync.purge-tombstones': MAINTENANCE_INTERVAL_MS,
  'sync.purge-mutations': MAINTENANCE_INTERVAL_MS,
  'accounts.purge-deleted': HOUR_MS,
  'accounts.purge-inactive': 24 * HOUR_MS,
  'exports.expire': HOUR_MS,
  'move-ins.expire': HOUR_MS,
  'jobs.reap': MAINTENANCE_INTERVAL_MS,
  'reminders.purge-deliveries': 24 * HOUR_MS,
  'activity.purge': HOUR_MS,
};

/** A delivery record outlives every retry of its job (5 attempts, backoff capped at an hour). */
const DELIVERY_RECORD_TTL_MS = 7 * 24 * HOUR_MS;

export interface JobDeps {
  config: Config;
  db: Database;
  store: BlobStore;
  /** Queues mail; its transport is what the `mail.send` job delivers with. */
  mailer: QueuedMailer;
  bus: ChangeBus;
  log: FastifyBaseLogger;
  /** What firing a reminder needs beyond the above (the app passes it; some tests need none). */
  reminders?: Pick<DeliveryDeps, 'bus' | 'push' | 'pushKeys' | 'nativePush'>;
}

export function jobHandlers(deps: JobDeps): JobHandlers {
  const { db, store, mailer } = deps;
  // The apps' push services, as configured (a test passes its own, pointed at local peers).
  const nativePush =
    deps.reminders?.nativePush ??
    createNativePushSender(deps.config.nativePush, deps.config.outbound.nativePush);
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
    'accounts.inactivity-warning': ({ userId }, { now }) =>
      sendInactivityWarning({ db, mailer, publicUrl: deps.config.publicUrl, now }, userId),
    'exports.build': async ({ exportId }, { now, attempt }) => {
      try {
        await buildExport({ db, store }, exportId, now);
      } catch (err) {
        // The runner gives up after the last attempt: the page then offers to try again.
        if (attempt >= DEFAULT_MAX_ATTEMPTS) await markExportFailed(db, exportId);
        throw err;
      }
    },
    'exports.mail-ready': ({ exportId }, { now }) =>
      sendExportReady({ db, mailer, publicUrl: deps.config.publicUrl, now }, exportId),
    'exports.expire': async (_payload, { now }) => {
      await expireExports({ db, store }, now);
    },
    'move-ins.import': async ({ moveInId }, { now, attempt }) => {
      try {
        await runImportJob({ db, bus: deps.bus }, moveInId, now);
      } catch (err) {
        // After the last attempt the import says it failed; what it wrote stays (undo, or start again).
        if (attempt >= DEFAULT_MAX_ATTEMPTS) await markMoveInFailed(db, moveInId);
        throw err;
      }
    },
    'move-ins.expire': async (_payload, { now }) => {
      await expireMoveIns(db, now);
    },
    'billing.period-end': ({ userId }, { now }) =>
      endTestPeriod({ db, bus: deps.bus, publicUrl: deps.config.publicUrl }, userId, now),
    'reminders.fire': async (payload, { now }) => {
      if (!deps.reminders) throw new Error('reminder delivery is not configured in this process');
      await fireReminder(
        { nativePush, ...deps.reminders, db, mailer, publicUrl: deps.config.publicUrl },
        payload,
        now,
      );
    },
    'reminders.purge-deliveries': async (_payload, { now }) => {
      await purgeDeliveries(db, now - DELIVERY_RECORD_TTL_MS);
    },
    'activity.purge': async (_payload, { now, log }) => {
      const { retentionDays } = deps.config.activity;
      const purged = await purgeExpiredActivity(db, now, retentionDays);
      if (purged > 0) {
        await recordActivityRetention(db, purged, retentionDays);
        log.info({ purged }, 'activity log entries past their retention deleted');
      }
    },
    'mail.send': ({ mailId }, { attempt, log }) =>
      deliverQueuedMail({ db, transport: mailer.transport, log }, mailId, attempt),
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
