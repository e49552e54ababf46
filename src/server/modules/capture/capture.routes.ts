import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { parseCaptureText } from '../../../shared/contracts/capture.ts';
import { route } from '../../http/route.ts';
import { parseForUser } from './capture.service.ts';

export function captureRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  route(app, parseCaptureText, async ({ user, body }) => parseForUser(db, user.id, body));
}
