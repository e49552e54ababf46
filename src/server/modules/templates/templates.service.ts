/**
 * Applying a template: one board named after the persona, with the template's starter tasks in
 * their quadrants, created in the caller's write transaction. The plan is checked for all of it
 * up front (one board, n tasks), so a template never half-applies.
 */
import type { AppliedTemplate } from '../../../shared/contracts/templates.ts';
import { BOARD_NAME_MAX } from '../../../shared/contracts/boards.ts';
import { createBoard } from '../boards/boards.service.ts';
import { assertWithinLimits } from '../plans/limits.ts';
import type { Writer } from '../sync/write.ts';
import { createTask } from '../tasks/tasks.service.ts';
import type { StarterTemplate } from './template-catalog.ts';

export async function applyTemplate(w: Writer, template: StarterTemplate): Promise<AppliedTemplate> {
  const n = template.starterTasks.length;
  await assertWithinLimits(w.trx, w.userId, w.tier, { boards: 1, activeTasks: n, totalTasks: n });
  const board = await createBoard(w, { name: template.persona.slice(0, BOARD_NAME_MAX) });
  // New tasks go first in their quadrant, so create from last to first to keep the guide's order.
  for (const task of [...template.starterTasks].reverse()) {
    await createTask(w, { title: task.title, quadrant: task.quadrant, boardId: board.id });
  }
  return { boardId: board.id, boardName: board.name, taskCount: n, version: w.version };
}
