/**
 * What a change is called in its toast ("Moved to Schedule", "Completed", "Deleted"): a key of
 * the `history` namespace and the values it names. Board names are read when the change is made,
 * so "Moved to Work" still says Work after the board is renamed or gone.
 */
import type { Quadrant } from '../../../shared/quadrants.ts';
import type { Change, TaskFields } from './history-changes.ts';

export interface HistoryLabel {
  key: string;
  quadrant?: Quadrant;
  board?: string;
}

const DUE_FIELDS = new Set(['dueDate', 'dueTime', 'repeat']);

function fieldsLabel(after: TaskFields): HistoryLabel {
  const keys = Object.keys(after);
  const only = keys.length === 1 ? keys[0] : undefined;
  if (only === 'completed') return { key: after.completed ? 'completed' : 'reopened' };
  if (only === 'quadrant' && after.quadrant) return { key: 'movedTo', quadrant: after.quadrant };
  if (only === 'title') return { key: 'renamed' };
  if (only === 'description') return { key: 'descriptionChanged' };
  if (only === 'color') return { key: 'colorChanged' };
  if (only === 'repeat') return { key: 'repeatChanged' };
  if (keys.length > 0 && keys.every((k) => DUE_FIELDS.has(k)))
    return { key: after.dueDate === null ? 'dueRemoved' : 'dueChanged' };
  return { key: 'changed' };
}

export function describeChange(change: Change, boardName: (boardId: string) => string): HistoryLabel {
  switch (change.kind) {
    case 'taskFields':
      return fieldsLabel(change.after);
    case 'move':
      return {
        key: change.before.quadrant === change.after.quadrant ? 'reordered' : 'movedTo',
        quadrant: change.after.quadrant,
      };
    case 'taskPresence':
      return { key: change.present ? 'restored' : 'deleted' };
    case 'boards': {
      const [joined] = change.join;
      const [left] = change.leave;
      if (joined) return { key: left ? 'movedToBoard' : 'addedToBoard', board: boardName(joined.boardId) };
      return { key: 'removedFromBoard', board: left ? boardName(left.boardId) : '' };
    }
    case 'itemFields': {
      const keys = Object.keys(change.after);
      if (keys.join() === 'done') return { key: change.after.done ? 'itemChecked' : 'itemUnchecked' };
      return { key: keys.join() === 'order' ? 'itemMoved' : 'itemChanged' };
    }
    case 'itemPresence':
      return { key: change.present ? 'itemAdded' : 'itemDeleted' };
  }
}
