import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { applyTemplate } from '../../../shared/contracts/templates.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { userWrite } from '../sync/write.ts';
import { createTemplateCatalog, type TemplateCatalog } from './template-catalog.ts';
import * as templates from './templates.service.ts';

/** POST /api/templates/:slug/apply (authenticated): a ready board from a template guide. */
export function templateRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  catalog: TemplateCatalog = createTemplateCatalog(),
): void {
  const deps = { db: ctx.database.db, bus: ctx.bus };
  route(app, applyTemplate, async ({ user, params, body, mutationId }) => {
    const template = catalog.get(params.slug, body.language ?? 'en');
    if (!template) throw notFound('That template');
    return userWrite(deps, user.id, mutationId, (w) => templates.applyTemplate(w, template));
  });
}
