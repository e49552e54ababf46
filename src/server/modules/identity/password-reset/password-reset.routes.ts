/**
 * "Forgot password?" pages under the issuer, at Keycloak's `login-actions` paths: asking for a link
 * (request-link.routes.ts) and choosing the new password (new-password.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Mailer } from '../../mail/mailer.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { newPasswordRoutes } from './new-password.routes.ts';
import { requestLinkRoutes } from './request-link.routes.ts';
import { resetKit } from './reset-kit.ts';
import { resetLinkMailer } from './reset-mail.ts';

export function passwordResetRoutes(
  app: FastifyInstance,
  deps: IdentityDeps,
  provider: Provider,
  mailer: Mailer,
): void {
  const kit = resetKit(deps, provider);
  requestLinkRoutes(app, deps, kit, resetLinkMailer(deps, mailer));
  newPasswordRoutes(app, deps, kit);
}
