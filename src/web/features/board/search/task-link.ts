/**
 * Where a task opens: its board (the first board it is on, else the Inbox) in the current view,
 * with `?task=<id>`, keeping the board's other parameters (view options, filters).
 */
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import type { BoardView } from '../board-context.ts';
import { boardPath } from '../paths.ts';

export function taskBoardId(task: Pick<Task, 'boards'> | undefined): string {
  return task?.boards[0]?.boardId ?? POOL_BOARD_ID;
}

export function taskLink(
  task: Pick<Task, 'id' | 'boards'>,
  view: BoardView,
  current: URLSearchParams,
): string {
  const params = new URLSearchParams(current);
  params.set('task', task.id);
  return `${boardPath(taskBoardId(task), view)}?${params.toString()}`;
}
