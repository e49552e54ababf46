/**
 * Import of an exported archive (the zip, or its quadrant.json alone) into an EMPTY account.
 * Rules:
 * - the archive is parsed by the shared `ArchiveSchema` like any outside data; descriptions are
 *   sanitized again and attachment names and types checked as an upload's would be;
 * - only an account with no live board or task may import (merging two workspaces is another
 *   feature), and the plan's limits hold: an archive larger than the plan allows is refused whole;
 * - the settings (language, theme, AI opt-out) are taken over; name and e-mail stay the
 *   account's own;
 * - every id is made anew (the archive may come from an account that still exists), and the
 *   references inside the archive (task → board) are mapped to the new ids;
 * - the zip is read entry by entry, only quadrant.json and the files it names, each within its
 *   size limit, so a crafted zip cannot make the server inflate more than it would accept;
 * - attached files go to the blob store first, then every row in one `userWrite` (one version
 *   bump, the clients pull it as one change); if that write fails, the stored files are deleted.
 */
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { MutationKey } from '../../http/route.ts';
import { ArchiveSchema, type Archive, type ImportResult } from '../../../shared/contracts/data-export.ts';
import { newId } from '../../../shared/ids.ts';
import { normalizeRepeat } from '../../../shared/recurrence.ts';
import { rescheduleTaskReminders } from '../reminders/reminder-schedule.ts';
import { MAX_ATTACHMENT_BYTES, PLAN_LIMITS, UNLIMITED } from '../../../shared/plans.ts';
import { newBlobKey, type BlobStore } from '../attachments/blob-store.ts';
import { sanitizeFileName, storedContentType } from '../attachments/file-metadata.ts';
import { refreshTaskSearch } from '../search/search.repo.ts';
import type { ChangeBus } from '../sync/change-bus.ts';
import { replayOf, userWrite, type Writer } from '../sync/write.ts';
import { sanitizeDescription } from '../tasks/rich-text.ts';

export interface ImportDeps {
  db: Database;
  bus: ChangeBus;
  store: BlobStore;
}

const JSON_MAX_BYTES = 100 * 1024 * 1024;

function invalid(message: string, details?: Record<string, unknown>): AppError {
  return new AppError('VALIDATION_FAILED', message, details);
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/** The archive and its files' bytes (by path), from a zip or a bare quadrant.json. */
export function readUpload(bytes: Uint8Array): { archive: Archive; files: Map<string, Uint8Array> } {
  let json: Uint8Array | undefined;
  let entries: Record<string, Uint8Array> = {};
  if (isZip(bytes)) {
    try {
      entries = unzipSync(bytes, {
        filter: (f) =>
          (f.name === 'quadrant.json' && f.originalSize <= JSON_MAX_BYTES) ||
          (f.name.startsWith('attachments/') && f.originalSize <= MAX_ATTACHMENT_BYTES),
      });
    } catch {
      throw invalid('This file is not a readable zip archive.');
    }
    json = entries['quadrant.json'];
    if (!json) throw invalid('This zip holds no quadrant.json: it is not a Quadrant export.');
  } else json = bytes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(json));
  } catch {
    throw invalid('This file is neither a Quadrant export zip nor its quadrant.json.');
  }
  const result = ArchiveSchema.safeParse(parsed);
  if (!result.success)
    throw invalid('This archive is not in a format Quadrant can import.', {
      issues: z.treeifyError(result.error).errors.slice(0, 5),
    });
  return { archive: result.data, files: new Map(Object.entries(entries)) };
}

function within(max: number, count: number): boolean {
  return max === UNLIMITED || count <= max;
}

async function assertImportable(w: Writer, archive: Archive): Promise<void> {
  const live = async (table: 'boards' | 'tasks') =>
    (
      await w.trx
        .selectFrom(table)
        .select('id')
        .where('userId', '=', w.userId)
        .where('deletedAt', 'is', null)
        .limit(1)
        .execute()
    ).length;
  if ((await live('boards')) + (await live('tasks')) > 0)
    throw new AppError(
      'CONFLICT',
      'Import works only into an empty account. This one already has boards or tasks.',
    );
  const limits = PLAN_LIMITS[w.tier];
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
      tier: w.tier,
    });
}

interface StoredFile {
  taskIndex: number;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
  createdAt: number;
}

/** Puts the archive's files in the store; a file the zip lacks is left out. */
async function storeFiles(deps: ImportDeps, archive: Archive, files: Map<string, Uint8Array>) {
  const stored: StoredFile[] = [];
  try {
    for (const [taskIndex, task] of archive.tasks.entries())
      for (const a of task.attachments) {
        const bytes = files.get(a.file);
        if (!bytes) continue;
        const storageKey = newBlobKey();
        const contentType = storedContentType(a.contentType);
        await deps.store.put(storageKey, Readable.from([Buffer.from(bytes)]), { contentType });
        const name = sanitizeFileName(a.name);
        stored.push({
          taskIndex,
          name,
          contentType,
          size: bytes.byteLength,
          storageKey,
          createdAt: a.createdAt,
        });
      }
  } catch (err) {
    for (const f of stored) await deps.store.delete(f.storageKey);
    throw err;
  }
  return stored;
}

