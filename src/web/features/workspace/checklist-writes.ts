/**
 * Checklist writes, optimistic like task writes: each applies a row operation at once and goes
 * through the outbox in the order made, then takes the server's row or reverts exactly its
 * operation (the outbox says why). New items go last unless placed after a given one. The plain
 * writes: a person's go through `useChecklistMutations`, which records them for undo.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChecklistItem, UpdateChecklistItem } from '../../../shared/contracts/checklist.ts';
import { newId } from '../../../shared/ids.ts';
import { keyBetween } from '../../../shared/order.ts';
import type { Operation } from './optimistic.ts';
import { submitWrite } from './outbox.ts';
import { capturePreviousFields } from './row-operations.ts';
import { checklistOf } from './task-details.ts';
import { readWorkspace } from './workspace-query.ts';
import { writeRequest } from './write-requests.ts';

export interface AddChecklistItemInput {
  taskId: string;
  text: string;
  /** Put the new item right after this one; last when absent. */
  after?: ChecklistItem;
}
export interface MoveChecklistItemInput {
  itemId: string;
  /** The neighbours it lands between (null: an end). */
  before: ChecklistItem | null;
  after: ChecklistItem | null;
}

/** The order key for a new item of `taskId`, after `after` (or last). */
function newItemOrder(items: readonly ChecklistItem[], after: ChecklistItem | undefined): string {
  if (!after) return keyBetween(items.at(-1)?.order ?? null, null);
  const index = items.findIndex((i) => i.id === after.id);
  return keyBetween(after.order, items[index + 1]?.order ?? null);
}

export function checklistWrites(client: QueryClient) {
  function update(itemId: string, changes: UpdateChecklistItem) {
    const item = readWorkspace(client)?.checklistItems.get(itemId);
    const op: Operation | undefined = item
      ? {
          kind: 'patchRow',
          entity: 'checklistItems',
          id: itemId,
          patch: changes,
          previous: capturePreviousFields<'checklistItems'>(item, changes),
        }
      : undefined;
    submitWrite(client, writeRequest('updateChecklistItem', { params: { itemId }, body: changes }), op);
  }
  /** Creates `item` as it is (its id, text, state and place); an undo re-creates items this way. */
  function createItem(item: ChecklistItem) {
    const request = writeRequest('createChecklistItem', {
      params: { taskId: item.taskId },
      body: { id: item.id, text: item.text, order: item.order, ...(item.done ? { done: true } : {}) },
    });
    submitWrite(client, request, { kind: 'putRow', entity: 'checklistItems', row: item });
  }
  return {
    /** Returns the new item's optimistic copy, or undefined while the workspace is not loaded. */
    addItem: (v: AddChecklistItemInput): ChecklistItem | undefined => {
      const state = readWorkspace(client);
      if (!state) return undefined;
      const now = new Date().toISOString();
      const item: ChecklistItem = {
        id: newId(),
        taskId: v.taskId,
        text: v.text,
        done: false,
        order: newItemOrder(checklistOf(state.checklistItems, v.taskId), v.after),
        createdAt: now,
        updatedAt: now,
        version: 0,
      };
      createItem(item);
      return item;
    },
    createItem,
    updateItem: (v: { itemId: string; changes: UpdateChecklistItem }) => update(v.itemId, v.changes),
    deleteItem: (item: ChecklistItem) =>
      submitWrite(client, writeRequest('deleteChecklistItem', { params: { itemId: item.id } }), {
        kind: 'removeRow',
        entity: 'checklistItems',
        row: item,
      }),
  };
}

export type ChecklistWrites = ReturnType<typeof checklistWrites>;
