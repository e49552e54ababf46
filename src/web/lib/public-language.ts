/**
 * Public pages exist once per language: English at the bare path (`/privacy`), the others under a
 * language prefix (`/es/privacy`), so each has its own URL for search engines and hreflang, and is
 * prerendered in its language. The app (/app) follows the person's stored choice instead.
 */
import { LANGUAGES, type Language } from '../../shared/languages.ts';

export const PREFIXED_LANGUAGES = LANGUAGES.filter((l) => l !== 'en');

export function isPrefixedLanguage(segment: string | undefined): segment is Language {
  return segment !== undefined && segment !== 'en' && (LANGUAGES as readonly string[]).includes(segment);
}

/** The language a public path is in, and the path without its language prefix. */
export function languageFromPath(pathname: string): { lng: Language; basePath: string } {
  const segment = pathname.split('/')[1];
  if (isPrefixedLanguage(segment)) {
    const rest = pathname.slice(segment.length + 1);
    return { lng: segment, basePath: rest === '' ? '/' : rest };
  }
  return { lng: 'en', basePath: pathname };
}

/** The path of a public page in a language: `/privacy` → `/es/privacy`; `/` → `/es`. */
export function localizedPath(basePath: string, lng: Language): string {
  if (lng === 'en') return basePath;
  return basePath === '/' ? `/${lng}` : `/${lng}${basePath}`;
}
