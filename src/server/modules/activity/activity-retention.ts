/**
 * How long the activity log keeps what it holds (issue 30). Rules:
 * - an entry older than ACTIVITY_RETENTION_DAYS is deleted by the recurring `activity.purge` job,
 *   oldest first, in batches of bounded size, each its own short statement, so no run holds a
 *   long lock and a run cut short simply continues at the next one;
 * - a deleted account's entries are not deleted with its data (the log must still say what
 *   happened, and that the account was deleted): when the account is erased (90 days after its
 *   deletion, account-purge.ts, as the privacy policy promises) they are pseudonymised in the same
 *   transaction — its e-mail becomes a stable pseudonym (the address its row was left with), and
 *   the network address and user agent of what it did are cleared; action, time, category and
 *   details stay (details never hold personal data: activity.repo.ts).
 */
import type { Database } from '../../db/database.ts';
import { firstIdAt } from '../../../shared/ids.ts';
import { releasedEmail } from '../users/account-lifecycle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeLimits {
  /** Entries deleted per statement. */
  batch: number;
  /** Statements per run; the rest waits for the next run. */
  maxBatches: number;
}

export const PURGE_LIMITS: PurgeLimits = { batch: 1000, maxBatches: 100 };

/** Deletes entries older than the retention, oldest first, in batches; returns how many. */
export async function purgeExpiredActivity(
  db: Database,
  now: number,
  retentionDays: number,
  limits: PurgeLimits = PURGE_LIMITS,
): Promise<number> {
  // Ids are UUIDv7: older than the cutoff is an id range of the primary key, oldest first.
  const cutoff = firstIdAt(now - retentionDays * DAY_MS);
  let total = 0;
  for (let i = 0; i < limits.maxBatches; i++) {
    const due = await db
      .selectFrom('activityLog')
      .select('id')
      .where('id', '<', cutoff)
      .orderBy('id')
      .limit(limits.batch)
      .execute();
    if (due.length === 0) break;
    await db
      .deleteFrom('activityLog')
      .where(
        'id',
        'in',
        due.map((r) => r.id),
      )
      .execute();
    total += due.length;
    if (due.length < limits.batch) break;
  }
  return total;
}

/** The name a deleted account's entries keep once it is erased: stable, and nobody's address. */
export function activityPseudonym(userId: string): string {
  return releasedEmail(userId);
}

/** Pseudonymises everything the log holds of one account; pass the erasure's transaction. */
export async function pseudonymiseAccountActivity(trx: Database, userId: string): Promise<void> {
  const pseudonym = activityPseudonym(userId);
  await trx.updateTable('activityLog').set({ userEmail: pseudonym }).where('userId', '=', userId).execute();
  // What it did carries its own address and browser; what others did about it keeps theirs.
  await trx
    .updateTable('activityLog')
    .set({ actorEmail: pseudonym, ipAddress: null, userAgent: null })
    .where('actorId', '=', userId)
    .execute();
}
