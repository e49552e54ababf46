/**
 * Where sync finds each entity kind's changes: one source per kind of the shared registry
 * (shared/contracts/entities.ts). The record's type requires every kind, so a kind added to the
 * registry without a source here fails the type check rather than silently never syncing.
 */
import type { EntityKind } from '../../../shared/contracts/entities.ts';
import { attachmentChanges } from '../attachments/attachments.sync.ts';
import { boardChanges } from '../boards/boards.sync.ts';
import { checklistChanges } from '../checklist/checklist.sync.ts';
import { notificationChanges, reminderChanges } from '../reminders/reminders.sync.ts';
import { taskChanges } from '../tasks/tasks.sync.ts';
import type { EntitySource } from './entity-source.ts';

export const ENTITY_SOURCES: { [K in EntityKind]: EntitySource<K> } = {
  boards: boardChanges,
  tasks: taskChanges,
  checklistItems: checklistChanges,
  attachments: attachmentChanges,
  reminders: reminderChanges,
  notifications: notificationChanges,
};
