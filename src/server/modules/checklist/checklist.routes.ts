import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import {
  createChecklistItem,
  deleteChecklistItem,
  updateChecklistItem,
} from '../../../shared/contracts/checklist.ts';
import { route } from '../../http/route.ts';
import { userWrite } from '../sync/write.ts';
import * as checklist from './checklist.service.ts';

export function checklistRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.database.db, bus: ctx.bus };

  route(app, createChecklistItem, ({ user, params, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => checklist.createChecklistItem(w, params.taskId, body)),
  );

  route(app, updateChecklistItem, ({ user, params, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => checklist.updateChecklistItem(w, params.itemId, body)),
  );

  route(app, deleteChecklistItem, ({ user, params, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => checklist.deleteChecklistItem(w, params.itemId)),
  );
}
