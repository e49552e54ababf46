/**
 * What the person changed, as data an undo can turn around (ADR 0052). Rules:
 * - a change names only what it changed, with the values before and after, so undoing it writes
 *   those fields back and nothing else: a field another device changed since keeps that value,
 *   and a field both changed goes to the undo, the latest write (the server's last writer wins);
 * - `invert` gives the change that undoes it, and inverting twice gives the change back;
 * - `merge` folds a change into the one before it when both are one gesture (typing in a field,
 *   a note moved place by place with the arrow keys), keeping the oldest "before";
 * - a change whose before equals its after did nothing, and is not kept.
 */
import type { ChecklistItem } from '../../../shared/contracts/checklist.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';

/** The task fields an edit may change and an undo may write back, as the update endpoint takes them. */
export interface TaskFields {
  title?: string;
  description?: string;
  color?: Task['color'];
  quadrant?: Quadrant;
  dueDate?: string | null;
  dueTime?: string | null;
  repeat?: string | null;
  completed?: boolean;
}

export interface ItemFields {
  text?: string;
  done?: boolean;
  order?: string;
}

/** A place on one board (or the pool): the quadrant and the order key there. */
export interface Spot {
  quadrant: Quadrant;
  order: string;
}

export interface Placement {
  boardId: string;
  order: string;
}

export type Change =
  | { kind: 'taskFields'; taskId: string; before: TaskFields; after: TaskFields }
  | { kind: 'move'; taskId: string; boardId: string; before: Spot; after: Spot }
  /** `present: false` is a delete; its inverse, `present: true`, the restore. */
  | { kind: 'taskPresence'; task: Task; present: boolean }
  /** Board membership: the boards joined and left in one gesture ("Move to…" another board). */
  | { kind: 'boards'; taskId: string; join: Placement[]; leave: Placement[] }
  | { kind: 'itemFields'; itemId: string; taskId: string; before: ItemFields; after: ItemFields }
  /** A checklist item added (`present: true`) or deleted. */
  | { kind: 'itemPresence'; item: ChecklistItem; present: boolean };

export function invert(change: Change): Change {
  switch (change.kind) {
    case 'taskFields':
      return { ...change, before: change.after, after: change.before };
    case 'move':
      return { ...change, before: change.after, after: change.before };
    case 'itemFields':
      return { ...change, before: change.after, after: change.before };
    case 'taskPresence':
      return { kind: 'taskPresence', task: change.task, present: !change.present };
    case 'itemPresence':
      return { kind: 'itemPresence', item: change.item, present: !change.present };
    case 'boards':
      return { kind: 'boards', taskId: change.taskId, join: change.leave, leave: change.join };
  }
}

/** The task the change is about: where focus goes after undoing or redoing it. */
export function changedTaskId(change: Change): string {
  switch (change.kind) {
    case 'taskPresence':
      return change.task.id;
    case 'itemPresence':
      return change.item.taskId;
    default:
      return change.taskId;
  }
}

function sameValues(a: object, b: object): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every(
    (key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key],
  );
}

/** Whether the change leaves everything as it was (a title typed and typed back). */
export function isNoOp(change: Change): boolean {
  switch (change.kind) {
    case 'taskFields':
    case 'itemFields':
    case 'move':
      return sameValues(change.before, change.after);
    case 'boards':
      return change.join.length === 0 && change.leave.length === 0;
    default:
      return false;
  }
}

/**
 * The key under which consecutive changes are one gesture, or undefined when a change always
 * stands alone: typing in a title, a description or a checklist item's text (saved as the person
 * pauses), and moving a note within its quadrant one place at a time.
 */
export function mergeKey(change: Change): string | undefined {
  const only = (fields: object, name: string) => Object.keys(fields).join() === name;
  switch (change.kind) {
    case 'taskFields':
      if (only(change.after, 'title')) return `title:${change.taskId}`;
      if (only(change.after, 'description')) return `description:${change.taskId}`;
      return undefined;
    case 'move':
      return change.before.quadrant === change.after.quadrant
        ? `reorder:${change.taskId}:${change.boardId}:${change.after.quadrant}`
        : undefined;
    case 'itemFields':
      return only(change.after, 'text') ? `itemText:${change.itemId}` : undefined;
    default:
      return undefined;
  }
}

/** `earlier` then `later` as one change (same merge key): the oldest before, the newest after. */
export function merge(earlier: Change, later: Change): Change {
  if (earlier.kind === 'move' && later.kind === 'move') return { ...later, before: earlier.before };
  if (earlier.kind === 'taskFields' && later.kind === 'taskFields')
    return { ...later, before: { ...later.before, ...earlier.before } };
  if (earlier.kind === 'itemFields' && later.kind === 'itemFields')
    return { ...later, before: { ...later.before, ...earlier.before } };
  return later;
}
