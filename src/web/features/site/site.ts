/**
 * Facts about the public site that every public page shares: where it lives, who sales are, and
 * the head tags (canonical, hreflang alternates, Open Graph) a search engine needs for each
 * language version of a page.
 */
import type { MetaDescriptor } from 'react-router';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { localizedPath } from '../../lib/public-language.ts';

export const SITE_ORIGIN = 'https://quadrant.app';
export const SALES_EMAIL = 'sales@quadrant.app';
export const SITE_NAME = 'Quadrant';

/** Open Graph wants a territory with the language. */
const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  ja: 'ja_JP',
  it: 'it_IT',
  pt: 'pt_BR',
};

/** The absolute URL of a public page in a language. */
export function absoluteUrl(basePath: string, lng: Language): string {
  const path = localizedPath(basePath, lng);
  return `${SITE_ORIGIN}${path === '/' ? '' : path}`;
}

export interface PublicMetaInput {
  lng: Language;
  /** The page's path without a language prefix, e.g. `/privacy`. */
  basePath: string;
  title: string;
  description: string;
  /** Pages that must not be indexed (not found, confirmations). */
  noindex?: boolean;
}

/** Title, description, canonical, hreflang alternates (7 languages + x-default) and Open Graph. */
export function publicMeta({
  lng,
  basePath,
  title,
  description,
  noindex = false,
}: PublicMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(basePath, lng);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...LANGUAGES.map((alt) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alt,
      href: absoluteUrl(basePath, alt),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(basePath, 'en') },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[lng] },
    { property: 'og:image', content: `${SITE_ORIGIN}/og-image.jpg` },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
