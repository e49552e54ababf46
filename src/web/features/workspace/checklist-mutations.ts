/**
 * Checklist writes, optimistic like task writes: each applies a row operation at once and goes
 * through the outbox in the order made, then takes the server's row or reverts exactly its
 * operation (the outbox says why). New items go last unless placed after a given one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
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

export function useChecklistMutations() {
  const client = useQueryClient();
  return useMemo(() => {
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
    return {
      addItem: (v: AddChecklistItemInput) => {
        const state = readWorkspace(client);
        if (!state) return;
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
        const request = writeRequest('createChecklistItem', {
          params: { taskId: item.taskId },
          body: { id: item.id, text: item.text, order: item.order },
        });
        submitWrite(client, request, { kind: 'putRow', entity: 'checklistItems', row: item });
      },
      updateItem: (v: { itemId: string; changes: Omit<UpdateChecklistItem, 'order'> }) =>
        update(v.itemId, v.changes),
      moveItem: (v: MoveChecklistItemInput) =>
        update(v.itemId, { order: keyBetween(v.before?.order ?? null, v.after?.order ?? null) }),
      deleteItem: (item: ChecklistItem) =>
        submitWrite(client, writeRequest('deleteChecklistItem', { params: { itemId: item.id } }), {
          kind: 'removeRow',
          entity: 'checklistItems',
          row: item,
        }),
    };
  }, [client]);
}

export type ChecklistActions = ReturnType<typeof useChecklistMutations>;
