/**
 * The JSON a move-in keeps in its rows, with the schemas it is read back by (what the database
 * gives back is parsed like any outside data), and the report's summary as the preview shows it.
 */
import { z } from 'zod';
import {
  MoveInMappingSchema,
  MoveInPreviewSchema,
  MOVE_IN_PRIORITIES,
  type MoveInPreview,
} from '../../../shared/contracts/move-in.ts';
import { IdSchema } from '../../../shared/ids.ts';
import type { ReportRow } from './parsed.ts';

export const StoredListSchema = z.object({
  key: z.string(),
  name: z.string(),
  inbox: z.boolean(),
  tasks: z.number().int(),
});
export type StoredList = z.infer<typeof StoredListSchema>;
export const StoredListsSchema = z.array(StoredListSchema);

export const ReportSchema = z.object({
  skipped: MoveInPreviewSchema.shape.skipped,
  notes: MoveInPreviewSchema.shape.notes,
});
export type Report = z.infer<typeof ReportSchema>;

export const StoredMappingSchema = MoveInMappingSchema;

/** List key → the board this import made for it. */
export const MadeBoardsSchema = z.record(z.string(), IdSchema);

export const StoredTaskSchema = z.object({
  line: z.number().int(),
  list: z.string(),
  title: z.string(),
  description: z.string(),
  extras: z.array(z.object({ kind: z.enum(['comment', 'note']), text: z.string() })),
  priority: z.enum(MOVE_IN_PRIORITIES),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  repeat: z.string().nullable(),
  completedAt: z.number().nullable(),
  labels: z.array(z.string()),
  checklist: z.array(z.object({ text: z.string(), done: z.boolean() })),
});

const SHOWN_ROWS = 100;

/** The rows of a report as the preview shows them: a total, counts by reason, the first rows. */
export function summarize<R extends string>(rows: readonly ReportRow<R>[]) {
  const counts = new Map<R, number>();
  for (const row of rows) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
  return {
    total: rows.length,
    reasons: [...counts].map(([reason, count]) => ({ reason, count })),
    rows: rows.slice(0, SHOWN_ROWS).map((r) => ({ line: r.line, reason: r.reason, text: r.text })),
  };
}

export type PreviewReport = Pick<MoveInPreview, 'skipped' | 'notes'>;
