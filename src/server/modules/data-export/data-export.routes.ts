/**
 * /api/me/export and /api/me/import, in a scope of their own: here alone a body arrives as raw
 * bytes (the import's zip or JSON, up to IMPORT_MAX_BYTES), and the download is a stream sent
 * without compression (a zip does not shrink), as an attachment, to its owner only.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import {
  downloadExport,
  getExport,
  importData,
  IMPORT_MAX_BYTES,
  requestExport,
} from '../../../shared/contracts/data-export.ts';
import { AppError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
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
    const deps = { db, bus: ctx.bus, store };
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );

    route(scope, getExport, ({ user }) => exports.exportStatus(db, user.id));
    route(scope, requestExport, ({ user, mutationId }) => exports.requestExport(deps, user.id, mutationId), {
      rateLimit: { max: 10, timeWindow: '1 hour' },
    });
    route(scope, importData, ({ user, body, mutationId }) => {
      if (!(body instanceof Buffer) || body.length === 0)
        throw new AppError(
          'VALIDATION_FAILED',
          'Send the export zip (or its quadrant.json) as the request body.',
        );
      return importArchive(deps, user.id, body, mutationId);
    });
    scope.route({
      method: downloadExport.method,
      url: downloadExport.path,
      compress: false,
      exposeHeadRoute: false,
      schema: { summary: downloadExport.summary, tags: [downloadExport.tag], security: [{ bearer: [] }] },
      handler: async (request, reply) => {
        const file = await exports.openExport(deps, currentUser(request).id);
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
