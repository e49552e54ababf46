/**
 * Checklist writes, optimistic like task writes: each applies a row operation at once, sends one
 * request in the task writes' scope, then takes the server's row or reverts exactly its operation
 * (the mutation cache shows why). New items go last unless placed after a given one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createChecklistItem,
  deleteChecklistItem,
  updateChecklistItem,
  type ChecklistItem,
  type UpdateChecklistItem,
} from '../../../shared/contracts/checklist.ts';
import { newId } from '../../../shared/ids.ts';
import { keyBetween } from '../../../shared/order.ts';
import { api } from '../../lib/api.ts';
import { capturePreviousFields } from './row-operations.ts';
import { checklistOf } from './task-details.ts';
import { TASK_SCOPE } from './task-mutations.ts';
import { optimisticCallbacks, type WriteContext } from './optimistic-callbacks.ts';
import { readWorkspace } from './workspace-query.ts';

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
  const { begin, confirmRow, confirm: confirmDelete, rollback } = optimisticCallbacks(client);
  const confirm = confirmRow('checklistItems');
  function patch(itemId: string, changes: UpdateChecklistItem): WriteContext {
    const item = readWorkspace(client)?.checklistItems.get(itemId);
    if (!item) return begin(undefined);
    const previous = capturePreviousFields<'checklistItems'>(item, changes);
    return begin({ kind: 'patchRow', entity: 'checklistItems', id: itemId, patch: changes, previous });
  }

  const add = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (item: ChecklistItem) =>
      api(createChecklistItem, {
        params: { taskId: item.taskId },
        body: { id: item.id, text: item.text, order: item.order },
      }),
    onMutate: (item) => begin({ kind: 'putRow', entity: 'checklistItems', row: item }),
    onSuccess: confirm,
    onError: rollback,
  });

  const update = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (v: { itemId: string; changes: UpdateChecklistItem }) =>
      api(updateChecklistItem, { params: { itemId: v.itemId }, body: v.changes }),
    onMutate: (v) => patch(v.itemId, v.changes),
    onSuccess: confirm,
    onError: rollback,
  });

  const remove = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (item: ChecklistItem) => api(deleteChecklistItem, { params: { itemId: item.id } }),
    onMutate: (item) => begin({ kind: 'removeRow', entity: 'checklistItems', row: item }),
    onSuccess: confirmDelete,
    onError: rollback,
  });

  const { mutate: addMutate } = add;
  const { mutate: updateMutate } = update;
  const { mutate: removeMutate } = remove;
  return useMemo(
    () => ({
      addItem: (v: AddChecklistItemInput) => {
        const state = readWorkspace(client);
        if (!state) return;
        const now = new Date().toISOString();
        addMutate({
          id: newId(),
          taskId: v.taskId,
          text: v.text,
          done: false,
          order: newItemOrder(checklistOf(state.checklistItems, v.taskId), v.after),
          createdAt: now,
          updatedAt: now,
          version: 0,
        });
      },
      updateItem: (v: { itemId: string; changes: Omit<UpdateChecklistItem, 'order'> }) => updateMutate(v),
      moveItem: (v: MoveChecklistItemInput) =>
        updateMutate({
          itemId: v.itemId,
          changes: { order: keyBetween(v.before?.order ?? null, v.after?.order ?? null) },
        }),
      deleteItem: (item: ChecklistItem) => removeMutate(item),
    }),
    [client, addMutate, updateMutate, removeMutate],
  );
}

export type ChecklistActions = ReturnType<typeof useChecklistMutations>;
