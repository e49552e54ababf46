/**
 * Per-task views of the simple kinds: a task's checklist items (sorted), its progress, its
 * attachments. Each index is built once per collection (a WeakMap keyed by the immutable map), so
 * 5,000 notes asking for their progress cost one pass, not 5,000; progress objects keep their
 * identity while their counts stay the same, so a tick re-renders only the note it belongs to.
 */
import type { Attachment } from '../../../shared/contracts/attachments.ts';
import type { ChecklistItem } from '../../../shared/contracts/checklist.ts';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import type { Reminder } from '../../../shared/contracts/reminders.ts';
import { compareOrder } from '../../../shared/order.ts';
import type { EntityMap } from './task-map.ts';

export interface ChecklistProgress {
  done: number;
  total: number;
}

const NONE: readonly never[] = [];
const groupCache = new WeakMap<EntityMap<{ taskId: string }>, ReadonlyMap<string, readonly unknown[]>>();

function groupByTask<T extends { taskId: string }>(map: EntityMap<T>): ReadonlyMap<string, readonly T[]> {
  const cached = groupCache.get(map);
  if (cached) return cached as ReadonlyMap<string, readonly T[]>;
  const groups = new Map<string, T[]>();
  for (const item of map.values()) {
    const list = groups.get(item.taskId);
    if (list) list.push(item);
    else groups.set(item.taskId, [item]);
  }
  groupCache.set(map, groups);
  return groups;
}

const sortedCache = new WeakMap<readonly ChecklistItem[], readonly ChecklistItem[]>();

/** A task's checklist, in its order (ties by id). */
export function checklistOf(items: EntityMap<ChecklistItem>, taskId: string): readonly ChecklistItem[] {
  const group = groupByTask(items).get(taskId);
  if (!group) return NONE;
  let sorted = sortedCache.get(group);
  if (!sorted) {
    sorted = [...group].sort(compareOrder);
    sortedCache.set(group, sorted);
  }
  return sorted;
}

const progressCache = new WeakMap<EntityMap<ChecklistItem>, ReadonlyMap<string, ChecklistProgress>>();
let lastProgress: ReadonlyMap<string, ChecklistProgress> = new Map();

/** `{ done, total }` of a task's checklist, or undefined when it has none. */
export function progressOf(items: EntityMap<ChecklistItem>, taskId: string): ChecklistProgress | undefined {
  let index = progressCache.get(items);
  if (!index) {
    const next = new Map<string, ChecklistProgress>();
    for (const [id, group] of groupByTask(items)) {
      const done = group.reduce((n, i) => n + (i.done ? 1 : 0), 0);
      const previous = lastProgress.get(id);
      next.set(
        id,
        previous?.done === done && previous.total === group.length ? previous : { done, total: group.length },
      );
    }
    progressCache.set(items, next);
    lastProgress = next;
    index = next;
  }
  return index.get(taskId);
}

/** A task's attachments, oldest first. */
export function attachmentsOf(items: EntityMap<Attachment>, taskId: string): readonly Attachment[] {
  return groupByTask(items).get(taskId) ?? NONE;
}

/** A task's reminders, in the order they were made. */
export function remindersOf(items: EntityMap<Reminder>, taskId: string): readonly Reminder[] {
  return groupByTask(items).get(taskId) ?? NONE;
}

const newestCache = new WeakMap<EntityMap<AppNotification>, readonly AppNotification[]>();
/** Notifications, newest first (computed once per collection). */
export function notificationsNewestFirst(items: EntityMap<AppNotification>): readonly AppNotification[] {
  let list = newestCache.get(items);
  if (!list) {
    list = [...items.values()].sort((a, b) =>
      a.firedAt === b.firedAt ? (a.id < b.id ? 1 : -1) : a.firedAt < b.firedAt ? 1 : -1,
    );
    newestCache.set(items, list);
  }
  return list;
}
