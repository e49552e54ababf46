/**
 * What a move-in preview says before anything is written: how many tasks land in each quadrant and
 * on each board, what the file holds that is not imported (skipped, with the line and the reason)
 * and what is imported changed (noted: a title cut, a date not understood), and what fits the plan.
 * Reasons are closed lists, so every client names them in its own language.
 */
import { z } from 'zod';
import { QuadrantSchema } from './tasks.ts';

export const MOVE_IN_SKIP_REASONS = [
  /** A Todoist section: Quadrant has none; its tasks stay on the project's board. */
  'section',
  /** A Todoist comment with no task above it (a project's comment). */
  'comment-without-task',
  /** A task row without a name. */
  'no-title',
  /** A row whose TYPE (Todoist) or Kind (TickTick) is not a task. */
  'unknown-type',
  /** A TickTick note: a page of text, not a task. */
  'note',
  /** A Markdown line that is neither a heading nor a list item. */
  'not-a-task',
  /** A TickTick row whose task id was seen already. */
  'duplicate',
] as const;
export type MoveInSkipReason = (typeof MOVE_IN_SKIP_REASONS)[number];

export const MOVE_IN_NOTE_REASONS = [
  /** Longer than a title can be: cut, the whole text kept in the description. */
  'title-cut',
  /** Longer than a description can be: cut. */
  'description-cut',
  /** More subtasks or checklist items than a task holds: the rest left out. */
  'checklist-cut',
  /** A checklist item longer than one can be: cut. */
  'checklist-text-cut',
  /** A date the import could not read: kept as text in the description. */
  'date-unread',
  /** A repeat Quadrant's rules cannot say: the date kept, the rule as text in the description. */
  'repeat-unread',
  /** A repeat rule simplified (its end date or count left out). */
  'repeat-simplified',
  /** A subtask's own date or description, which a checklist item cannot hold: kept in the task's description. */
  'subtask-details',
  /** A subtask whose parent is not in the file: imported as a task of its own. */
  'orphan-subtask',
  /** More labels or tags than a task keeps: the rest left out. */
  'labels-cut',
] as const;
export type MoveInNoteReason = (typeof MOVE_IN_NOTE_REASONS)[number];

const Count = z.number().int().nonnegative();

function reasonList<T extends readonly [string, ...string[]]>(reasons: T) {
  const Reason = z.enum(reasons);
  return z.object({
    total: Count,
    reasons: z.array(z.object({ reason: Reason, count: Count })),
    /** The first rows (at most 100), with their line in the file and a little of their text. */
    rows: z.array(z.object({ line: Count, reason: Reason, text: z.string() })).max(100),
  });
}

export const MoveInPreviewSchema = z.object({
  /** Tasks the mapping imports (of those not imported yet). */
  tasks: Count,
  completed: Count,
  checklistItems: Count,
  dated: Count,
  repeating: Count,
  /** Quadrants 1 to 4, in order, with the first few titles of each. */
  quadrants: z
    .array(z.object({ quadrant: QuadrantSchema, tasks: Count, sample: z.array(z.string()).max(3) }))
    .length(4),
  /** The lists that bring tasks to a board, with whether that board fits the plan. */
  boards: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      kind: z.enum(['new', 'board']),
      tasks: Count,
      fits: z.boolean(),
    }),
  ),
  /** Tasks going to no board (the pool). */
  pool: Count,
  skipped: reasonList(MOVE_IN_SKIP_REASONS),
  notes: reasonList(MOVE_IN_NOTE_REASONS),
  /** What the plan takes now: everything, or the first `tasks` tasks and `boards` new boards. */
  fit: z.object({ all: z.boolean(), tasks: Count, boards: Count }),
});
export type MoveInPreview = z.infer<typeof MoveInPreviewSchema>;
