import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '../../../shared/languages.ts';
import { loadNamespaces, registerNamespace } from '../../lib/i18n.ts';
import { languageFromPath } from '../../lib/public-language.ts';
import enSite from '../../locales/en/site.json' with { type: 'json' };

registerNamespace('site', enSite);

/** Namespaces the shared header and footer need, for a public route's loaders. */
export const SITE_NAMESPACES = ['common', 'site'] as const;

/**
 * For a public route's loaders (build-time prerender and client navigation alike): the language
 * of the requested URL, with the header's and footer's strings and the page's own loaded for it.
 */
export async function preparePublicPage(
  request: Request,
  pageNamespaces: readonly string[],
): Promise<Language> {
  const { lng } = languageFromPath(new URL(request.url).pathname);
  await loadNamespaces(lng, [...SITE_NAMESPACES, ...pageNamespaces]);
  return lng;
}

/** The language and unprefixed path of the public page being shown. */
export function usePublicLanguage(): { lng: Language; basePath: string } {
  return languageFromPath(useLocation().pathname);
}

/** `t` for a namespace in the page's own language (also at prerender time, in Node). */
export function usePublicTranslation(ns: string) {
  const { lng } = usePublicLanguage();
  return { ...useTranslation(ns, { lng }), lng };
}
