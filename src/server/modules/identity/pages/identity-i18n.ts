/**
 * The identity pages speak through the app's own i18next catalogue (src/web/locales/<lng>/), not a
 * second system: the `identity` namespace holds their texts, `common` the language names and `site`
 * the header's. The server cannot import web code, so it reads those JSON files once at start-up,
 * checks their shape, and keeps one i18next instance of its own. Escaping is React's job
 * (`escapeValue: false`), exactly as in the web app.
 */
import fs from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../../shared/languages.ts';

export const IDENTITY_NAMESPACES = ['identity', 'common', 'site'] as const;
type Namespace = (typeof IDENTITY_NAMESPACES)[number];

const LOCALES_DIR = new URL('../../../../web/locales/', import.meta.url);

type Catalogue = { [key: string]: string | Catalogue };
const CatalogueSchema: z.ZodType<Catalogue> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), CatalogueSchema])),
);

function readNamespace(lng: Language, ns: Namespace): Catalogue {
  const file = new URL(`${lng}/${ns}.json`, LOCALES_DIR);
  return CatalogueSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

function loadResources(): Record<Language, Record<Namespace, Catalogue>> {
  const entries = LANGUAGES.map((lng) => {
    const namespaces = IDENTITY_NAMESPACES.map((ns) => [ns, readNamespace(lng, ns)] as const);
    return [lng, Object.fromEntries(namespaces) as Record<Namespace, Catalogue>] as const;
  });
  return Object.fromEntries(entries) as Record<Language, Record<Namespace, Catalogue>>;
}

const i18n = i18next.createInstance();
void i18n.init({
  resources: loadResources(),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...IDENTITY_NAMESPACES],
  defaultNS: 'identity',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** `t` of one namespace in one language. */
export function translator(lng: Language, ns: Namespace = 'identity'): TFunction {
  return i18n.getFixedT(lng, ns);
}

/** A namespace's texts as loaded, for tests that compare languages. */
export function catalogue(lng: Language, ns: Namespace): Catalogue {
  const bundle: unknown = i18n.getResourceBundle(lng, ns);
  return CatalogueSchema.parse(bundle);
}
