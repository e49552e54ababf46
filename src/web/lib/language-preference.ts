/**
 * The person's language preference, without i18next: the landing page's bootstrap reads it before
 * any React or i18n code is loaded (ADR 0033), and lib/i18n.ts re-exports it for everything else.
 */
import { LANGUAGES, type Language } from '../../shared/languages.ts';

export const LANGUAGE_STORAGE_KEY = 'userLanguage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, else the browser's first supported language, else English. */
export function detectLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  for (const tag of window.navigator.languages ?? [window.navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
