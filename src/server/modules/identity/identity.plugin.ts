/**
 * The embedded identity provider, mounted at the issuer's path (`/realms/<realm>`). oidc-provider
 * (a Koa app) answers the protocol endpoints through @fastify/middie; this plugin's own routes
 * serve the sign-in, create-account and password-reset pages and their stylesheet. Rules:
 * - Keycloak's `registrations` endpoint is the authorization endpoint with `prompt=create`;
 * - pages answer in HTML even when something fails (rate limit, bad form, server error);
 * - nothing here logs a password, token or cookie.
 */
import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { brokerRoutes } from './brokers/broker.routes.ts';
import { redactedRequest } from '../../http/log-redaction.ts';
import type { IdentityKeys } from './keys.ts';
import { interactionKit } from './pages/interaction.ts';
import { languageCookie, languageOf } from './pages/page-language.ts';
import { registerRoutes } from './pages/register.routes.ts';
import { signInRoutes } from './pages/sign-in.routes.ts';
import { LOGIN_ACTIONS_PREFIX } from './password-reset/password-reset.ts';
import { passwordResetRoutes } from './password-reset/password-reset.routes.ts';
import {
  INTERACTION_PREFIX,
  KEYCLOAK_ROUTES,
  mountPath,
  REGISTRATIONS_PATH,
  RESOURCES_PREFIX,
  BROKER_PREFIX,
} from './paths.ts';
import { createProvider } from './provider/provider.ts';
import { clientAddresses } from './provider/token-guard.ts';
import { stylesheetRoute } from './pages/stylesheet.ts';
import { identityErrorHandler } from './pages/error-page.ts';
import { userinfoRoute } from './provider/userinfo.ts';
import { ACCOUNT_PATH, accountRoute } from './provider/account.ts';
import { headersToRaw } from '../../http/security.ts';
import { teamsPopupOpener } from './teams-popup.ts';

/** `/protocol/openid-connect/registrations?…` → the authorization endpoint, asking for `create`. */
export function registrationToAuthorization(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const prompts = new Set((parsed.searchParams.get('prompt') ?? '').split(' ').filter(Boolean));
  prompts.add('create');
  parsed.searchParams.set('prompt', [...prompts].join(' '));
  return `${KEYCLOAK_ROUTES.authorization}${parsed.search}`;
}

/**
 * oidc-provider (Koa) builds every URL it hands out (the discovery document, its redirects, its
 * pages' forms) from the request's Host, or X-Forwarded-Host and -Proto from a trusted proxy: all
 * written by whoever sends the request. They are replaced by PUBLIC_URL's before the provider or
 * this plugin's pages see the request, so every URL names the configured address (the provider
 * reads the forwarded pair: `provider.proxy` is on, see provider.ts).
 */
export function pinPublicOrigin(req: IncomingMessage, publicUrl: URL): void {
  req.headers.host = publicUrl.host;
  req.headers['x-forwarded-host'] = publicUrl.host;
  req.headers['x-forwarded-proto'] = publicUrl.protocol.replace(/:$/, '');
}

/** Paths under the issuer that this plugin's routes answer, not oidc-provider. */
function ownPath(path: string): boolean {
  return (
    path.startsWith(`${INTERACTION_PREFIX}/`) ||
    path.startsWith(`${LOGIN_ACTIONS_PREFIX}/`) ||
    path.startsWith(`${RESOURCES_PREFIX}/`) ||
    path.startsWith(`${BROKER_PREFIX}/`) ||
    path === KEYCLOAK_ROUTES.userinfo ||
    path === ACCOUNT_PATH
  );
}

/**
 * A language chosen on a page's switcher (`?kc_locale=`) is remembered for the pages that follow
 * (the form's answer, the create-account page, the reset pages): on the raw response, so that
 * oidc-provider's own pages, which bypass Fastify's reply, keep it too.
 */
function rememberLanguage(config: Config, request: FastifyRequest, reply: FastifyReply): void {
  const query: unknown = request.query;
  const choice =
    typeof query === 'object' && query !== null && 'kc_locale' in query ? query.kc_locale : undefined;
  const lng = languageOf(choice);
  if (!lng || request.method !== 'GET') return;
  reply.raw.appendHeader(
    'set-cookie',
    languageCookie(lng, mountPath(config), config.publicUrl.startsWith('https:')),
  );
}

export const identityPlugin: FastifyPluginAsync<{ ctx: AppContext; keys: IdentityKeys }> = async (
  app,
  { ctx, keys },
) => {
  const deps: IdentityDeps = {
    config: ctx.config,
    db: ctx.database.db,
    keys,
    log: app.log,
    signInBackoff: ctx.signInBackoff,
  };
  const provider = createProvider(deps);
  const mount = mountPath(ctx.config);
  const handle = provider.callback();
  const publicUrl = new URL(ctx.config.publicUrl);

  // The provider (Koa) sees only the raw request: hand it the address Fastify derived from the
  // trusted proxy hops, for the token endpoint's per-address count (token-guard.ts), and the
  // configured public origin in place of the request's own.
  // Its pages are written to the raw response: the security headers must be there already.
  app.addHook('onRequest', async (request, reply) => {
    headersToRaw(reply);
    // The address first: Fastify reads it from the trusted hops, which this leaves alone.
    clientAddresses.set(request.raw, request.ip);
    pinPublicOrigin(request.raw, publicUrl);
    rememberLanguage(ctx.config, request, reply);
    // A sign-in in Teams' popup must not cut the popup off from Teams (teams-popup.ts).
    teamsPopupOpener(ctx.config, request, reply);
  });
  await app.register(middie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  app.use(
    mount,
    (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: (err?: unknown) => void) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (ownPath(path)) {
        next();
        return;
      }
      if (path === REGISTRATIONS_PATH && req.method === 'GET') {
        req.url = registrationToAuthorization(req.url ?? '');
        req.originalUrl = `${mount}${req.url}`;
      }
      handle(req, res).catch(next);
    },
  );

  // Middleware runs only for routes of this scope: this one catches every provider path.
  app.all(
    `${mount}/*`,
    { schema: { hide: true }, logSerializers: { req: redactedRequest } },
    async (_request, reply) => reply.callNotFound(),
  );

  stylesheetRoute(app, `${mount}${RESOURCES_PREFIX}`);

  app.setErrorHandler(identityErrorHandler(ctx.config));

  const kit = interactionKit(deps, provider);
  signInRoutes(app, deps, kit, brokerRoutes(app, deps));
  registerRoutes(app, deps, kit);
  passwordResetRoutes(app, deps, provider, ctx.mailer);
  userinfoRoute(app, deps);
  accountRoute(app, deps);
};
