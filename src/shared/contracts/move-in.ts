/**
 * Move in (issue 36): tasks brought from another app — Todoist's CSV (one project) or its backup
 * zip (one CSV per project), TickTick's backup CSV, a plain CSV or a Markdown checklist.
 * Upload → a parsed, stored preview (per quadrant and board, what is skipped and why, the mapping
 * in use, what fits the plan) → the person adjusts the mapping → re-preview → import (in the
 * background when large) → undo in one step. Unlike the archive import, it merges into an account
 * that already has tasks. Rules and reasons: docs/decisions/0057-move-in-from-other-apps.md.
 *
 * Priorities are read into one ladder, `p1` (highest) to `p4` (lowest):
 * - Todoist's CSV writes PRIORITY 1 for p1, its highest (its API says 4 for the same p1: the CSV
 *   follows the app's words, not the API's numbers), and an empty cell means p1 (its format's rule);
 * - TickTick writes 5 high, 3 medium, 1 low, 0 none → p1, p2, p3, p4, which its own Eisenhower
 *   matrix puts in quadrants 1 to 4 by default: the default mapping here is that same matrix;
 * - a plain CSV's priority or quadrant column and a Markdown line's markers read into the same
 *   ladder; a task of such a file without one has `none`.
 */
import { z } from 'zod';
import { IdSchema } from '../ids.ts';
import { PLAN_TIERS } from '../plans.ts';
import { defineEndpoint } from './endpoint.ts';
import { MoveInPreviewSchema } from './move-in-preview.ts';
import { QuadrantSchema } from './tasks.ts';
import { TimeZoneSchema } from './capture.ts';

export {
  MoveInPreviewSchema,
  MOVE_IN_NOTE_REASONS,
  MOVE_IN_SKIP_REASONS,
  type MoveInNoteReason,
  type MoveInPreview,
  type MoveInSkipReason,
} from './move-in-preview.ts';

/** The largest file read (a CSV, a Markdown file or a Todoist backup zip), as sent. */
export const MOVE_IN_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Why a file is refused (an error's `details.reason`, with `details.line` where a line is known),
 * so every client says it in its own language.
 */
export const MOVE_IN_FILE_ERRORS = [
  'too-large',
  'empty',
  'not-text',
  'unknown-format',
  'no-header',
  'no-title-column',
  'unclosed-quote',
  'text-after-quote',
  'field-too-long',
  'too-many-rows',
  'too-many-tasks',
  'too-many-lists',
  'zip-unreadable',
  'zip-no-csv',
] as const;
export type MoveInFileError = (typeof MOVE_IN_FILE_ERRORS)[number];

export const MOVE_IN_SOURCES = ['todoist', 'todoist-backup', 'ticktick', 'csv', 'markdown'] as const;
export type MoveInSource = (typeof MOVE_IN_SOURCES)[number];

/** `none`: the file says no priority (a plain list); Todoist and TickTick always say one. */
export const MOVE_IN_PRIORITIES = ['p1', 'p2', 'p3', 'p4', 'none'] as const;
export type MoveInPriority = (typeof MOVE_IN_PRIORITIES)[number];

export const MOVE_IN_STATUSES = ['ready', 'running', 'partial', 'done', 'undone', 'failed'] as const;
export type MoveInStatus = (typeof MOVE_IN_STATUSES)[number];

/** Where a list (a project, a TickTick list, a heading) goes: a new board, one of the person's, the pool, nowhere. */
export const ListTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('new') }),
  z.object({ kind: z.literal('board'), boardId: IdSchema }),
  z.object({ kind: z.literal('pool') }),
  z.object({ kind: z.literal('skip') }),
]);
export type ListTarget = z.infer<typeof ListTargetSchema>;

export const ListKeySchema = z.string().regex(/^l\d{1,4}$/, 'Not a list of this import');

export const MoveInMappingSchema = z.object({
  /** Each priority's quadrant. */
  priorities: z.object({
    p1: QuadrantSchema,
    p2: QuadrantSchema,
    p3: QuadrantSchema,
    p4: QuadrantSchema,
    none: QuadrantSchema,
  }),
  /** Each list's target, by the key the preview gave it; a list left out keeps its default. */
  lists: z.array(z.object({ key: ListKeySchema, target: ListTargetSchema })).max(1000),
  /** Whether completed tasks come along (as completed tasks). */
  includeCompleted: z.boolean(),
});
export type MoveInMapping = z.infer<typeof MoveInMappingSchema>;

