/**
 * The one write path. Every mutation of a user's data runs inside `userWrite`:
 * - one transaction; the user's version is bumped first (`UPDATE … RETURNING`), which also takes
 *   the user's row lock on PostgreSQL, so a user's writes are serialized and limit checks made
 *   inside the transaction cannot race past a limit;
 * - every row the mutation changes is stamped with that version (the sync cursor);
 * - with a client mutation id, the response is stored in the same transaction with the request's
 *   fingerprint (http/idempotency.ts); a replay of the same request returns it and rolls back,
 *   version bump included, so nothing of it is kept or published; the same id on a different
 *   request (method, route, params or body) is refused with 422;
 * - after commit, the change bus tells every process so open sockets can pull, with the topics the
 *   write announced (`announce('entitlements')`: the plan changed, devices refetch it).
 * An error anywhere rolls everything back, version bump included.
 * On SQLite, the writes waiting at one moment share one transaction, each in a savepoint of its own
 * (db/group-commit.ts, ADR 0034): the same rules hold per write, and one COMMIT serves them all.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sqlDialect } from '../../db/dialect.ts';
import { groupCommit } from '../../db/group-commit.ts';
import { prepared } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { markSettled, replayOf, storeResponse, type MutationKey } from '../../http/idempotency.ts';
import { PLAN_TIERS, type PlanTier } from '../../../shared/plans.ts';
import type { ChangeBus, ChangeTopic } from './change-bus.ts';

export interface Writer {
  trx: Transaction<DB>;
  userId: string;
  /** The version this write stamps on every row it changes. */
  version: number;
  tier: PlanTier;
  now: number;
  /** Names a change beyond the rows, told to open devices once this write commits. */
  announce: (topic: ChangeTopic) => void;
}

/** How long a stored response can be replayed; older ones are purged by maintenance.ts. */
export const MUTATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function asTier(value: string): PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(value) ? (value as PlanTier) : 'basic';
}

// The statements every write runs, compiled once (db/prepared.ts).
const bumpVersion = prepared((db, userId: string) =>
  db
    .updateTable('users')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .where('disabledAt', 'is', null)
    .returning(['version', 'tier']),
);

/** Thrown inside the transaction to roll a replay back, carrying the stored response out. */
class Replayed extends Error {
  readonly response: unknown;
  constructor(response: unknown) {
    super('replayed');
    this.response = response;
  }
}

/** Read before a write that must do work first (an upload streams its file): see idempotency.ts. */
export { replayOf };

export async function userWrite<T>(
  deps: { db: Database; bus: ChangeBus },
  userId: string,
  mutation: MutationKey | undefined,
  fn: (w: Writer) => Promise<T>,
): Promise<T> {
  let committedVersion: number | null = null;
  const topics = new Set<ChangeTopic>();
  const work = async (trx: Transaction<DB>): Promise<T> => {
    const [bumped] = await bumpVersion(trx, userId);
    if (!bumped) throw new AppError('UNAUTHENTICATED', 'Your account was not found. Please sign in again.');
    // Looked up under the user's lock, so two sends of one key at once cannot both apply. A
    // replay keeps nothing, not even the version bump, and publishes nothing.
    const replay = mutation ? await replayOf(trx, userId, mutation) : undefined;
    if (replay) throw new Replayed(replay.response);
    const now = Date.now();
    topics.clear(); // a retried transaction starts over
    const announce = (topic: ChangeTopic) => void topics.add(topic);
    const value = await fn({
      trx,
      userId,
      version: bumped.version,
      tier: asTier(bumped.tier),
      now,
      announce,
    });
    if (mutation) await storeResponse(trx, userId, mutation, value, now);
    committedVersion = bumped.version;
    return value;
  };
  let result: T;
  try {
    result = await (sqlDialect(deps.db) === 'sqlite'
      ? groupCommit(deps.db, work)
      : deps.db.transaction().execute(work));
  } catch (err) {
    if (err instanceof Replayed) return err.response as T;
    throw err;
  }
  if (mutation) markSettled(mutation);
  if (committedVersion !== null) await deps.bus.publish(userId, committedVersion, [...topics]);
  return result;
}
