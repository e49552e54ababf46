/**
 * "Export all my data" and its way back (issue 12). The export is a zip prepared in the
 * background: `quadrant.json` (everything, in the `ArchiveSchema` below), CSV files for
 * spreadsheets, and the attached files under `attachments/`. Import takes that zip (or its
 * quadrant.json alone) into an EMPTY account; ids are made anew, so the same archive can be
 * imported beside the account it came from.
 */
import { z } from 'zod';
import { BoardNameSchema } from './boards.ts';
import { ChecklistTextSchema } from './checklist.ts';
import { defineEndpoint } from './endpoint.ts';
import { LanguageSchema, ThemeChoiceSchema } from './me.ts';
import {
  DueDateSchema,
  DueTimeSchema,
  QuadrantSchema,
  TaskColorSchema,
  TaskDescriptionSchema,
  TaskTitleSchema,
} from './tasks.ts';
import { OrderKeySchema } from '../order.ts';

export const ARCHIVE_FORMAT = 'quadrant-export';
export const ARCHIVE_VERSION = 1;
/** How long a prepared archive can be downloaded. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const Time = z.number().int().nonnegative();

export const ArchiveAttachmentSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(255),
  size: z.number().int().nonnegative(),
  contentType: z.string().max(255),
  createdAt: Time,
  /** Its path inside the zip. */
  file: z.string().max(400),
});

export const ArchiveChecklistItemSchema = z.object({
  text: ChecklistTextSchema,
  done: z.boolean(),
  order: OrderKeySchema,
  createdAt: Time,
  updatedAt: Time,
});

export const ArchiveTaskSchema = z.object({
  id: z.string().min(1).max(64),
  title: TaskTitleSchema,
  quadrant: QuadrantSchema,
  color: TaskColorSchema,
  description: TaskDescriptionSchema,
  dueDate: DueDateSchema.nullable(),
  dueTime: DueTimeSchema.nullable(),
  completedAt: Time.nullable(),
  poolOrder: OrderKeySchema,
  /** The boards it is on (ids from `boards`), with its order on each. */
  boards: z.array(z.object({ boardId: z.string().min(1).max(64), order: OrderKeySchema })).max(100),
  checklist: z.array(ArchiveChecklistItemSchema).max(1000),
  attachments: z.array(ArchiveAttachmentSchema).max(1000),
  /** Its repeat rule (RFC 5545 RRULE, as the picker writes it); absent in older archives. */
  repeat: z.string().max(200).nullable().default(null),
  /** Its reminders: minutes before the due time, or a moment (ms); absent in older archives. */
  reminders: z
    .array(z.object({ offsetMinutes: z.number().int().min(0).nullable(), at: Time.nullable() }))
    .max(10)
    .default([]),
  createdAt: Time,
  updatedAt: Time,
});
export type ArchiveTask = z.infer<typeof ArchiveTaskSchema>;

export const ArchiveBoardSchema = z.object({
  id: z.string().min(1).max(64),
  name: BoardNameSchema,
  order: OrderKeySchema,
  createdAt: Time,
  updatedAt: Time,
});

export const ArchiveSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.iso.datetime(),
  account: z.object({
    name: z.string(),
    email: z.string(),
    language: LanguageSchema.nullable(),
    theme: ThemeChoiceSchema,
    aiOptOut: z.boolean(),
    tier: z.string(),
    createdAt: Time,
  }),
  boards: z.array(ArchiveBoardSchema).max(10_000),
  tasks: z.array(ArchiveTaskSchema).max(100_000),
  /** The account's activity log, for the record; import leaves it out. */
  activity: z
    .array(z.object({ action: z.string(), category: z.string(), createdAt: Time, details: z.unknown() }))
    .optional(),
});
export type Archive = z.infer<typeof ArchiveSchema>;

export const ExportStatusSchema = z.object({
  /** `none`: nothing requested (or the last archive expired). */
  status: z.enum(['none', 'pending', 'ready', 'failed']),
  requestedAt: z.iso.datetime().nullable(),
  readyAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  size: z.number().int().nullable(),
});
export type ExportStatus = z.infer<typeof ExportStatusSchema>;

export const ImportResultSchema = z.object({
  boards: z.number().int(),
  tasks: z.number().int(),
  attachments: z.number().int(),
  version: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const requestExport = defineEndpoint({
  method: 'POST',
  path: '/api/me/export',
  summary: 'Prepare an archive of all your data (in the background)',
  tag: 'me',
  response: ExportStatusSchema,
  status: 201,
  write: true,
});

export const getExport = defineEndpoint({
  method: 'GET',
  path: '/api/me/export',
  summary: 'Where your data export stands',
  tag: 'me',
  response: ExportStatusSchema,
});

export const downloadExport = defineEndpoint({
  method: 'GET',
  path: '/api/me/export/file',
  summary: 'Download your prepared archive (zip)',
  tag: 'me',
  // The body is the zip's bytes; this schema only documents it.
  response: z.string().describe('The zip archive'),
});

export const importData = defineEndpoint({
  method: 'POST',
  path: '/api/me/import',
  summary: 'Import an exported archive (zip or quadrant.json) into an empty account',
  tag: 'me',
  response: ImportResultSchema,
  status: 201,
  write: true,
});