/**
 * TickTick's own matrix, and the reading of Todoist's p1–p4: quadrants 1 to 4. A task
 * without a priority goes where a task captured without one goes: 2, Schedule.
 */
export const DEFAULT_PRIORITY_QUADRANTS = { p1: 1, p2: 2, p3: 3, p4: 4, none: 2 } as const;

export const MoveInListSchema = z.object({
  key: ListKeySchema,
  name: z.string(),
  /** Tasks of the list in the file (before the mapping). */
  tasks: z.number().int(),
  target: ListTargetSchema,
});

export const MoveInSchema = z.object({
  id: IdSchema,
  source: z.enum(MOVE_IN_SOURCES),
  fileName: z.string(),
  /** How the file's text was read: UTF-8 (with or without BOM), UTF-16 (with BOM), or Windows-1252 when it was not UTF-8. */
  encoding: z.enum(['utf-8', 'utf-16', 'windows-1252']),
  status: z.enum(MOVE_IN_STATUSES),
  mapping: MoveInMappingSchema.omit({ lists: true }),
  lists: z.array(MoveInListSchema),
  /** What the mapping would import now: of the tasks not imported yet. */
  preview: MoveInPreviewSchema,
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** What this import has brought in so far, and what is left waiting (the plan's limits). */
  result: z.object({
    imported: z.number().int(),
    remaining: z.number().int(),
    boards: z.number().int(),
    /** The boards it made, in the order it made them ("Go to your tasks" opens the first). */
    boardIds: z.array(z.string()),
  }),
  tier: z.enum(PLAN_TIERS),
  abilities: z.object({ edit: z.boolean(), start: z.boolean(), undo: z.boolean() }),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type MoveIn = z.infer<typeof MoveInSchema>;

export const MoveInSummarySchema = MoveInSchema.pick({
  id: true,
  source: true,
  fileName: true,
  status: true,
  createdAt: true,
  finishedAt: true,
}).extend({ imported: z.number().int(), canUndo: z.boolean() });
export type MoveInSummary = z.infer<typeof MoveInSummarySchema>;

export const MoveInParamsSchema = z.object({ moveInId: IdSchema });

export const MoveInUploadQuerySchema = z.object({
  /** The file's name as the person chose it: it says Markdown from CSV, and names a lone project. */
  name: z.string().trim().min(1).max(255),
  /** The person's zone: for Todoist's relative dates ("tomorrow") and TickTick's times without one. */
  timeZone: TimeZoneSchema.optional(),
});

export const MoveInStartSchema = z.object({
  /** `all`: everything the mapping takes (refused unless it fits the plan); `fit`: what fits now. */
  scope: z.enum(['all', 'fit']),
});

export const uploadMoveIn = defineEndpoint({
  method: 'POST',
  path: '/api/move-ins',
  summary: 'Read an export of another app (the file is the body) into a preview; nothing is imported yet',
  tag: 'move-in',
  query: MoveInUploadQuerySchema,
  response: MoveInSchema,
  status: 201,
  write: true,
});

export const listMoveIns = defineEndpoint({
  method: 'GET',
  path: '/api/move-ins',
  summary: 'Your recent imports from other apps',
  tag: 'move-in',
  response: z.array(MoveInSummarySchema),
});

export const getMoveIn = defineEndpoint({
  method: 'GET',
  path: '/api/move-ins/:moveInId',
  summary: 'An import from another app: its preview, progress and result',
  tag: 'move-in',
  params: MoveInParamsSchema,
  response: MoveInSchema,
});

export const updateMoveIn = defineEndpoint({
  method: 'PATCH',
  path: '/api/move-ins/:moveInId',
  summary: 'Change how the import maps priorities and lists, and preview again',
  tag: 'move-in',
  params: MoveInParamsSchema,
  body: MoveInMappingSchema,
  response: MoveInSchema,
  write: true,
});

export const startMoveIn = defineEndpoint({
  method: 'POST',
  path: '/api/move-ins/:moveInId/start',
  summary: 'Import the previewed tasks (in the background when there are many)',
  tag: 'move-in',
  params: MoveInParamsSchema,
  body: MoveInStartSchema,
  response: MoveInSchema,
  write: true,
});

export const undoMoveIn = defineEndpoint({
  method: 'POST',
  path: '/api/move-ins/:moveInId/undo',
  summary: 'Remove everything this import created, in one step',
  tag: 'move-in',
  params: MoveInParamsSchema,
  response: MoveInSchema,
  write: true,
});
