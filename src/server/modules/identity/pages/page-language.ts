/**
 * Which language an identity page speaks, in Keycloak's order (so the app behaves the same with
 * OIDC_ISSUER pointing at a Keycloak realm):
 * 1. `kc_locale` in the URL or form — what the page's language switcher links to;
 * 2. the `KEYCLOAK_LOCALE` cookie, which remembers that choice for the next pages of the flow;
 * 3. `ui_locales` of the authorization request — the app's own language when it sent the person;
 * 4. the browser's Accept-Language, by weight; else English.
 */
import { LANGUAGES, type Language } from '../../../../shared/languages.ts';

/** Keycloak's names for the page-language parameter and the cookie that remembers it. */
export const LANGUAGE_PARAM = 'kc_locale';
export const LANGUAGE_COOKIE = 'KEYCLOAK_LOCALE';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function isLanguage(tag: string): tag is Language {
  return (LANGUAGES as readonly string[]).includes(tag);
}

function primary(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** A supported language named by a single tag (`fr`, `fr-CA`), else undefined. */
export function languageOf(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const lng = primary(value);
  return isLanguage(lng) ? lng : undefined;
}

/** The first supported language of a space-separated `ui_locales`. */
function fromUiLocales(uiLocales: unknown): Language | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  for (const tag of uiLocales.split(' ')) {
    const lng = languageOf(tag);
    if (lng) return lng;
  }
  return undefined;
}

/** The supported language with the highest q-weight (ties: the first listed). */
function fromAcceptLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lng: primary(tag), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((x) => x.q > 0 && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((x) => isLanguage(x.lng))?.lng as Language | undefined;
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export interface LanguageSources {
  /** `kc_locale` from the query string or the form. */
  choice?: unknown;
  cookieHeader?: string | undefined;
  uiLocales?: unknown;
  acceptLanguage?: string | undefined;
}

export function pickLanguage(sources: LanguageSources): Language {
  return (
    languageOf(sources.choice) ??
    languageOf(cookieValue(sources.cookieHeader, LANGUAGE_COOKIE)) ??
    fromUiLocales(sources.uiLocales) ??
    fromAcceptLanguage(sources.acceptLanguage) ??
    'en'
  );
}

/** The Set-Cookie value remembering a language chosen on the switcher, for pages under `path`. */
export function languageCookie(lng: Language, path: string, secure: boolean): string {
  const attributes = [`Path=${path || '/'}`, `Max-Age=${YEAR_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${LANGUAGE_COOKIE}=${lng}`, ...attributes].join('; ');
}

/** `url` (a path with its query) with `kc_locale` set to `lng`: a switcher link. */
export function withLanguage(url: string, lng: Language): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.set(LANGUAGE_PARAM, lng);
  return `${parsed.pathname}${parsed.search}`;
}
