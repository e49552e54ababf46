/**
 * Which language an identity page speaks: the authorization request's `ui_locales` (what the app
 * asked for), else the browser's Accept-Language, else English.
 */
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { de } from './locales/de.ts';
import { en, type IdentityStrings } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';
import { it } from './locales/it.ts';
import { ja } from './locales/ja.ts';
import { pt } from './locales/pt.ts';

const STRINGS: Record<Language, IdentityStrings> = { en, es, fr, de, ja, it, pt };

function isLanguage(tag: string): tag is Language {
  return (LANGUAGES as readonly string[]).includes(tag);
}

function primary(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** `ui_locales` is space-separated in preference order; Accept-Language carries q-weights. */
export function pickLanguage(uiLocales: unknown, acceptLanguage: string | undefined): Language {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const lng = primary(tag);
      if (isLanguage(lng)) return lng;
    }
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lng: primary(tag), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((x) => x.q > 0 && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { lng } of ranked) if (isLanguage(lng)) return lng;
  return 'en';
}

export function stringsFor(lng: Language): IdentityStrings {
  return STRINGS[lng];
}
