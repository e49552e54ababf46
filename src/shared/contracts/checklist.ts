/**
 * A task's checklist: items with text, done, and an order key among the task's items. Each item is
 * its own synced entity, so two devices ticking different items never overwrite each other.
 */
import { z } from 'zod';
import { IdSchema } from '../ids.ts';
import { OrderKeySchema } from '../order.ts';
import { WriteResultSchema } from './boards.ts';
import { defineEndpoint } from './endpoint.ts';

export const CHECKLIST_TEXT_MAX = 500;
/** Items per task: plenty for a checklist, bounded for the board's progress counts. */
export const CHECKLIST_ITEMS_MAX = 200;

export const ChecklistTextSchema = z
  .string()
  .trim()
  .min(1, 'A checklist item needs some text')
  .max(CHECKLIST_TEXT_MAX);

export const ChecklistItemSchema = z.object({
  id: IdSchema,
  taskId: IdSchema,
  text: z.string(),
  done: z.boolean(),
  order: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const ChecklistTaskParamsSchema = z.object({ taskId: IdSchema });
export const ChecklistItemParamsSchema = z.object({ itemId: IdSchema });

export const CreateChecklistItemSchema = z.object({
  id: IdSchema.optional(),
  text: ChecklistTextSchema,
  /** Last when absent. */
  order: OrderKeySchema.optional(),
  done: z.boolean().optional(),
});
export type CreateChecklistItem = z.infer<typeof CreateChecklistItemSchema>;

export const UpdateChecklistItemSchema = z
  .object({
    text: ChecklistTextSchema.optional(),
    done: z.boolean().optional(),
    order: OrderKeySchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type UpdateChecklistItem = z.infer<typeof UpdateChecklistItemSchema>;

export const createChecklistItem = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:taskId/checklist',
  summary: "Add an item to a task's checklist",
  tag: 'checklist',
  params: ChecklistTaskParamsSchema,
  body: CreateChecklistItemSchema,
  response: ChecklistItemSchema,
  status: 201,
  write: true,
});

export const updateChecklistItem = defineEndpoint({
  method: 'PATCH',
  path: '/api/checklist/:itemId',
  summary: 'Change a checklist item: text, done, or its place in the list',
  tag: 'checklist',
  params: ChecklistItemParamsSchema,
  body: UpdateChecklistItemSchema,
  response: ChecklistItemSchema,
  write: true,
});

export const deleteChecklistItem = defineEndpoint({
  method: 'DELETE',
  path: '/api/checklist/:itemId',
  summary: 'Remove a checklist item',
  tag: 'checklist',
  params: ChecklistItemParamsSchema,
  response: WriteResultSchema,
  write: true,
});
