/**
 * /api/me/export and /api/me/import, in a scope of their own: here alone a body reaches the
 * handler as the unread stream (the import's zip or JSON, which the import checks before reading
 * it and spools within its plan's bounds: import.service.ts), and the download is a stream sent
 * without compression (a zip does not shrink), as an attachment, to its owner only.
 */
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import {
  downloadExport,
  getExport,
  importData,
  requestExport,
} from '../../../shared/contracts/data-export.ts';
import { AppError } from '../../http/errors.ts';
import { route, routeSecurity } from '../../http/route.ts';
import { requestOrigin } from '../activity/request-origin.ts';
import { currentUser } from '../auth/auth.plugin.ts';
import { contentDisposition } from '../attachments/file-metadata.ts';
import { createBlobStore } from '../attachments/create-blob-store.ts';
import * as exports from './export.service.ts';
import { importArchive } from './import.service.ts';

export async function dataExportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const store = createBlobStore(ctx.config.attachments);
    scope.addHook('onClose', async () => store.close());
    const db = ctx.database.db;
    const deps = { db, bus: ctx.bus, store, spoolDir: path.join(ctx.config.dataDir, 'import-spool') };
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // Answered before its body was read (a replay, an account with data, too large…): close the
    // connection rather than read the rest of a body nobody wants just to keep it alive.
    scope.addHook('onSend', async (request, reply) => {
      if (!request.raw.complete) reply.header('connection', 'close');
    });

    route(scope, getExport, ({ user }) => exports.exportStatus(db, user.id));
    route(
      scope,
      requestExport,
      ({ user, mutationId, request }) =>
        exports.requestExport(deps, user.id, mutationId, requestOrigin(request)),
      {
        rateLimit: { max: 10, timeWindow: '1 hour' },
      },
    );
    route(
      scope,
      importData,
      ({ user, body, mutationId, request }) => {
        assertPlainBody(request.headers);
        if (!(body instanceof Readable))
          throw new AppError(
            'VALIDATION_FAILED',
            'Send the export zip (or its quadrant.json) as the request body.',
          );
        const declaredBytes = declaredLength(request.headers);
        const origin = requestOrigin(request);
        return importArchive(deps, { userId: user.id, body, declaredBytes, mutationId, origin });
      },
      // Each attempt may inflate and store the plan's worth of files before it fails.
      { rateLimit: { max: 10, timeWindow: '1 hour' } },
    );
    scope.route({
      method: downloadExport.method,
      url: downloadExport.path,
      compress: false,
      exposeHeadRoute: false,
      schema: { summary: downloadExport.summary, tags: [downloadExport.tag], ...routeSecurity(downloadExport) },
      handler: async (request, reply) => {
        const file = await exports.openExport(deps, currentUser(request).id, requestOrigin(request));
        return reply
          .headers({
            'content-type': 'application/zip',
            'content-length': String(file.size),
            'content-disposition': contentDisposition(file.fileName),
            'cache-control': 'private, no-store',
          })
          .send(file.body);
      },
    });
  });
}

/** The Content-Length announced, if it is one. */
function declaredLength(headers: IncomingHttpHeaders): number | undefined {
  const declared = Number(headers['content-length']);
  return headers['content-length'] !== undefined && Number.isSafeInteger(declared) ? declared : undefined;
}

/**
 * An archive is sent as it is: a zip is compressed already, and inflating a Content-Encoding
 * would make the bytes counted many times those sent (a gzip of zeros is a thousandth of them).
 */
function assertPlainBody(headers: IncomingHttpHeaders): void {
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding !== 'identity')
    throw new AppError('VALIDATION_FAILED', 'Send the archive as it is, without a Content-Encoding.');
}
