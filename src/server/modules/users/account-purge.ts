/**
 * The retention the privacy policy promises, run as jobs (src/server/jobs). Rules:
 * - an account deleted by its owner is erased DELETED_RETENTION_MS (90 days) after its deletion:
 *   its attachments' stored files and data export archives first, then its rows (the user row's foreign keys cascade to
 *   boards, tasks, placements, checklist items, attachments, search documents and reset links),
 *   and every credential the identity provider still holds for it; its activity log entries stay,
 *   pseudonymised in the same transaction (activity/activity-retention.ts);
 * - a free account (basic tier, not an admin) unseen for INACTIVITY_MS (3 years) is warned by
 *   mail INACTIVITY_WARNING_MS (30 days) before, and erased only once it was warned at least that
 *   long ago and has not been seen since the warning — a visit cancels it; that erasure is itself
 *   in the activity log (`data.deleted` by the system), the owner's deletion was logged when made;
 * - every step is idempotent (a file already gone is no error), so a run cut short is simply run
 *   again; each run is bounded by `limit` accounts.
 */
import type { Database } from '../../db/database.ts';
import { schedule } from '../../jobs/jobs.repo.ts';
import { pseudonymiseAccountActivity } from '../activity/activity-retention.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import type { BlobStore } from '../attachments/blob-store.ts';
import type { Mailer } from '../mail/mailer.ts';
import { removeAccountExports } from '../data-export/export.service.ts';
import { revokeAccountCredentials } from './account-lifecycle.ts';
import { inactivityMail } from './inactivity-mail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DELETED_RETENTION_MS = 90 * DAY_MS;
export const INACTIVITY_MS = 3 * 365 * DAY_MS;
export const INACTIVITY_WARNING_MS = 30 * DAY_MS;

/**
 * Erases one account and everything it holds, files included; `inactivity`: the system decided it,
 * and the log says so before the entries are pseudonymised.
 */
export async function eraseAccount(
  deps: { db: Database; store: BlobStore },
  userId: string,
  reason?: 'inactivity',
): Promise<void> {
  const files = await deps.db
    .selectFrom('attachments')
    .select('storageKey')
    .where('userId', '=', userId)
    .execute();
  // Files before rows: if this stops half-way, the rows still list what is left to delete.
  for (const { storageKey } of files) await deps.store.delete(storageKey);
  await removeAccountExports(deps, userId);
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (user && reason)
      await recordActivity(trx, {
        action: 'data.deleted',
        user,
        actor: 'system',
        details: { scope: 'account', reason },
      });
    await pseudonymiseAccountActivity(trx, userId);
    await trx.deleteFrom('mutations').where('userId', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
  await revokeAccountCredentials(deps.db, userId);
}

/** Erases accounts deleted more than 90 days ago; returns how many. */
export async function purgeDeletedAccounts(
  deps: { db: Database; store: BlobStore },
  now: number,
  limit = 100,
): Promise<number> {
  const due = await deps.db
    .selectFrom('users')
    .select('id')
    .where('deletedAt', '<=', now - DELETED_RETENTION_MS)
    .limit(limit)
    .execute();
  for (const { id } of due) await eraseAccount(deps, id);
  return due.length;
}

/**
 * Warns the free accounts that near 3 years without a visit (each warning is a mail job of its
 * own, scheduled with the mark that it was sent), and erases those warned long enough ago.
 */
export async function purgeInactiveAccounts(
  deps: { db: Database; store: BlobStore },
  now: number,
  limit = 100,
): Promise<{ warned: number; erased: number }> {
  const free = deps.db
    .selectFrom('users')
    .select('id')
    .where('tier', '=', 'basic')
    .where('role', '<>', 'admin')
    .where('deletedAt', 'is', null);
  const erasable = await free
    .where('lastSeenAt', '<=', now - INACTIVITY_MS)
    .where('inactivityWarnedAt', '<=', now - INACTIVITY_WARNING_MS)
    .where((eb) => eb('inactivityWarnedAt', '>=', eb.ref('lastSeenAt')))
    .limit(limit)
    .execute();
  for (const { id } of erasable) await eraseAccount(deps, id, 'inactivity');

  const toWarn = await free
    .where('lastSeenAt', '<=', now - (INACTIVITY_MS - INACTIVITY_WARNING_MS))
    .where((eb) =>
      eb.or([eb('inactivityWarnedAt', 'is', null), eb('inactivityWarnedAt', '<', eb.ref('lastSeenAt'))]),
    )
    .limit(limit)
    .execute();
  for (const { id } of toWarn)
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ inactivityWarnedAt: now }).where('id', '=', id).execute();
      await schedule(
        trx,
        {
          kind: 'accounts.inactivity-warning',
          key: `inactivity-warning:${id}`,
          runAt: now,
          payload: { userId: id },
        },
        now,
      );
    });
  return { warned: toWarn.length, erased: erasable.length };
}

/** When a warned account will be erased unless it is used: whichever comes later. */
export function erasureTime(lastSeenAt: number, warnedAt: number): number {
  return Math.max(lastSeenAt + INACTIVITY_MS, warnedAt + INACTIVITY_WARNING_MS);
}

/**
 * Sends one inactivity warning (the `accounts.inactivity-warning` job). Nothing is sent if the
 * person came back or the account is gone since the warning was scheduled. A retried job may send
 * it twice (mail is at least once); it never sends it to anyone else.
 */
export async function sendInactivityWarning(
  deps: { db: Database; mailer: Mailer; publicUrl: string; now?: number },
  userId: string,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['email', 'name', 'language', 'lastSeenAt', 'inactivityWarnedAt', 'deletedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.deletedAt !== null || user.inactivityWarnedAt === null || user.lastSeenAt === null)
    return;
  if (user.lastSeenAt > user.inactivityWarnedAt) return;
  const mail = inactivityMail(user.language, {
    name: user.name,
    erasedAt: erasureTime(user.lastSeenAt, user.inactivityWarnedAt),
    link: `${deps.publicUrl}/app`,
  });
  await deps.mailer.send(
    { to: [{ name: user.name, address: user.email }], subject: mail.subject, text: mail.body },
    { now: deps.now },
  );
}
