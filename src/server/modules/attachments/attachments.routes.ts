/**
 * Attachment routes, in a scope of their own so that only here a body of any Content-Type reaches
 * the handler as the raw stream (parsers inherited for JSON and text are removed: a file is never
 * parsed). Upload and delete go through `route()` like every write, which brings the contract's
 * validation and OpenAPI, the write rate limit and the Idempotency-Key; the upload's body is the
 * stream the parser passed on. Download is registered directly: its response is a stream, not a
 * contract-serialized value, and it opts out of compression so Content-Length stays the file's.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import {
  AttachmentParamsSchema,
  deleteAttachment,
  downloadAttachment,
  uploadAttachment,
} from '../../../shared/contracts/attachments.ts';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/plans.ts';
import type { AppContext } from '../../app.ts';
import { route, routeSecurity } from '../../http/route.ts';
import { currentUser } from '../auth/auth.plugin.ts';
import * as attachments from './attachments.service.ts';
import type { AttachmentDeps } from './attachments.service.ts';
import { createBlobStore } from './create-blob-store.ts';
import { downloadHeaders, OCTET_STREAM, storedContentType } from './file-metadata.ts';
import { declaresMoreThan, tooLarge } from './upload-body.ts';

export async function attachmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const store = createBlobStore(ctx.config.attachments);
    scope.addHook('onClose', async () => store.close());
    acceptRawBodies(scope);
    const deps = { db: ctx.database.db, bus: ctx.bus, store, log: scope.log };
    const rateLimit = { max: ctx.config.rateLimits.writesPerMinute, timeWindow: '1 minute' };
    uploadRoute(scope, deps, rateLimit);
    downloadRoute(scope, deps);
    route(
      scope,
      deleteAttachment,
      ({ user, params, mutationId }) =>
        attachments.deleteAttachment(deps, user.id, params.attachmentId, mutationId),
      { rateLimit },
    );
  });
}

type RateLimit = { max: number; timeWindow: string };

/** In this scope only: any body reaches the handler as the unread stream. */
function acceptRawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  // Fastify answers 415 to a Content-Type it cannot parse, before any handler. A file's type is
  // only a hint, so an invalid one is taken as application/octet-stream (and stored as such).
  scope.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (type !== undefined && storedContentType(type) === OCTET_STREAM)
      request.headers['content-type'] = OCTET_STREAM;
  });
  // Answered before its body was read (too large, no such task, a replay…): close the
  // connection rather than read the rest of a body nobody wants just to keep it alive.
  scope.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}

function uploadRoute(scope: FastifyInstance, deps: AttachmentDeps, rateLimit: RateLimit): void {
  route(
    scope,
    uploadAttachment,
    async ({ user, params, query, body, mutationId, request }) => {
      // Refused from the headers alone, before a byte of the body is read.
      if (declaresMoreThan(request.headers, MAX_ATTACHMENT_BYTES)) throw tooLarge(MAX_ATTACHMENT_BYTES);
      const stream = body instanceof Readable ? body : undefined;
      const contentType = request.headers['content-type'];
      const file = { ...query, taskId: params.taskId, contentType, body: stream };
      return attachments.uploadAttachment(deps, { userId: user.id, mutationId, ...file });
    },
    { rateLimit },
  );
}

function downloadRoute(scope: FastifyInstance, deps: AttachmentDeps): void {
  scope.withTypeProvider<ZodTypeProvider>().route({
    method: downloadAttachment.method,
    url: downloadAttachment.path,
    compress: false,
    // A HEAD would open the file only to drop it; a client that needs the size has it from sync.
    exposeHeadRoute: false,
    schema: {
      summary: downloadAttachment.summary,
      tags: [downloadAttachment.tag],
      ...routeSecurity(downloadAttachment),
      params: AttachmentParamsSchema,
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const file = await attachments.openDownload(deps, user.id, request.params.attachmentId);
      return reply.headers(downloadHeaders(file.row)).send(file.body);
    },
  });
}
