/**
 * i18n: one i18next instance. English strings of a namespace are bundled with the code that uses
 * them (so prerendered pages hydrate with identical text); other languages load on demand.
 * Namespaces: common (shared UI, quadrants, errors), auth, app, marketing, templates.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import enCommon from '../locales/en/common.json' with { type: 'json' };

export { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY } from './language-preference.ts';
import { LANGUAGE_STORAGE_KEY } from './language-preference.ts';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common: enCommon } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
  react: { useSuspense: false, bindI18nStore: 'added' },
});

type Bundle = { default: Record<string, unknown> };
export type BundleLoader = (lng: Language) => Promise<Bundle> | undefined;

/**
 * The other languages of every namespace, except those that bring their own loaders (below): the
 * table is in the first load of every page, so a namespace only a few people ever see (the admin
 * console, the Teams tab) keeps its seven entries with its own code.
 */
const loaders = import.meta.glob<Bundle>([
  '../locales/*/*.json',
  '!../locales/*/admin.json',
  '!../locales/*/teams.json',
]);
const ownLoaders = new Map<string, BundleLoader>();
const namespaces = new Set<string>(['common']);

async function loadBundle(lng: Language, ns: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, ns)) return;
  const pending = ownLoaders.get(ns)?.(lng) ?? loaders[`../locales/${lng}/${ns}.json`]?.();
  if (!pending) return;
  i18n.addResourceBundle(lng, ns, (await pending).default, true, false);
}

/**
 * Make a namespace available: its English strings at once, the current language's on demand
 * (through `load` when the namespace brings its own loaders).
 */
export function registerNamespace(ns: string, en: Record<string, unknown>, load?: BundleLoader): void {
  if (load) ownLoaders.set(ns, load);
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, en);
  if (!namespaces.has(ns)) {
    namespaces.add(ns);
    const current = i18n.language as Language;
    if (current !== 'en') void loadBundle(current, ns);
  }
}

/** Switch language: load every registered namespace, then switch, remember and set <html lang>. */
export async function changeLanguage(lng: Language, { remember = true } = {}): Promise<void> {
  await Promise.all([...namespaces].map((ns) => loadBundle(lng, ns)));
  await i18n.changeLanguage(lng);
  if (typeof window !== 'undefined') {
    if (remember) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    document.documentElement.lang = lng;
  }
}

/**
 * Load namespaces for a language and register them, without switching the current language.
 * Public routes await this in their `loader` (prerender, in Node) and `clientLoader` (client
 * navigation), so a page renders in its path's language on the first pass.
 */
export async function loadNamespaces(lng: Language, nsList: readonly string[]): Promise<void> {
  await Promise.all(
    nsList.map(async (ns) => {
      namespaces.add(ns);
      await loadBundle('en', ns);
      if (lng !== 'en') await loadBundle(lng, ns);
    }),
  );
}
