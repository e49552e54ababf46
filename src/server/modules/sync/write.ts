/**
 * The one write path. Every mutation of a user's data runs inside `userWrite`:
 * - one transaction; the user's version is bumped first (`UPDATE … RETURNING`), which also takes
 *   the user's row lock on PostgreSQL, so a user's writes are serialized and limit checks made
 *   inside the transaction cannot race past a limit;
 * - every row the mutation changes is stamped with that version (the sync cursor);
 * - with a client mutation id, the response is stored in the same transaction and a replay
 *   returns it without applying anything twice;
 * - after commit, the change bus tells every process so open sockets can pull.
 * An error anywhere rolls everything back, version bump included.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { PLAN_TIERS, type PlanTier } from '../../../shared/plans.ts';
import type { ChangeBus } from './change-bus.ts';

export interface Writer {
  trx: Transaction<DB>;
  userId: string;
  /** The version this write stamps on every row it changes. */
  version: number;
  tier: PlanTier;
  now: number;
}

const MUTATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function asTier(value: string): PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(value) ? (value as PlanTier) : 'basic';
}

export async function userWrite<T>(
  deps: { db: Database; bus: ChangeBus },
  userId: string,
  mutationId: string | undefined,
  fn: (w: Writer) => Promise<T>,
): Promise<T> {
  let committedVersion: number | null = null;
  const result = await deps.db.transaction().execute(async (trx) => {
    if (mutationId) {
      const done = await trx
        .selectFrom('mutations')
        .select('response')
        .where('userId', '=', userId)
        .where('id', '=', mutationId)
        .executeTakeFirst();
      if (done) return JSON.parse(done.response) as T;
    }
    const bumped = await trx
      .updateTable('users')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', userId)
      .returning(['version', 'tier'])
      .executeTakeFirst();
    if (!bumped) throw new AppError('UNAUTHENTICATED', 'Your account was not found. Please sign in again.');
    const now = Date.now();
    const value = await fn({ trx, userId, version: bumped.version, tier: asTier(bumped.tier), now });
    if (mutationId) {
      await trx
        .deleteFrom('mutations')
        .where('userId', '=', userId)
        .where('createdAt', '<', now - MUTATION_TTL_MS)
        .execute();
      await trx
        .insertInto('mutations')
        .values({
          userId,
          id: mutationId,
          status: 200,
          response: JSON.stringify(value ?? null),
          createdAt: now,
        })
        .execute();
    }
    committedVersion = bumped.version;
    return value;
  });
  if (committedVersion !== null) await deps.bus.publish(userId, committedVersion);
  return result;
}
