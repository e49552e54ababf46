import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { getMe, updateMe } from '../../../shared/contracts/me.ts';
import { route } from '../../http/route.ts';
import { updateUserLanguage } from '../users/users.repo.ts';
import * as me from './me.service.ts';

export function meRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  route(app, getMe, ({ user }) => me.getMe(db, user));
  route(app, updateMe, async ({ user, body }) => {
    await updateUserLanguage(db, user.id, body.language);
    return me.getMe(db, user);
  });
}
