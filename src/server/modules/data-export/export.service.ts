/**
 * Data exports (issue 12). Rules:
 * - one export per person at a time: asking again replaces the previous one (its archive is
 *   deleted) and schedules the `exports.build` job under the person's key, so repeated clicks
 *   make one archive;
 * - the job reads the data when it runs, streams the zip into the blob store under a fresh
 *   server-made key, and marks the row ready; a row replaced meanwhile is left alone and the
 *   archive just made is deleted (nobody could download it); a mail then says it is ready (a
 *   job of its own, `exports.mail-ready`), linking to the settings page, never to the file;
 * - asking for an export and downloading it are each in the activity log (`data.export`);
 * - the archive is downloadable by its owner only (the route reads the row by the token's user),
 *   until `expiresAt` (EXPORT_TTL_MS); the `exports.expire` job then deletes file and row, and an
 *   erased account's exports go with it (account-purge.ts).
 */
import { pipeline, Transform, type Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import type { DataExportsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { AppError } from '../../http/errors.ts';
import type { MutationKey } from '../../http/idempotency.ts';
import { schedule } from '../../jobs/jobs.repo.ts';
import { EXPORT_TTL_MS, type ExportStatus } from '../../../shared/contracts/data-export.ts';
import { newId } from '../../../shared/ids.ts';
import { recordActivity, type RequestOrigin } from '../activity/activity.repo.ts';
import { personOf } from '../activity/person.ts';
import { newBlobKey, type BlobStore } from '../attachments/blob-store.ts';
import type { ChangeBus } from '../sync/change-bus.ts';
import { userWrite } from '../sync/write.ts';
import { readArchive } from './archive-data.ts';
import { exportZip } from './archive-zip.ts';

export interface ExportDeps {
  db: Database;
  store: BlobStore;
}

type ExportRow = Selectable<DataExportsTable>;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function present(row: ExportRow | undefined, now: number): ExportStatus {
  if (!row || Number(row.expiresAt) <= now)
    return { status: 'none', requestedAt: null, readyAt: null, expiresAt: null, size: null };
  const status = row.status === 'ready' || row.status === 'failed' ? row.status : 'pending';
  return {
    status,
    requestedAt: iso(row.createdAt),
    readyAt: iso(row.readyAt),
    expiresAt: status === 'ready' ? iso(row.expiresAt) : null,
    size: row.size === null ? null : Number(row.size),
  };
}

function latest(db: Database, userId: string): Promise<ExportRow | undefined> {
  return db
    .selectFrom('dataExports')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

async function removeExports(deps: ExportDeps, rows: ExportRow[]): Promise<void> {
  // Files before rows: if this stops half-way, the rows still name what is left to delete.
  for (const row of rows) if (row.storageKey) await deps.store.delete(row.storageKey);
  if (rows.length > 0)
    await deps.db
      .deleteFrom('dataExports')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
}

export async function exportStatus(db: Database, userId: string, now = Date.now()): Promise<ExportStatus> {
  return present(await latest(db, userId), now);
}

/**
 * Replaces any earlier export with a new one, prepared by the `exports.build` job. One `userWrite`
 * (for the Idempotency-Key: a replay answers the export it made rather than replacing it again);
 * the replaced archives' files go once their rows are gone for good.
 */
export async function requestExport(
  deps: ExportDeps & { bus: ChangeBus },
  userId: string,
  mutation: MutationKey | undefined,
  origin?: RequestOrigin,
): Promise<ExportStatus> {
  let replaced: ExportRow[] = [];
  const status = await userWrite(deps, userId, mutation, async (w) => {
    replaced = await w.trx.selectFrom('dataExports').selectAll().where('userId', '=', userId).execute();
    if (replaced.length > 0)
      await w.trx
        .deleteFrom('dataExports')
        .where(
          'id',
          'in',
          replaced.map((r) => r.id),
        )
        .execute();
    const row: ExportRow = {
      id: newId(),
      userId,
      status: 'pending',
      storageKey: null,
      size: null,
      createdAt: w.now,
      readyAt: null,
      expiresAt: w.now + EXPORT_TTL_MS,
    };
    await w.trx.insertInto('dataExports').values(row).execute();
    await recordActivity(w.trx, {
      action: 'data.export',
      user: await personOf(w.trx, userId),
      actor: 'self',
      details: { stage: 'requested', exportId: row.id },
      origin,
    });
    await schedule(
      w.trx,
      { kind: 'exports.build', key: `export:${userId}`, runAt: w.now, payload: { exportId: row.id } },
      w.now,
    );
    return present(row, w.now);
  });
  for (const row of replaced) if (row.storageKey) await deps.store.delete(row.storageKey);
  return status;
}

/** The `exports.build` job: zips the person's data into the store and marks the export ready. */
export async function buildExport(deps: ExportDeps, exportId: string, now: number): Promise<void> {
  const row = await deps.db
    .selectFrom('dataExports')
    .selectAll()
    .where('id', '=', exportId)
    .executeTakeFirst();
  if (!row || row.status !== 'pending') return;
  const key = newBlobKey();
  try {
    const { archive, files } = await readArchive(deps.db, row.userId, now);
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    // An error while zipping destroys `counted` too, so the store's put fails and keeps nothing.
    pipeline(exportZip(archive, files, deps.store), counted, () => {});
    await deps.store.put(key, counted, { contentType: 'application/zip' });
    // Marked ready and the mail scheduled together: the mail is its own job, so a mail that
    // fails is retried without zipping everything again.
    const done = await deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('dataExports')
        .set({ status: 'ready', storageKey: key, size, readyAt: now, expiresAt: now + EXPORT_TTL_MS })
        .where('id', '=', exportId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await schedule(trx, { kind: 'exports.mail-ready', runAt: now, payload: { exportId } }, now);
      return true;
    });
    if (!done) await deps.store.delete(key);
  } catch (err) {
    await deps.store.delete(key);
    throw err;
  }
}

/** After its last attempt failed, the export says so (the page offers to try again). */
export async function markExportFailed(db: Database, exportId: string): Promise<void> {
  await db.updateTable('dataExports').set({ status: 'failed' }).where('id', '=', exportId).execute();
}

/** The owner's ready archive, as a stream with its name; NOT_FOUND otherwise. */
export async function openExport(
  deps: ExportDeps,
  userId: string,
  origin?: RequestOrigin,
  now = Date.now(),
): Promise<{ body: Readable; size: number; fileName: string }> {
  const row = await latest(deps.db, userId);
  const gone = () => new AppError('NOT_FOUND', 'There is no archive ready to download. Prepare a new one.');
  if (!row || row.status !== 'ready' || !row.storageKey || Number(row.expiresAt) <= now) throw gone();
  const body = await deps.store.get(row.storageKey);
  if (!body) throw gone();
  // The moment the data leaves: recorded with the address that took it.
  await recordActivity(deps.db, {
    action: 'data.export',
    user: await personOf(deps.db, userId),
    actor: 'self',
    details: { stage: 'downloaded', exportId: row.id },
    origin,
  });
  const day = new Date(Number(row.readyAt ?? now)).toISOString().slice(0, 10);
  return { body, size: Number(row.size ?? 0), fileName: `quadrant-export-${day}.zip` };
}

/** The `exports.expire` job: archives past their time, files first. */
export async function expireExports(deps: ExportDeps, now: number, limit = 500): Promise<number> {
  const due = await deps.db
    .selectFrom('dataExports')
    .selectAll()
    .where('expiresAt', '<=', now)
    .limit(limit)
    .execute();
  await removeExports(deps, due);
  return due.length;
}

/** Every export of an account, for its erasure. */
export async function removeAccountExports(deps: ExportDeps, userId: string): Promise<void> {
  const rows = await deps.db.selectFrom('dataExports').selectAll().where('userId', '=', userId).execute();
  await removeExports(deps, rows);
}
