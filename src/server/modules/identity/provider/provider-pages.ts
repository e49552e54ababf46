/**
 * Pages oidc-provider renders itself (errors, the sign-out confirmation, "signed out"), in the
 * person's language and Quadrant's look. Error pages show the protocol error code, never a stack.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { createElement as h } from 'react';
import type { Config } from '../../../config.ts';
import { MessagePage } from '../pages/message-page.ts';
import { requestPage, signInUrl, type PageContext } from '../pages/page-context.ts';
import { renderPage } from '../pages/render.ts';

/** The page context of a request oidc-provider is handling (mounted: `originalUrl` is the full path). */
export function providerPageContext(ctx: KoaContextWithOIDC, config: Config): PageContext {
  // ctx.oidc is absent when the request failed before oidc-provider set up its context.
  const params = 'oidc' in ctx && ctx.oidc ? ctx.oidc.params : undefined;
  const raw = ctx.req as typeof ctx.req & { originalUrl?: string };
  const request = {
    method: ctx.method,
    url: raw.originalUrl ?? ctx.url,
    query: ctx.query,
    headers: {
      cookie: ctx.get('cookie') || undefined,
      'accept-language': ctx.get('accept-language') || undefined,
    },
  };
  return requestPage(config, request, { uiLocales: params?.ui_locales });
}

export function renderProviderError(ctx: KoaContextWithOIDC, out: { error: string }, config: Config): void {
  const page = providerPageContext(ctx, config);
  ctx.type = 'html';
  ctx.body = renderPage(
    h(MessagePage, {
      page,
      view: {
        heading: page.t('message.errorHeading'),
        body: page.t('message.errorBody'),
        code: out.error,
        link: { href: signInUrl(config), label: page.t('message.backToApp') },
      },
    }),
  );
}
