/**
 * Pages oidc-provider renders itself (errors, the sign-out confirmation, "signed out"), in the
 * person's language and Quadrant's look. Error pages show the protocol error code, never a stack.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import { pickLanguage, stringsFor } from './locale.ts';
import { messagePage, type PageContext } from './pages.ts';
import { mountPath, RESOURCES_PREFIX } from './paths.ts';
import { stylesheetHref } from './stylesheet.ts';

export function pageContext(
  config: Config,
  uiLocales: unknown,
  acceptLanguage: string | undefined,
): PageContext {
  const lng = pickLanguage(uiLocales, acceptLanguage);
  return { lng, t: stringsFor(lng), stylesheet: stylesheetHref(`${mountPath(config)}${RESOURCES_PREFIX}`) };
}

/** The page context of a request oidc-provider is handling. */
export function providerPageContext(ctx: KoaContextWithOIDC, config: Config): PageContext {
  // ctx.oidc is absent when the request failed before oidc-provider set up its context.
  const params = 'oidc' in ctx && ctx.oidc ? ctx.oidc.params : undefined;
  return pageContext(config, params?.ui_locales, ctx.get('accept-language') || undefined);
}

export function signInUrl(config: Config): string {
  return `${config.publicUrl}/auth/login`;
}

export function renderProviderError(ctx: KoaContextWithOIDC, out: { error: string }, config: Config): void {
  const page = providerPageContext(ctx, config);
  ctx.type = 'html';
  ctx.body = messagePage(page, {
    heading: page.t.errorHeading,
    body: page.t.errorBody,
    code: out.error,
    link: { href: signInUrl(config), label: page.t.backToApp },
  });
}
