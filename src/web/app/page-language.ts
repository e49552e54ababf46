/**
 * The language a page is in, for `<html lang>` (screen readers pick their voice from it). A public
 * page is in its own language (its loader says which: `/privacy` is English even for a person who
 * reads Japanese, until they are moved to `/ja/privacy`); every other page (the app, sign-in) is
 * in the language the app speaks, which follows the person's choice and changes with it.
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { Language } from '../../shared/languages.ts';
import { isLanguage } from '../lib/language-preference.ts';
import { isPrefixedLanguage } from '../lib/public-language.ts';

/** The `lng` a public route's loader returns with its data; undefined for any other route. */
export function loaderLanguage(data: unknown): Language | undefined {
  if (typeof data !== 'object' || data === null || !('lng' in data)) return undefined;
  return isLanguage(data.lng) ? data.lng : undefined;
}

export function pageLanguage(leafData: unknown, pathname: string, appLanguage: string): Language {
  const segment = pathname.split('/')[1];
  return (
    loaderLanguage(leafData) ??
    (isPrefixedLanguage(segment) ? segment : isLanguage(appLanguage) ? appLanguage : 'en')
  );
}

export function usePageLanguage(): Language {
  // Subscribes to language changes: a switch in the app re-renders <html lang>.
  const { i18n } = useTranslation();
  const matches = useMatches();
  const { pathname } = useLocation();
  return pageLanguage(matches.at(-1)?.loaderData, pathname, i18n.language);
}
