/**
 * The checklist writes a person makes (checklist-writes.ts), each recorded in the tab's history
 * so it can be undone (ADR 0052): an item added or deleted, and its text, tick or place changed.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChecklistItem, UpdateChecklistItem } from '../../../shared/contracts/checklist.ts';
import { keyBetween } from '../../../shared/order.ts';
import {
  checklistWrites,
  type AddChecklistItemInput,
  type MoveChecklistItemInput,
} from './checklist-writes.ts';
import { historyApplier } from './history-apply.ts';
import type { Change, ItemFields } from './history-changes.ts';
import { describeChange } from './history-labels.ts';
import { history } from './history-store.ts';
import './history-toast.ts';
import { readWorkspace } from './workspace-query.ts';

/** The fields `changes` sets on `item`, with the item's values before. */
export function itemFieldsChange(item: ChecklistItem, changes: UpdateChecklistItem): Change {
  const before: ItemFields = {};
  const after: ItemFields = {};
  for (const field of ['text', 'done', 'order'] as const) {
    if (changes[field] === undefined) continue;
    Object.assign(after, { [field]: changes[field] });
    Object.assign(before, { [field]: item[field] });
  }
  return { kind: 'itemFields', itemId: item.id, taskId: item.taskId, before, after };
}

export function recordingChecklistWrites(client: QueryClient) {
  const writes = checklistWrites(client);
  const apply = historyApplier(client);
  const record = (change: Change) =>
    history.record({ change, label: describeChange(change, () => ''), apply });
  function update(itemId: string, changes: UpdateChecklistItem) {
    const item = readWorkspace(client)?.checklistItems.get(itemId);
    writes.updateItem({ itemId, changes });
    if (item) record(itemFieldsChange(item, changes));
  }
  return {
    addItem: (v: AddChecklistItemInput) => {
      const item = writes.addItem(v);
      if (item) record({ kind: 'itemPresence', item, present: true });
      return item;
    },
    updateItem: (v: { itemId: string; changes: Omit<UpdateChecklistItem, 'order'> }) =>
      update(v.itemId, v.changes),
    moveItem: (v: MoveChecklistItemInput) =>
      update(v.itemId, { order: keyBetween(v.before?.order ?? null, v.after?.order ?? null) }),
    deleteItem: (item: ChecklistItem) => {
      writes.deleteItem(item);
      record({ kind: 'itemPresence', item, present: false });
    },
  };
}

export function useChecklistMutations() {
  const client = useQueryClient();
  return useMemo(() => recordingChecklistWrites(client), [client]);
}

export type ChecklistActions = ReturnType<typeof useChecklistMutations>;
