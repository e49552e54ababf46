/**
 * Periodic cleanup, run as recurring jobs (src/server/jobs: `sync.purge-tombstones` and
 * `sync.purge-mutations`, once per period across all processes). Each step is an idempotent,
 * bounded DELETE, so a run cut short and run again only repeats itself. Rules:
 * - tombstones (rows with `deleted_at`) older than TOMBSTONE_RETENTION_MS are purged, a batch at
 *   a time; before a user's tombstones go, the user's `tombstone_horizon` is raised to the
 *   highest version purged, and a sync cursor below it gets a full snapshot (sync.service.ts);
 * - purging a task's row cascades to its placements, checklist items and attachment rows; an
 *   attachment's stored blob is left to the attachments module (only rows are deleted here);
 * - stored idempotent responses older than MUTATION_TTL_MS are purged (off the write path), in
 *   bounded batches like the tombstones.
 */
import type { Database } from '../../db/database.ts';
import { MUTATION_TTL_MS } from './write.ts';

/** How long a deleted row is kept for clients that have not synced since. */
export const TOMBSTONE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
export const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;
const BATCH = 500;

/** Children before parents, so a batch never cascades into rows it has not accounted for. */
const TOMBSTONE_TABLES = [
  'notifications',
  'reminders',
  'checklistItems',
  'attachments',
  'tasks',
  'boards',
] as const;

async function purgeTable(
  db: Database,
  table: (typeof TOMBSTONE_TABLES)[number],
  cutoff: number,
): Promise<number> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'userId', 'version'])
    .where('deletedAt', '<', cutoff)
    .limit(BATCH)
    .execute();
  if (rows.length === 0) return 0;
  const horizons = new Map<string, number>();
  for (const r of rows) horizons.set(r.userId, Math.max(horizons.get(r.userId) ?? 0, Number(r.version)));
  await db.transaction().execute(async (trx) => {
    for (const [userId, version] of horizons)
      await trx
        .updateTable('users')
        .set({ tombstoneHorizon: version })
        .where('id', '=', userId)
        .where('tombstoneHorizon', '<', version)
        .execute();
    await trx
      .deleteFrom(table)
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  });
  return rows.length;
}

/** Purges up to `batches` batches of old tombstones per table; returns how many rows went. */
export async function purgeTombstones(db: Database, now = Date.now(), batches = 20): Promise<number> {
  const cutoff = now - TOMBSTONE_RETENTION_MS;
  let purged = 0;
  for (const table of TOMBSTONE_TABLES) {
    for (let i = 0; i < batches; i++) {
      const n = await purgeTable(db, table, cutoff);
      purged += n;
      if (n < BATCH) break;
    }
  }
  return purged;
}

/**
 * Purges stored idempotent responses past MUTATION_TTL_MS, oldest first, about a batch at a time
 * (up to `batches` per run); returns how many went. A batch is every expired record up to the
 * BATCH-th oldest one's time (a few more when several share that millisecond): one range of the
 * `created_at` index, on SQLite and PostgreSQL alike, whatever the table's size.
 */
export async function purgeMutations(db: Database, now = Date.now(), batches = 20): Promise<number> {
  const cutoff = now - MUTATION_TTL_MS;
  let purged = 0;
  for (let i = 0; i < batches; i++) {
    const res = await db
      .deleteFrom('mutations')
      .where('createdAt', '<', cutoff)
      .where('createdAt', '<=', (eb) =>
        eb.fn.coalesce(
          eb
            .selectFrom('mutations')
            .select('createdAt')
            .where('createdAt', '<', cutoff)
            .orderBy('createdAt')
            .limit(1)
            .offset(BATCH - 1),
          eb.val(cutoff),
        ),
      )
      .executeTakeFirst();
    const n = Number(res.numDeletedRows);
    purged += n;
    if (n < BATCH) break;
  }
  return purged;
}
