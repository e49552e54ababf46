/**
 * The MCP tools' task changes, each made through the tasks module's own services inside the
 * caller's write, and each returning what it replaced as undo steps (mcp-history.ts): only the
 * fields it changed, and the boards a task joined and left (with its order on each).
 */
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { notFound } from '../../http/errors.ts';
import type { Writer } from '../sync/write.ts';
import { addTaskToBoard, removeTaskFromBoard } from '../tasks/task-boards.service.ts';
import { findTaskWithPlacements, type TaskRow } from '../tasks/tasks.repo.ts';
import { updateTask } from '../tasks/tasks.service.ts';
import type { Step, TaskFields } from './mcp-history.ts';

async function current(w: Writer, taskId: string) {
  const found = await findTaskWithPlacements(w.trx, w.userId, taskId);
  if (!found) throw notFound('That task');
  return found;
}

/** The fields of `before` that `after` no longer has: what an undo writes back. */
function changedFields(before: TaskRow, after: TaskRow | undefined): TaskFields {
  if (!after) return {};
  const out: TaskFields = {};
  if (after.quadrant !== before.quadrant) out.quadrant = before.quadrant as Quadrant;
  if (after.dueDate !== before.dueDate) out.dueDate = before.dueDate;
  if (after.dueTime !== before.dueTime) out.dueTime = before.dueTime;
  if (after.repeat !== before.repeat) out.repeat = before.repeat;
  if ((after.completedAt === null) !== (before.completedAt === null))
    out.completed = before.completedAt !== null;
  return out;
}

async function fieldsStep(w: Writer, before: TaskRow): Promise<Step[]> {
  const after = await findTaskWithPlacements(w.trx, w.userId, before.id);
  const fields = changedFields(before, after?.row);
  return Object.keys(fields).length > 0 ? [{ kind: 'fields', taskId: before.id, before: fields }] : [];
}

/** Onto one board (leaving every other), or the pool (leaving all); and/or another quadrant. */
export async function moveSteps(
  w: Writer,
  taskId: string,
  quadrant: Quadrant | undefined,
  boardId: string | undefined,
): Promise<Step[]> {
  const { row, placements } = await current(w, taskId);
  const steps: Step[] = [];
  if (quadrant !== undefined && quadrant !== row.quadrant) {
    await updateTask(w, taskId, { quadrant });
    steps.push(...(await fieldsStep(w, row)));
  }
  if (boardId === undefined) return steps;
  const joined: string[] = [];
  if (boardId !== POOL_BOARD_ID && !placements.some((p) => p.boardId === boardId)) {
    await addTaskToBoard(w, taskId, boardId, {});
    joined.push(boardId);
  }
  const leaving = placements.filter((p) => p.boardId !== boardId);
  for (const p of leaving) await removeTaskFromBoard(w, taskId, p.boardId);
  const left = leaving.map((p) => ({ boardId: p.boardId, order: p.sortKey }));
  if (joined.length > 0 || left.length > 0) steps.push({ kind: 'boards', taskId, joined, left });
  return steps;
}

/** A new due date (null clears it, with its time and repeat) and, when said, a time. */
export async function scheduleSteps(
  w: Writer,
  taskId: string,
  due: { dueDate: string | null; dueTime?: string | null | undefined },
): Promise<Step[]> {
  const { row } = await current(w, taskId);
  await updateTask(w, taskId, {
    dueDate: due.dueDate,
    ...(due.dueTime !== undefined ? { dueTime: due.dueTime } : {}),
  });
  return fieldsStep(w, row);
}

/**
 * Done (a repeating task's next occurrence is made, in the person's today) or open again. Its
 * undo opens it again and nothing more: the next occurrence, which took the repeat rule over,
 * stays (the series goes on from it, as when the board's undo reopens one).
 */
export async function completeSteps(
  w: Writer,
  taskId: string,
  completed: boolean,
  today: string,
): Promise<Step[]> {
  const { row } = await current(w, taskId);
  if ((row.completedAt !== null) === completed) return [];
  await updateTask(w, taskId, { completed, ...(completed ? { next: { today } } : {}) });
  return [{ kind: 'fields', taskId, before: { completed: !completed } }];
}
