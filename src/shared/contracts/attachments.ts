/**
 * Files attached to a task. The upload is the raw file as the request body (so the server can
 * refuse an oversized one from its Content-Length, before reading it), its name in the query.
 * Limits: MAX_ATTACHMENT_BYTES per file, the plan's attachmentsPerTask per task (shared/plans.ts).
 * A stored name is for display only: files are stored under their id, never under their name.
 */
import { z } from 'zod';
import { IdSchema } from '../ids.ts';
import { WriteResultSchema } from './boards.ts';
import { defineEndpoint } from './endpoint.ts';

export const ATTACHMENT_NAME_MAX = 255;

export const AttachmentSchema = z.object({
  id: IdSchema,
  taskId: IdSchema,
  /** The file's name, sanitized (no path, no control characters). */
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  createdAt: z.iso.datetime(),
  version: z.number().int(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const AttachmentTaskParamsSchema = z.object({ taskId: IdSchema });
export const AttachmentParamsSchema = z.object({ attachmentId: IdSchema });
export const UploadAttachmentQuerySchema = z.object({
  name: z.string().min(1, 'The file needs a name').max(1024),
  /** The client's id for the new attachment (replays apply once). */
  id: IdSchema.optional(),
});

export const uploadAttachment = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:taskId/attachments',
  summary:
    'Attach a file to a task: the body is the file itself (any Content-Type), at most 10 MB; `name` is its file name',
  tag: 'attachments',
  params: AttachmentTaskParamsSchema,
  query: UploadAttachmentQuerySchema,
  response: AttachmentSchema,
  status: 201,
  write: true,
});

export const downloadAttachment = defineEndpoint({
  method: 'GET',
  path: '/api/attachments/:attachmentId/content',
  summary: 'Download an attached file (as an attachment, never rendered inline)',
  tag: 'attachments',
  params: AttachmentParamsSchema,
  // The body is the file's bytes; this schema only documents it.
  response: z.string().describe('The file'),
});

export const deleteAttachment = defineEndpoint({
  method: 'DELETE',
  path: '/api/attachments/:attachmentId',
  summary: 'Remove an attached file',
  tag: 'attachments',
  params: AttachmentParamsSchema,
  response: WriteResultSchema,
  write: true,
});
