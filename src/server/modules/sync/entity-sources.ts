/**
 * Where sync finds each entity kind's changes: one source per kind of the shared registry
 * (shared/contracts/entities.ts). The record's type requires every kind, so a kind added to the
 * registry without a source here fails the type check rather than silently never syncing.
 * A source returns the user's rows stamped after `since`: live ones presented, deleted ones as ids.
 */
import type { Database } from '../../db/database.ts';
import type { Entity, EntityKind } from '../../../shared/contracts/entities.ts';
import { attachmentChanges } from '../attachments/attachments.sync.ts';
import { boardChanges } from '../boards/boards.sync.ts';
import { checklistChanges } from '../checklist/checklist.sync.ts';
import { notificationChanges, reminderChanges } from '../reminders/reminders.sync.ts';
import { taskChanges } from '../tasks/tasks.sync.ts';

export interface EntityChanges<K extends EntityKind> {
  live: Entity<K>[];
  deleted: string[];
}

export type EntitySource<K extends EntityKind> = (
  db: Database,
  userId: string,
  since: number,
) => Promise<EntityChanges<K>>;

export const ENTITY_SOURCES: { [K in EntityKind]: EntitySource<K> } = {
  boards: boardChanges,
  tasks: taskChanges,
  checklistItems: checklistChanges,
  attachments: attachmentChanges,
  reminders: reminderChanges,
  notifications: notificationChanges,
};

/** Split version-stamped rows into presented live rows and deleted ids. */
export function splitChanges<R extends { id: string; deletedAt: number | null }, T>(
  rows: readonly R[],
  present: (live: R[]) => T[] | Promise<T[]>,
): Promise<{ live: T[]; deleted: string[] }> {
  const live: R[] = [];
  const deleted: string[] = [];
  for (const row of rows) {
    if (row.deletedAt === null) live.push(row);
    else deleted.push(row.id);
  }
  return Promise.resolve(present(live)).then((presented) => ({ live: presented, deleted }));
}
