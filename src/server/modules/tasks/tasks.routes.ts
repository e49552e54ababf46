import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import {
  addTaskToBoard,
  createTask,
  deleteTask,
  getTask,
  listTasks,
  moveTask,
  removeTaskFromBoard,
  restoreTask,
  updateTask,
} from '../../../shared/contracts/tasks.ts';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import { notFound } from '../../http/errors.ts';
import { findBoardRow } from '../boards/boards.repo.ts';
import { route } from '../../http/route.ts';
import { userWrite } from '../sync/write.ts';
import { listTaskRows } from './tasks.repo.ts';
import * as tasks from './tasks.service.ts';
import * as taskBoards from './task-boards.service.ts';

export function taskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.database.db, bus: ctx.bus };

  route(app, listTasks, async ({ user, query }) => {
    const boardId = query.boardId;
    if (boardId && boardId !== POOL_BOARD_ID && !(await findBoardRow(deps.db, user.id, boardId)))
      throw notFound('That board');
    return tasks.presentTasks(deps.db, user.id, await listTaskRows(deps.db, user.id, boardId));
  });

  route(app, getTask, async ({ user, params }) => {
    const task = await tasks.getTask(deps.db, user.id, params.taskId);
    if (!task) throw notFound('That task');
    return task;
  });

  route(app, createTask, ({ user, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => tasks.createTask(w, body)),
  );

  route(app, updateTask, ({ user, params, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => tasks.updateTask(w, params.taskId, body)),
  );

  route(app, moveTask, ({ user, params, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => tasks.moveTask(w, params.taskId, body)),
  );

  route(app, deleteTask, ({ user, params, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => tasks.deleteTask(w, params.taskId)),
  );

  route(app, restoreTask, ({ user, params, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => tasks.restoreTask(w, params.taskId)),
  );

  route(app, addTaskToBoard, ({ user, params, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) =>
      taskBoards.addTaskToBoard(w, params.taskId, params.boardId, body),
    ),
  );

  route(app, removeTaskFromBoard, ({ user, params, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) =>
      taskBoards.removeTaskFromBoard(w, params.taskId, params.boardId),
    ),
  );
}
