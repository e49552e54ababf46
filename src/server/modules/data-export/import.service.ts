/**
 * Import of an exported archive (the zip, or its quadrant.json alone) into an EMPTY account.
 * Rules:
 * - what can be known before the body is read is checked first (a replayed Idempotency-Key was
 *   answered by `route()` before this runs): an account with a live board or task is refused
 *   (merging two workspaces is another feature), and so is a Content-Length over the plan's
 *   import bounds (shared/import-bounds.ts);
 * - the body is spooled to a file, counted (import-body.ts); a zip's central directory is read and
 *   checked before anything is inflated (zip-directory.ts); then quadrant.json alone is inflated
 *   and parsed by the shared `ArchiveSchema` like any outside data;
 * - the plan's limits hold before any file is inflated: an archive larger than the plan allows is
 *   refused whole;
 * - the files are inflated one at a time, each streamed into the blob store and checked against
 *   its declared size and CRC as it goes (zip-entry.ts); their names and types are checked as an
 *   upload's would be; then every row in one `userWrite` (one version bump, the clients pull it
 *   as one change), which checks the account and the plan again and records `data.import` in the
 *   activity log; if anything fails, the stored
 *   files are deleted, and the spooled body always is.
 */
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { MutationKey } from '../../http/idempotency.ts';
import type { Archive, ImportResult } from '../../../shared/contracts/data-export.ts';
import { IMPORT_JSON_MAX_BYTES, importBounds } from '../../../shared/import-bounds.ts';
import { PLAN_LIMITS, UNLIMITED, type PlanTier } from '../../../shared/plans.ts';
import { recordActivity, type RequestOrigin } from '../activity/activity.repo.ts';
import { personOf } from '../activity/person.ts';
import { newBlobKey, type BlobStore } from '../attachments/blob-store.ts';
import { sanitizeFileName, storedContentType } from '../attachments/file-metadata.ts';
import { userTier } from '../plans/limits.ts';
import type { ChangeBus } from '../sync/change-bus.ts';
import { userWrite } from '../sync/write.ts';
import { importTooLarge, spoolBody } from './import-body.ts';
import { writeRows, type StoredFile } from './import-rows.ts';
import { openUpload, type Upload } from './import-upload.ts';
import type { ZipEntry } from './zip-directory.ts';

export interface ImportDeps {
  db: Database;
  bus: ChangeBus;
  store: BlobStore;
  /** Where bodies are spooled while they are read. */
  spoolDir: string;
}

export interface ImportRequest {
  userId: string;
  body: Readable;
  /** The Content-Length announced, if any. */
  declaredBytes: number | undefined;
  mutationId: MutationKey | undefined;
  /** Where the request came from, for the activity log. */
  origin?: RequestOrigin | undefined;
}

async function assertEmpty(db: Kysely<DB> | Transaction<DB>, userId: string): Promise<void> {
  const live = async (table: 'boards' | 'tasks') =>
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('userId', '=', userId)
        .where('deletedAt', 'is', null)
        .limit(1)
        .execute()
    ).length;
  if ((await live('boards')) + (await live('tasks')) > 0)
    throw new AppError(
      'CONFLICT',
      'Import works only into an empty account. This one already has boards or tasks.',
    );
}

function within(max: number, count: number): boolean {
  return max === UNLIMITED || count <= max;
}

function assertWithinPlan(tier: PlanTier, archive: Archive): void {
  const limits = PLAN_LIMITS[tier];
  const active = archive.tasks.filter((t) => t.completedAt === null).length;
  const files = Math.max(0, ...archive.tasks.map((t) => t.attachments.length));
  const over = [
    ['boards', within(limits.boards, archive.boards.length), limits.boards],
    ['activeTasks', within(limits.activeTasks, active), limits.activeTasks],
    ['totalTasks', within(limits.totalTasks, archive.tasks.length), limits.totalTasks],
    ['attachmentsPerTask', within(limits.attachmentsPerTask, files), limits.attachmentsPerTask],
  ].find(([, ok]) => !ok);
  if (over)
    throw new AppError('PLAN_LIMIT_REACHED', 'This archive holds more than your plan allows.', {
      limit: over[0],
      max: over[2],
      tier,
    });
}

/** Streams one file into the store, checked as it is inflated. */
async function storeOne(deps: ImportDeps, upload: Upload, entry: ZipEntry, key: string, contentType: string) {
  const { stream, failure } = await upload.open(entry);
  try {
    await deps.store.put(key, stream, { contentType });
  } catch (err) {
    // The store may report the stream's failure as its own error; the entry's is the cause.
    throw failure() ?? err;
  }
}

/** Puts the archive's files in the store, one after the other; on a failure, removes them again. */
async function storeFiles(deps: ImportDeps, upload: Upload): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const [taskIndex, task] of upload.archive.tasks.entries())
      for (const [index, a] of task.attachments.entries()) {
        const entry = upload.files.get(`${taskIndex}/${index}`);
        if (!entry) continue;
        const storageKey = newBlobKey();
        const contentType = storedContentType(a.contentType);
        await storeOne(deps, upload, entry, storageKey, contentType);
        const name = sanitizeFileName(a.name);
        stored.push({ taskIndex, name, contentType, size: entry.size, storageKey, createdAt: a.createdAt });
      }
  } catch (err) {
    await removeFiles(deps, stored);
    throw err;
  }
  return stored;
}

async function removeFiles(deps: ImportDeps, stored: StoredFile[]): Promise<void> {
  for (const f of stored) await deps.store.delete(f.storageKey);
}

/** The checks made from the account and the headers alone, before a byte of the body is read. */
async function admit(deps: ImportDeps, req: ImportRequest): Promise<PlanTier> {
  await assertEmpty(deps.db, req.userId);
  const tier = await userTier(deps.db, req.userId);
  const { zipBytes } = importBounds(tier);
  if ((req.declaredBytes ?? 0) > zipBytes) throw importTooLarge('zip', zipBytes);
  return tier;
}

async function importUpload(deps: ImportDeps, req: ImportRequest, upload: Upload, tier: PlanTier) {
  assertWithinPlan(tier, upload.archive);
  const stored = await storeFiles(deps, upload);
  const { archive } = upload;
  try {
    return await userWrite(deps, req.userId, req.mutationId, async (w) => {
      await assertEmpty(w.trx, w.userId);
      assertWithinPlan(w.tier, archive);
      await writeRows(w, archive, stored);
      const counts = { boards: archive.boards.length, tasks: archive.tasks.length };
      await recordActivity(w.trx, {
        action: 'data.import',
        user: await personOf(w.trx, w.userId),
        actor: 'self',
        details: { ...counts, attachments: stored.length },
        origin: req.origin,
      });
      return { ...counts, attachments: stored.length, version: w.version };
    });
  } catch (err) {
    await removeFiles(deps, stored);
    throw err;
  }
}

export async function importArchive(deps: ImportDeps, req: ImportRequest): Promise<ImportResult> {
  const tier = await admit(deps, req);
  const bounds = importBounds(tier);
  const body = await spoolBody(req.body, {
    dir: deps.spoolDir,
    zipBytes: bounds.zipBytes,
    jsonBytes: IMPORT_JSON_MAX_BYTES,
    declared: req.declaredBytes,
  });
  try {
    const upload = await openUpload(body, bounds);
    try {
      return await importUpload(deps, req, upload, tier);
    } finally {
      await upload.close();
    }
  } finally {
    await fsp.rm(body.path, { force: true });
  }
}
