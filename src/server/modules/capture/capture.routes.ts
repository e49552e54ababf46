import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { parseCaptureText } from '../../../shared/contracts/capture.ts';
import { route } from '../../http/route.ts';
import { parseForUser } from './capture.service.ts';

/**
 * Parses per person per minute. The web app parses on the device (the same code, src/shared/capture);
 * this route serves other clients, and a brain dump of CAPTURE_TEXT_MAX characters costs real CPU.
 */
export const CAPTURE_PARSE_PER_MINUTE = 60;

export function captureRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  // Keyed on the signed-in user: authentication runs before the limit (security.ts).
  route(app, parseCaptureText, async ({ user, body }) => parseForUser(db, user.id, body), {
    rateLimit: { max: CAPTURE_PARSE_PER_MINUTE, timeWindow: '1 minute' },
  });
}
