/**
 * A change as writes: what undo and redo send, through the same plain writes (and so the same
 * optimistic operations and outbox) as the person's own changes. Rules:
 * - a field change writes only its fields; a move writes the quadrant and order on its board;
 * - a deleted task comes back by the restore endpoint, and goes again by delete;
 * - a checklist item cannot take its old id again (the server keeps the deleted row's id), so an
 *   item brought back is created anew with the same text, state and place: the change returned
 *   names it, so that redo deletes that one.
 */
import type { QueryClient } from '@tanstack/react-query';
import { newId } from '../../../shared/ids.ts';
import { checklistWrites, type ChecklistWrites } from './checklist-writes.ts';
import type { Change } from './history-changes.ts';
import { taskWrites, type TaskWrites } from './task-writes.ts';
import { readWorkspace } from './workspace-query.ts';

export interface HistoryWrites {
  tasks: TaskWrites;
  items: ChecklistWrites;
}

function applyItemPresence(
  change: Extract<Change, { kind: 'itemPresence' }>,
  client: QueryClient,
  w: HistoryWrites,
) {
  if (!change.present) {
    const item = readWorkspace(client)?.checklistItems.get(change.item.id) ?? change.item;
    w.items.deleteItem(item);
    return change;
  }
  const now = new Date().toISOString();
  const item = { ...change.item, id: newId(), createdAt: now, updatedAt: now, version: 0 };
  w.items.createItem(item);
  return { ...change, item };
}

/** Sends the writes `change` means; returns the change as sent. */
export function applyChange(change: Change, client: QueryClient, w: HistoryWrites): Change {
  switch (change.kind) {
    case 'taskFields':
      w.tasks.updateTask({ taskId: change.taskId, changes: change.after });
      return change;
    case 'move':
      w.tasks.moveTask({ taskId: change.taskId, boardId: change.boardId, ...change.after });
      return change;
    case 'taskPresence': {
      if (change.present) w.tasks.restoreTask(change.task);
      else w.tasks.deleteTask(readWorkspace(client)?.tasks.get(change.task.id) ?? change.task);
      return change;
    }
    case 'boards':
      // Joining first: the task is never on no board for a moment (it would flash in the Inbox).
      for (const p of change.join) w.tasks.addToBoard({ taskId: change.taskId, ...p });
      for (const p of change.leave) w.tasks.removeFromBoard({ taskId: change.taskId, boardId: p.boardId });
      return change;
    case 'itemFields':
      w.items.updateItem({ itemId: change.itemId, changes: change.after });
      return change;
    case 'itemPresence':
      return applyItemPresence(change, client, w);
  }
}

const appliers = new WeakMap<QueryClient, (change: Change) => Change>();

/** The function a history entry calls to send a change, made once per query client. */
export function historyApplier(client: QueryClient): (change: Change) => Change {
  let apply = appliers.get(client);
  if (!apply) {
    const w = { tasks: taskWrites(client), items: checklistWrites(client) };
    apply = (change) => applyChange(change, client, w);
    appliers.set(client, apply);
  }
  return apply;
}
