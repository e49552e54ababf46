/**
 * The registry of synced entity kinds: one line per kind. The sync contract (changes and deletes),
 * the server's change sources and the client's workspace reducers are all keyed by it, so a new
 * synced thing is added here and the type checker names every place that must handle it.
 */
import { z } from 'zod';
import { AttachmentSchema } from './attachments.ts';
import { BoardSchema } from './boards.ts';
import { ChecklistItemSchema } from './checklist.ts';
import { NotificationSchema } from './notifications.ts';
import { ReminderSchema } from './reminders.ts';
import { TaskSchema } from './tasks.ts';

export const ENTITY_SCHEMAS = {
  boards: BoardSchema,
  tasks: TaskSchema,
  checklistItems: ChecklistItemSchema,
  attachments: AttachmentSchema,
  reminders: ReminderSchema,
  notifications: NotificationSchema,
} as const;

export type EntityKind = keyof typeof ENTITY_SCHEMAS;
export type Entity<K extends EntityKind> = z.infer<(typeof ENTITY_SCHEMAS)[K]>;
export const ENTITY_KINDS = Object.keys(ENTITY_SCHEMAS) as EntityKind[];

/** `{ [kind]: f(schema) }` for every kind, typed per kind. */
function mapKinds<R extends z.ZodType>(
  f: <K extends EntityKind>(kind: K, schema: (typeof ENTITY_SCHEMAS)[K]) => R,
): Record<EntityKind, R> {
  return Object.fromEntries(ENTITY_KINDS.map((k) => [k, f(k, ENTITY_SCHEMAS[k])])) as Record<EntityKind, R>;
}

/** Every kind's live rows that changed. */
export const ChangedEntitiesSchema = z.object({
  boards: z.array(BoardSchema),
  tasks: z.array(TaskSchema),
  checklistItems: z.array(ChecklistItemSchema),
  attachments: z.array(AttachmentSchema),
  reminders: z.array(ReminderSchema),
  notifications: z.array(NotificationSchema),
} satisfies { [K in EntityKind]: z.ZodArray<(typeof ENTITY_SCHEMAS)[K]> });

/** Every kind's deleted ids. */
export const DeletedEntitiesSchema = z.object(mapKinds(() => z.array(z.string())));
export type DeletedEntities = z.infer<typeof DeletedEntitiesSchema>;

export function noDeletes(): DeletedEntities {
  return { boards: [], tasks: [], checklistItems: [], attachments: [], reminders: [], notifications: [] };
}
