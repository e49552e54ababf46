/**
 * /api/move-ins: imports from other apps (issue 36). The upload has a scope of its own where the
 * body reaches the handler as the unread stream (spooled within its bound by the service, refused
 * early by its declared length), as the archive import's does; the other routes take JSON.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import {
  getMoveIn,
  listMoveIns,
  startMoveIn,
  undoMoveIn,
  updateMoveIn,
  uploadMoveIn,
} from '../../../shared/contracts/move-in.ts';
import { AppError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requestOrigin } from '../activity/request-origin.ts';
import * as moveIns from './move-in.service.ts';
import { startMoveIn as start } from './move-in-import.ts';
import { undoMoveIn as undo } from './move-in-undo.ts';

function declaredLength(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && Number.isSafeInteger(n) ? n : undefined;
}

async function uploadRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps = { db: ctx.database.db, spoolDir: path.join(ctx.config.dataDir, 'import-spool') };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // Refused before its body was read (too large, a replay): close rather than read the rest.
    scope.addHook('onSend', async (request, reply) => {
      if (!request.raw.complete) reply.header('connection', 'close');
    });
    route(
      scope,
      uploadMoveIn,
      ({ user, body, query, request }) => {
        const encoding = request.headers['content-encoding'];
        if (encoding !== undefined && encoding !== 'identity')
          throw new AppError('VALIDATION_FAILED', 'Send the file as it is, without a Content-Encoding.');
        if (!(body instanceof Readable))
          throw new AppError('VALIDATION_FAILED', 'Send the file to import as the request body.');
        return moveIns.createMoveIn(deps, {
          userId: user.id,
          body,
          declaredBytes: declaredLength(request.headers['content-length']),
          fileName: query.name,
          timeZone: query.timeZone,
        });
      },
      // Each upload reads (and stores the reading of) up to 20 MB.
      { rateLimit: { max: 30, timeWindow: '1 hour' } },
    );
  });
}

export async function moveInRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const deps = { db, bus: ctx.bus, poke: () => ctx.jobs.poke() };
  await uploadRoute(app, ctx);
  route(app, listMoveIns, ({ user }) => moveIns.listMoveIns(db, user.id));
  route(app, getMoveIn, ({ user, params }) => moveIns.getMoveIn(db, user.id, params.moveInId));
  route(app, updateMoveIn, ({ user, params, body }) =>
    moveIns.updateMapping(db, user.id, params.moveInId, body),
  );
  route(app, startMoveIn, ({ user, params, body, mutationId, request }) =>
    start(deps, {
      userId: user.id,
      id: params.moveInId,
      scope: body.scope,
      ...(mutationId ? { mutationId } : {}),
      origin: requestOrigin(request),
    }),
  );
  route(app, undoMoveIn, ({ user, params, mutationId, request }) =>
    undo(deps, {
      userId: user.id,
      id: params.moveInId,
      ...(mutationId ? { mutationId } : {}),
      origin: requestOrigin(request),
    }),
  );
}
