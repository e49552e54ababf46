import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { createBoard, deleteBoard, listBoards, updateBoard } from '../../../shared/contracts/boards.ts';
import { route } from '../../http/route.ts';
import { userWrite } from '../sync/write.ts';
import { listBoardRows } from './boards.repo.ts';
import * as boards from './boards.service.ts';

export function boardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.database.db, bus: ctx.bus };

  route(app, listBoards, async ({ user }) =>
    (await listBoardRows(deps.db, user.id)).map(boards.presentBoard),
  );

  route(app, createBoard, ({ user, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => boards.createBoard(w, body)),
  );

  route(app, updateBoard, ({ user, params, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => boards.updateBoard(w, params.boardId, body)),
  );

  route(app, deleteBoard, ({ user, params, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => boards.deleteBoard(w, params.boardId)),
  );
}
