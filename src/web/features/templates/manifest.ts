/**
 * The templates index. At build time (prerender) the manifest comes from the bundled per-language
 * files; in the browser, English reads the published /templates/manifest.json (spec §7) and other
 * languages their translated bundle. A failed load is reported as null, never thrown, so the page
 * can say so and offer a retry.
 */
import type { Language } from '../../../shared/languages.ts';
import { loadTemplateManifest, TemplateManifestSchema, type TemplateManifestEntry } from './content/index.ts';

export const MANIFEST_URL = '/templates/manifest.json';

export async function fetchTemplateManifest(
  lng: Language,
  fetcher: typeof fetch = fetch,
): Promise<TemplateManifestEntry[] | null> {
  try {
    if (lng !== 'en') return await loadTemplateManifest(lng);
    const res = await fetcher(MANIFEST_URL, { headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    return TemplateManifestSchema.parse(await res.json());
  } catch {
    return null;
  }
}
