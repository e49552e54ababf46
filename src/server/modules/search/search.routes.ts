import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { searchTasks } from '../../../shared/contracts/search.ts';
import { route } from '../../http/route.ts';
import * as search from './search.service.ts';

export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  route(app, searchTasks, async ({ user, query }) => ({
    hits: await search.searchTasks(db, user.id, query.q, query.limit),
  }));
}