async function writeRows(w: Writer, archive: Archive, stored: StoredFile[]): Promise<void> {
  // The settings come along; name and e-mail stay this account's own (they are how it signs in).
  const { language, theme, aiOptOut } = archive.account;
  await w.trx
    .updateTable('users')
    .set({ language, theme: theme === 'system' ? null : theme, aiOptOut: aiOptOut ? 1 : 0, updatedAt: w.now })
    .where('id', '=', w.userId)
    .execute();
  const boardIds = new Map(archive.boards.map((b) => [b.id, newId()]));
  const stamp = { userId: w.userId, version: w.version, deletedAt: null };
  for (const b of archive.boards)
    await w.trx
      .insertInto('boards')
      .values({
        ...stamp,
        id: boardIds.get(b.id) ?? newId(),
        name: b.name,
        sortKey: b.order,
        createdAt: b.createdAt,
        updatedAt: b.updatedAt,
      })
      .execute();
  const taskIds: string[] = [];
  for (const t of archive.tasks) {
    const id = newId();
    taskIds.push(id);
    const { html, text } = sanitizeDescription(t.description);
    await w.trx
      .insertInto('tasks')
      .values({
        ...stamp,
        id,
        title: t.title,
        quadrant: t.quadrant,
        color: t.color,
        description: html,
        descriptionText: text,
        dueDate: t.dueDate,
        dueTime: t.dueDate ? t.dueTime : null,
        // A rule this version cannot read, or one without a date, is dropped rather than refused.
        repeat: t.repeat && t.dueDate ? repeatOrNull(t.repeat) : null,
        completedAt: t.completedAt,
        poolSortKey: t.poolOrder,
        createdAt: t.createdAt,
        updatedAt: t.updatedAt,
      })
      .execute();
    for (const r of t.reminders)
      await w.trx
        .insertInto('reminders')
        .values({
          ...stamp,
          id: newId(),
          taskId: id,
          offsetMinutes: r.offsetMinutes,
          at: r.at,
          createdAt: w.now,
          updatedAt: w.now,
        })
        .execute();
    if (t.reminders.length > 0) await rescheduleTaskReminders(w.trx, w.userId, id, w.now);
    const placed = new Set<string>();
    for (const p of t.boards) {
      const boardId = boardIds.get(p.boardId);
      if (!boardId || placed.has(boardId)) continue;
      placed.add(boardId);
      await w.trx
        .insertInto('taskBoards')
        .values({ taskId: id, boardId, userId: w.userId, sortKey: p.order })
        .execute();
    }
    for (const i of t.checklist)
      await w.trx
        .insertInto('checklistItems')
        .values({
          ...stamp,
          id: newId(),
          taskId: id,
          text: i.text,
          done: i.done ? 1 : 0,
          sortKey: i.order,
          createdAt: i.createdAt,
          updatedAt: i.updatedAt,
        })
        .execute();
    await refreshTaskSearch(w.trx, w.userId, id);
  }
  for (const f of stored)
    await w.trx
      .insertInto('attachments')
      .values({
        ...stamp,
        id: newId(),
        taskId: taskIds[f.taskIndex] ?? '',
        name: f.name,
        size: f.size,
        contentType: f.contentType,
        storageKey: f.storageKey,
        createdAt: f.createdAt,
        updatedAt: w.now,
      })
      .execute();
}

export async function importArchive(
  deps: ImportDeps,
  userId: string,
  bytes: Uint8Array,
  mutationId: MutationKey | undefined,
): Promise<ImportResult> {
  // A replay answers from the stored response before any file is stored again.
  const replay = mutationId ? await replayOf(deps.db, userId, mutationId) : undefined;
  if (replay) return replay.response as ImportResult;
  const { archive, files } = readUpload(bytes);
  const stored = await storeFiles(deps, archive, files);
  try {
    return await userWrite(deps, userId, mutationId, async (w) => {
      await assertImportable(w, archive);
      await writeRows(w, archive, stored);
      return {
        boards: archive.boards.length,
        tasks: archive.tasks.length,
        attachments: stored.length,
        version: w.version,
      };
    });
  } catch (err) {
    for (const f of stored) await deps.store.delete(f.storageKey);
    throw err;
  }
}

function repeatOrNull(rule: string): string | null {
  const normalized = normalizeRepeat(rule);
  return normalized.ok ? normalized.rule : null;
}
