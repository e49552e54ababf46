/**
 * Sign-out (RP-initiated logout at Keycloak's `logout` path). Rules:
 * - with a valid `id_token_hint` for the person signed in, the session ends at once: every grant
 *   of the session is revoked (refresh tokens die with it), the session cookie is cleared, and the
 *   browser is sent to the registered `post_logout_redirect_uri` — no confirmation page;
 * - without such a hint (anyone could link to this URL), a confirmation page asks first;
 * - when nobody is signed in there is nothing to end: straight to the redirect URI. oidc-provider
 *   would answer with a self-submitting form (inline script), which our CSP does not allow.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { createElement as h } from 'react';
import { recordSignOut, type RequestInfo } from '../accounts.ts';
import { SESSION_COOKIE_OPTIONS, type IdentityDeps } from '../identity-deps.ts';
import { LogoutPage, MessagePage } from '../pages/message-page.ts';
import { signInUrl } from '../pages/page-context.ts';
import { renderPage } from '../pages/render.ts';
import { revokeGrant } from './oidc-adapter.ts';
import { providerPageContext } from './provider-pages.ts';
import { clientAddresses } from './token-guard.ts';

function requestInfo(ctx: KoaContextWithOIDC): RequestInfo {
  // Koa's ctx.ip is the client-written left-most X-Forwarded-For (the provider trusts the forwarded
  // headers, see provider.ts): the address Fastify derived from our proxies' hops is the one.
  const ip = clientAddresses.get(ctx.req) ?? ctx.req.socket.remoteAddress ?? '';
  return { ip, userAgent: ctx.get('user-agent') || undefined };
}

function stringParam(ctx: KoaContextWithOIDC, name: string): string | undefined {
  const value = ctx.oidc.params?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Where to send the browser after sign-out: the validated redirect URI (with `state`), or our page. */
function afterLogoutUrl(ctx: KoaContextWithOIDC): string {
  const target = stringParam(ctx, 'post_logout_redirect_uri');
  if (!target) return ctx.oidc.urlFor('end_session_success');
  const url = new URL(target);
  const state = stringParam(ctx, 'state');
  if (state) url.searchParams.set('state', state);
  return url.href;
}

export interface LogoutHandlers {
  logoutSource: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
  postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => Promise<void>;
  signedOutRedirect: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;
  onEndSession: (ctx: KoaContextWithOIDC) => void;
}

export function createLogoutHandlers(deps: IdentityDeps): LogoutHandlers {
  const { config, db, log } = deps;

  /** Never fails the sign-out itself: the session is already gone when this runs. */
  function logLogout(accountId: string, info: RequestInfo): Promise<void> {
    return recordSignOut(db, accountId, info).catch((err: unknown) =>
      log.error({ err }, 'could not record sign-out'),
    );
  }

  async function endSessionNow(ctx: KoaContextWithOIDC): Promise<void> {
    const session = ctx.oidc.session;
    if (!session?.accountId) return;
    const accountId = session.accountId;
    for (const authorization of Object.values(session.authorizations ?? {})) {
      if (authorization.grantId && !authorization.persistsLogout)
        await revokeGrant(db, authorization.grantId);
    }
    await session.destroy();
    ctx.oidc.cookies.set(ctx.oidc.provider.cookieName('session'), null, SESSION_COOKIE_OPTIONS);
    await logLogout(accountId, requestInfo(ctx));
    ctx.status = 303;
    ctx.redirect(afterLogoutUrl(ctx));
  }

  return {
    async logoutSource(ctx) {
      const hint = ctx.oidc.entities.IdTokenHint;
      const session = ctx.oidc.session;
      if (hint && session?.accountId && hint.payload.sub === session.accountId) {
        await endSessionNow(ctx);
        return;
      }
      const secret = session?.state?.secret;
      const page = providerPageContext(ctx, config);
      ctx.type = 'html';
      const view = {
        action: ctx.oidc.urlFor('end_session_confirm'),
        xsrf: typeof secret === 'string' ? secret : '',
        stayUrl: `${config.publicUrl}/app/board`,
      };
      ctx.body = renderPage(h(LogoutPage, { page, view }));
    },

    async postLogoutSuccessSource(ctx) {
      const page = providerPageContext(ctx, config);
      ctx.type = 'html';
      const view = {
        heading: page.t('logout.signedOutHeading'),
        body: page.t('logout.signedOutBody'),
        link: { href: signInUrl(config), label: page.t('logout.signInAgain') },
      };
      ctx.body = renderPage(h(MessagePage, { page, view }));
    },

    async signedOutRedirect(ctx, next) {
      await next();
      if (ctx.method !== 'GET' || ctx.status !== 200 || !('oidc' in ctx) || ctx.oidc.route !== 'end_session')
        return;
      if (ctx.oidc.session?.accountId) return;
      ctx.status = 303;
      ctx.redirect(afterLogoutUrl(ctx));
    },

    onEndSession(ctx) {
      // The confirmation page's form was submitted (the page above); the session is gone by now.
      const accountId = ctx.oidc.session?.accountId;
      // An event listener cannot be awaited: the entry is written just after.
      if (accountId) void logLogout(accountId, requestInfo(ctx));
    },
  };
}
