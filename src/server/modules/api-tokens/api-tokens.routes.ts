/**
 * /api/tokens: a person's personal API tokens. Every route here is session-only (their
 * contracts say so): a token can neither list, make nor revoke tokens.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { createApiToken, listApiTokens, revokeApiToken } from '../../../shared/contracts/api-tokens.ts';
import { newId } from '../../../shared/ids.ts';
import { AppError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { userWrite } from '../sync/write.ts';
import * as tokens from './api-tokens.service.ts';

export function apiTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.database.db, bus: ctx.bus };
  route(app, listApiTokens, ({ user }) => tokens.listTokens(deps.db, user.id));
  route(app, createApiToken, async ({ user, body, mutationId }) => {
    const made = { id: newId(), secret: tokens.newSecret() };
    const token = await userWrite(deps, user.id, mutationId, (w) => tokens.createToken(w, body, made));
    // Another request with this key got there first: its secret was in its own answer only.
    if (token.id !== made.id)
      throw new AppError('CONFLICT', 'This token was already made, and its secret shown once.');
    return { ...token, secret: made.secret };
  });
  route(app, revokeApiToken, ({ user, params, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => tokens.revokeToken(w, params.tokenId)),
  );
}
