import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { getChanges } from '../../../shared/contracts/sync.ts';
import { route } from '../../http/route.ts';
import { changesSince } from './sync.service.ts';

export function syncRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, getChanges, ({ user, query }) => changesSince(ctx.database.db, user.id, query.since));
}
