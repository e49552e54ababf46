/**
 * What a personal token changed through the MCP server, for its `undo` tool (ADR 0055; the board's
 * own undo, "undo in a synced app", has the same rules). Rules:
 * - a change is recorded in the write that makes it, as the values it replaced (only the fields it
 *   changed), the tasks it created and the boards the task joined and left; newest last, at most
 *   HISTORY_LIMIT per token, kept in the database (any process may serve the next call), and gone
 *   with the token;
 * - undo is a NEW write through `userWrite` that writes those values back (versioned, live on
 *   every device, like any write): a field changed elsewhere since is overwritten only if this
 *   change had changed it; created tasks are deleted (restorable, as any delete); a task deleted
 *   since is left alone;
 * - undo takes the newest entry of this token only (another token's or the board's changes are
 *   not its to undo) and removes it in the same write; it is not itself recorded (no redo).
 */
import { z } from 'zod';
import { newId } from '../../../shared/ids.ts';
import { DueDateSchema, DueTimeSchema, QuadrantSchema } from '../../../shared/contracts/tasks.ts';
import { findBoardRow } from '../boards/boards.repo.ts';
import type { Writer } from '../sync/write.ts';
import { findPlacement } from '../tasks/placements.repo.ts';
import { addTaskToBoard, removeTaskFromBoard } from '../tasks/task-boards.service.ts';
import { findTaskRow } from '../tasks/tasks.repo.ts';
import { deleteTask, updateTask } from '../tasks/tasks.service.ts';

export const HISTORY_LIMIT = 20;

const FieldsSchema = z.object({
  quadrant: QuadrantSchema.optional(),
  dueDate: DueDateSchema.nullable().optional(),
  dueTime: DueTimeSchema.nullable().optional(),
  repeat: z.string().nullable().optional(),
  completed: z.boolean().optional(),
});
export type TaskFields = z.infer<typeof FieldsSchema>;

const StepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fields'), taskId: z.string(), before: FieldsSchema }),
  z.object({ kind: z.literal('created'), taskIds: z.array(z.string()) }),
  z.object({
    kind: z.literal('boards'),
    taskId: z.string(),
    joined: z.array(z.string()),
    left: z.array(z.object({ boardId: z.string(), order: z.string() })),
  }),
]);
export type Step = z.infer<typeof StepSchema>;

const ChangeSchema = z.object({
  /** What was done, in a few words, for undo's answer ("move_task: Call the bank"). */
  summary: z.string(),
  steps: z.array(StepSchema),
});
export type Change = z.infer<typeof ChangeSchema>;

/** Records a change of `tokenId` in its write, keeping the newest HISTORY_LIMIT. */
export async function recordChange(w: Writer, tokenId: string, change: Change): Promise<void> {
  if (change.steps.length === 0) return;
  await w.trx
    .insertInto('apiTokenChanges')
    .values({ id: newId(), tokenId, userId: w.userId, change: JSON.stringify(change), createdAt: w.now })
    .execute();
  await w.trx
    .deleteFrom('apiTokenChanges')
    .where('tokenId', '=', tokenId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('apiTokenChanges')
        .select('id')
        .where('tokenId', '=', tokenId)
        .orderBy('id', 'desc')
        .limit(HISTORY_LIMIT),
    )
    .execute();
}

async function undoStep(w: Writer, step: Step): Promise<void> {
  if (step.kind === 'created') {
    for (const id of step.taskIds) if (await findTaskRow(w.trx, w.userId, id)) await deleteTask(w, id);
    return;
  }
  if (!(await findTaskRow(w.trx, w.userId, step.taskId))) return;
  if (step.kind === 'fields') {
    await updateTask(w, step.taskId, step.before);
    return;
  }
  for (const boardId of step.joined)
    if (await findPlacement(w.trx, w.userId, step.taskId, boardId))
      await removeTaskFromBoard(w, step.taskId, boardId);
  for (const { boardId, order } of step.left)
    if (await findBoardRow(w.trx, w.userId, boardId))
      await addTaskToBoard(w, step.taskId, boardId, { order });
}

/** Undoes this token's newest change in `w`; what it undid, or null when there is nothing. */
export async function undoLast(w: Writer, tokenId: string): Promise<Change | null> {
  const row = await w.trx
    .selectFrom('apiTokenChanges')
    .select(['id', 'change'])
    .where('tokenId', '=', tokenId)
    .where('userId', '=', w.userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  await w.trx.deleteFrom('apiTokenChanges').where('id', '=', row.id).execute();
  const parsed = ChangeSchema.safeParse(JSON.parse(row.change));
  if (!parsed.success) return null;
  for (const step of [...parsed.data.steps].reverse()) await undoStep(w, step);
  return parsed.data;
}
