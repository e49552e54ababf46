/**
 * Attachments. Rules:
 * - an upload goes to the blob store first (under a fresh server-made key), then one `userWrite`
 *   re-checks the task (the user's, live), checks the plan's files per task inside the
 *   transaction (so two concurrent uploads cannot both take the last place), and inserts the row
 *   stamped with the write's version; nothing else is bumped;
 * - whenever the row is not written (refused, failed, or a replay), the blob is removed again;
 * - a replayed Idempotency-Key is answered from the stored response before the body is read, and
 *   so is a refusal known from the request alone: no such task, an id in use, no room for another
 *   file on the plan (checked again in the write, where it cannot race);
 * - a delete is a tombstone; its blob is removed after commit, and a failure to remove it is logged;
 * - a download is the user's live attachment of a live task, else "not found".
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import { AttachmentSchema, type Attachment } from '../../../shared/contracts/attachments.ts';
import { newId } from '../../../shared/ids.ts';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/plans.ts';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { assertAttachmentRoom, userTier } from '../plans/limits.ts';
import type { ChangeBus } from '../sync/change-bus.ts';
import type { MutationKey } from '../../http/route.ts';
import { replayOf, userWrite, type Writer } from '../sync/write.ts';
import { findTaskRow } from '../tasks/tasks.repo.ts';
import {
  attachmentIdTaken,
  findLiveAttachmentRow,
  insertAttachmentRow,
  tombstoneAttachmentRow,
} from './attachments.repo.ts';
import { presentAttachment, type AttachmentRow } from './attachment-presenter.ts';
import { newBlobKey, type BlobStore } from './blob-store.ts';
import { sanitizeFileName, storedContentType } from './file-metadata.ts';
import { countedBody, tooLarge, type CountedBody } from './upload-body.ts';

export interface AttachmentDeps {
  db: Database;
  bus: ChangeBus;
  store: BlobStore;
  log: FastifyBaseLogger;
}

export interface UploadInput {
  userId: string;
  taskId: string;
  name: string;
  id?: string | undefined;
  contentType: string | undefined;
  mutationId: MutationKey | undefined;
  body: Readable | undefined;
}

const emptyFile = () => new AppError('VALIDATION_FAILED', 'That file is empty. Choose a file with content.');
const taskNotFound = () => notFound('That task');

export async function uploadAttachment(deps: AttachmentDeps, input: UploadInput): Promise<Attachment> {
  if (input.mutationId) {
    const stored = await replayOf(deps.db, input.userId, input.mutationId);
    if (stored) return AttachmentSchema.parse(stored.response);
  }
  if (!(await findTaskRow(deps.db, input.userId, input.taskId))) throw taskNotFound();
  if (input.id && (await attachmentIdTaken(deps.db, input.id))) throw idTaken();
  const tier = await userTier(deps.db, input.userId);
  await assertAttachmentRoom(deps.db, input.userId, tier, input.taskId);
  if (!input.body) throw emptyFile();
  const key = newBlobKey();
  const counted = countedBody(input.body, MAX_ATTACHMENT_BYTES);
  await storeBody(deps.store, key, counted, input.contentType);
  const size = counted.bytes();
  const written = { applied: false };
  try {
    if (size === 0) throw emptyFile();
    return await userWrite(deps, input.userId, input.mutationId, (w) => {
      written.applied = true;
      return insertAttachment(w, input, { key, size });
    });
  } catch (err) {
    written.applied = false;
    throw err;
  } finally {
    if (!written.applied) await removeBlob(deps, key);
  }
}

async function storeBody(store: BlobStore, key: string, body: CountedBody, type: string | undefined) {
  try {
    await store.put(key, body, { contentType: storedContentType(type) });
  } catch (err) {
    if (body.overLimit()) throw tooLarge(MAX_ATTACHMENT_BYTES);
    throw err;
  }
}

const idTaken = () => new AppError('CONFLICT', 'That attachment id is already in use.');

async function insertAttachment(
  w: Writer,
  input: UploadInput,
  blob: { key: string; size: number },
): Promise<Attachment> {
  if (!(await findTaskRow(w.trx, w.userId, input.taskId))) throw taskNotFound();
  if (input.id && (await attachmentIdTaken(w.trx, input.id))) throw idTaken();
  await assertAttachmentRoom(w.trx, w.userId, w.tier, input.taskId);
  const row: AttachmentRow = {
    id: input.id ?? newId(),
    userId: w.userId,
    taskId: input.taskId,
    name: sanitizeFileName(input.name),
    size: blob.size,
    contentType: storedContentType(input.contentType),
    storageKey: blob.key,
    createdAt: w.now,
    updatedAt: w.now,
    version: w.version,
    deletedAt: null,
  };
  await insertAttachmentRow(w.trx, row);
  return presentAttachment(row);
}

export async function deleteAttachment(
  deps: AttachmentDeps,
  userId: string,
  attachmentId: string,
  mutationId: MutationKey | undefined,
): Promise<{ version: number }> {
  const removed: { key?: string } = {};
  const result = await userWrite(deps, userId, mutationId, async (w) => {
    const row = await tombstoneAttachmentRow(w.trx, w.userId, attachmentId, w);
    if (!row) throw notFound('That file');
    removed.key = row.storageKey;
    return { version: w.version };
  });
  if (removed.key) await removeBlob(deps, removed.key);
  return result;
}

export async function openDownload(
  deps: AttachmentDeps,
  userId: string,
  attachmentId: string,
): Promise<{ row: AttachmentRow; body: Readable }> {
  const row = await findLiveAttachmentRow(deps.db, userId, attachmentId);
  if (!row) throw notFound('That file');
  const body = await deps.store.get(row.storageKey);
  if (body) return { row, body };
  deps.log.error({ attachmentId, storageKey: row.storageKey }, 'attachment row without its blob');
  throw notFound('That file');
}

/** Removes a blob no row refers to; a failure leaves an orphan, which is logged, not raised. */
async function removeBlob(deps: AttachmentDeps, key: string): Promise<void> {
  try {
    await deps.store.delete(key);
  } catch (err) {
    deps.log.error({ err, storageKey: key }, 'could not remove an attachment blob');
  }
}
