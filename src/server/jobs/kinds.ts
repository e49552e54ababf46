/**
 * Every kind of scheduled work, with the schema of its payload: one list, so that `schedule()`
 * is typed by kind and the runner refuses to start without a handler for each (the type checker
 * says which is missing). A payload is read back from the database, so it is parsed like any
 * other outside data when its job is claimed. Payloads hold ids, never secrets or message bodies:
 * what a job needs it reads when it runs (the data may have changed since it was scheduled).
 */
import { z } from 'zod';

const Empty = z.object({});

export const JOB_KINDS = {
  /** Deleted rows' tombstones past their retention (sync/maintenance.ts). */
  'sync.purge-tombstones': Empty,
  /** Stored idempotent responses past their time to live (sync/maintenance.ts). */
  'sync.purge-mutations': Empty,
  /** Accounts deleted more than 90 days ago, erased with everything they held. */
  'accounts.purge-deleted': Empty,
  /** Free accounts unseen for 3 years: warned first, erased if they stay away. */
  'accounts.purge-inactive': Empty,
  /** The mail telling one person their inactive account will be erased. */
  'accounts.inactivity-warning': z.object({ userId: z.string().min(1) }),
  /** The end of a test-mode subscription's period: renew it, or end it if it was cancelled. */
  'billing.period-end': z.object({ userId: z.string().min(1) }),
  /**
   * One reminder firing at `firedAt` (epoch ms, also its occurrence's identity); `snoozed` when a
   * snooze scheduled it (modules/reminders/deliver.ts).
   */
  'reminders.fire': z.object({
    reminderId: z.string().min(1),
    firedAt: z.number().int(),
    snoozed: z.boolean().optional(),
  }),
  /** Reminder delivery records past the time a retry could still come. */
  'reminders.purge-deliveries': Empty,
  /** One person's data export: the zip of everything they hold (data-export/export.service.ts). */
  'exports.build': z.object({ exportId: z.string().min(1) }),
  /** The mail telling one person their data export is ready. */
  'exports.mail-ready': z.object({ exportId: z.string().min(1) }),
  /** Data export archives past their time to live: file and row deleted. */
  'exports.expire': Empty,
  /** The rest of one import from another app, in batches (move-in/move-in-import.ts). */
  'move-ins.import': z.object({ moveInId: z.string().min(1) }),
  /** Imports from other apps past their time: previews never started, finished ones past undo. */
  'move-ins.expire': Empty,
  /** Activity log entries past ACTIVITY_RETENTION_DAYS, deleted in batches (activity-retention.ts). */
  'activity.purge': Empty,
  /** One queued mail, handed to the outbox or the SMTP server (modules/mail/mail-queue.ts). */
  'mail.send': z.object({ mailId: z.string().min(1) }),
  /** Jobs whose process died during their last attempt: marked failed, so they are seen. */
  'jobs.reap': Empty,
} as const;

export type JobKind = keyof typeof JOB_KINDS;
export type JobPayload<K extends JobKind> = z.infer<(typeof JOB_KINDS)[K]>;

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(JOB_KINDS, kind);
}
