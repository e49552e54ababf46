/**
 * Resolving a task deep link: wait for the workspace, then find the task by its exact id. The
 * result names the board to open it on (its first board, else the pool); a task that is not in
 * this person's workspace (deleted, mistyped, someone else's) is 'missing', like a load failure.
 */
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';
import { useTask, useWorkspaceStatus } from '../../workspace/use-workspace.ts';

export type TaskLinkState =
  { status: 'loading' } | { status: 'found'; taskId: string; boardId: string } | { status: 'failed' };

export function useTaskLink(taskId: string): TaskLinkState {
  const workspace = useWorkspaceStatus();
  const task = useTask(taskId);
  if (workspace.isPending) return { status: 'loading' };
  if (workspace.isError || !task) return { status: 'failed' };
  return { status: 'found', taskId: task.id, boardId: task.boards[0]?.boardId ?? POOL_BOARD_ID };
}
