/**
 * A task's checklist. Rules:
 * - Items belong to one live task of the person's; another's task or item is "not found".
 * - At most CHECKLIST_ITEMS_MAX live items per task.
 * - A new item goes last unless the client sends an order key; the client may choose its id.
 * - Each item is its own synced entity, stamped with the write's version; delete is a tombstone.
 * - A change of the list's text (add, edit, delete) refreshes the task's search document.
 */
import {
  CHECKLIST_ITEMS_MAX,
  type ChecklistItem,
  type CreateChecklistItem,
  type UpdateChecklistItem,
} from '../../../shared/contracts/checklist.ts';
import { newId } from '../../../shared/ids.ts';
import { keyBetween } from '../../../shared/order.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { refreshTaskSearch } from '../search/search.repo.ts';
import type { Writer } from '../sync/write.ts';
import { findTaskRow } from '../tasks/tasks.repo.ts';
import {
  countItems,
  findItemRow,
  insertItemRow,
  itemIdTaken,
  lastSortKey,
  updateItemRow,
  type ChecklistItemRow,
} from './checklist.repo.ts';
import { isoTime } from '../../http/iso-time.ts';

export function presentChecklistItem(row: ChecklistItemRow): ChecklistItem {
  return {
    id: row.id,
    taskId: row.taskId,
    text: row.text,
    done: row.done !== 0,
    order: row.sortKey,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    version: row.version,
  };
}

export async function createChecklistItem(
  w: Writer,
  taskId: string,
  input: CreateChecklistItem,
): Promise<ChecklistItem> {
  if (!(await findTaskRow(w.trx, w.userId, taskId))) throw notFound('That task');
  if ((await countItems(w.trx, w.userId, taskId)) >= CHECKLIST_ITEMS_MAX)
    throw new AppError('VALIDATION_FAILED', `A checklist holds at most ${CHECKLIST_ITEMS_MAX} items.`, {
      limit: CHECKLIST_ITEMS_MAX,
    });
  const id = input.id ?? newId();
  if (input.id && (await itemIdTaken(w.trx, id)))
    throw new AppError('CONFLICT', 'A checklist item with this id already exists.');
  const row = await insertItemRow(w.trx, {
    id,
    userId: w.userId,
    taskId,
    text: input.text,
    done: input.done ? 1 : 0,
    sortKey: input.order ?? keyBetween(await lastSortKey(w.trx, w.userId, taskId), null),
    createdAt: w.now,
    updatedAt: w.now,
    version: w.version,
    deletedAt: null,
  });
  await refreshTaskSearch(w.trx, w.userId, taskId);
  return presentChecklistItem(row);
}

export async function updateChecklistItem(
  w: Writer,
  itemId: string,
  input: UpdateChecklistItem,
): Promise<ChecklistItem> {
  if (!(await findItemRow(w.trx, w.userId, itemId))) throw notFound('That checklist item');
  const row = await updateItemRow(w.trx, w.userId, itemId, {
    ...(input.text !== undefined ? { text: input.text } : {}),
    ...(input.done !== undefined ? { done: input.done ? 1 : 0 } : {}),
    ...(input.order !== undefined ? { sortKey: input.order } : {}),
    version: w.version,
    updatedAt: w.now,
  });
  if (!row) throw notFound('That checklist item');
  if (input.text !== undefined) await refreshTaskSearch(w.trx, w.userId, row.taskId);
  return presentChecklistItem(row);
}

export async function deleteChecklistItem(w: Writer, itemId: string): Promise<{ version: number }> {
  const item = await findItemRow(w.trx, w.userId, itemId);
  if (!item) throw notFound('That checklist item');
  await updateItemRow(w.trx, w.userId, itemId, { deletedAt: w.now, version: w.version, updatedAt: w.now });
  await refreshTaskSearch(w.trx, w.userId, item.taskId);
  return { version: w.version };
}
