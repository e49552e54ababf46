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
  skipOccurrence,
  updateTask,
} from '../../../shared/contracts/tasks.ts';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import { notFound } from '../../http/errors.ts';
import { findBoardRow } from '../boards/boards.repo.ts';
import { route } from '../../http/route.ts';
import { currentVersion } from '../sync/sync.service.ts';
import { userWrite } from '../sync/write.ts';
import { listTaskRows } from './tasks.repo.ts';
import * as tasks from './tasks.service.ts';
import * as taskBoards from './task-boards.service.ts';

export function taskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.database.db, bus: ctx.bus };

  const validate = ctx.config.env !== 'production';
  route(app, listTasks, async ({ user, query, request }) => {
    const boardId = query.boardId;
    // Read first: every write bumps it, so a list built at this version is right until it moves.
    const version = await currentVersion(deps.db, user.id);
    if (boardId && boardId !== POOL_BOARD_ID && !(await findBoardRow(deps.db, user.id, boardId)))
      throw notFound('That board');
    return ctx.reads.get(request, {
      userId: user.id,
      key: `tasks:${boardId ?? '*'}`,
      version,
      build: async () => {
        const list = await tasks.presentTasks(
          deps.db,
          user.id,
          await listTaskRows(deps.db, user.id, boardId),
        );
        return { value: validate ? listTasks.response.parse(list) : list, version };
      },
    });
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

  route(app, skipOccurrence, ({ user, params, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => tasks.skipOccurrence(w, params.taskId, body)),
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
