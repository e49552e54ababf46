/**
 * What every identity page is rendered with: its language and translators, the theme the person
 * chose in the app (the `quadrant_theme` cookie, shared/identity-theme.ts; unset: the system's),
 * the stylesheet's URL, where the logo leads, and where each entry of the language switcher leads
 * (this same page with `kc_locale`; none when the page answers a form and has no address of its
 * own to reload).
 */
import type { TFunction } from 'i18next';
import type { Config } from '../../../config.ts';
import type { Language } from '../../../../shared/languages.ts';
import {
  IDENTITY_THEME_COOKIE,
  identityThemeOf,
  type IdentityTheme,
} from '../../../../shared/identity-theme.ts';
import { mountPath, RESOURCES_PREFIX } from '../paths.ts';
import { translator } from './identity-i18n.ts';
import { cookieValue, pickLanguage, withLanguage, type LanguageSources } from './page-language.ts';
import { stylesheetHref } from './stylesheet.ts';

export interface PageContext {
  lng: Language;
  /** Light or dark as chosen in the app; undefined: follow the system. */
  theme: IdentityTheme | undefined;
  /** The `identity` namespace. */
  t: TFunction;
  /** The `common` namespace (language names). */
  tc: TFunction;
  /** The `site` namespace (the header's labels, as on the public pages). */
  ts: TFunction;
  stylesheet: string;
  homeHref: string;
  /** The switcher's link for a language; undefined: no switcher on this page. */
  languageHref: ((lng: Language) => string) | undefined;
}

export interface PageOptions extends LanguageSources {
  /** The address that shows this page again (path and query), for the switcher. */
  here?: string | undefined;
}

/** The public home page in a language, as the web app's public pages name it (`/`, `/fr`…). */
function homeHref(config: Config, lng: Language): string {
  return `${config.publicUrl}${lng === 'en' ? '/' : `/${lng}`}`;
}

export function pageContext(config: Config, options: PageOptions): PageContext {
  const lng = pickLanguage(options);
  const here = options.here;
  return {
    lng,
    theme: identityThemeOf(cookieValue(options.cookieHeader, IDENTITY_THEME_COOKIE)),
    t: translator(lng, 'identity'),
    tc: translator(lng, 'common'),
    ts: translator(lng, 'site'),
    stylesheet: stylesheetHref(`${mountPath(config)}${RESOURCES_PREFIX}`),
    homeHref: homeHref(config, lng),
    languageHref: here === undefined ? undefined : (option) => withLanguage(here, option),
  };
}

/** The language sources of a Fastify or Koa request: its query's choice, cookie and header. */
export interface RequestLike {
  method: string;
  url: string;
  query: unknown;
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined };
}

function queryChoice(query: unknown): unknown {
  return typeof query === 'object' && query !== null && 'kc_locale' in query ? query.kc_locale : undefined;
}

/** A page answering `request`; a GET's switcher reloads the same URL in another language. */
export function requestPage(
  config: Config,
  request: RequestLike,
  extra: { uiLocales?: unknown; here?: string; choice?: unknown } = {},
): PageContext {
  return pageContext(config, {
    choice: extra.choice ?? queryChoice(request.query),
    cookieHeader: request.headers.cookie,
    uiLocales: extra.uiLocales,
    acceptLanguage: request.headers['accept-language'],
    here: extra.here ?? (request.method === 'GET' ? request.url : undefined),
  });
}

export function signInUrl(config: Config): string {
  return `${config.publicUrl}/auth/login`;
}
