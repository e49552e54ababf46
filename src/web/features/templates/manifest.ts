/**
 * The templates index. At build time (prerender) the manifest comes from the bundled per-language
 * files; in the browser, English reads the published /templates/manifest.json (spec §7) and other
 * languages their translated bundle. Spec §8: when the published index cannot be loaded ("Failed to
 * load templates index"), the page falls back to the template list bundled with it; only when that
 * fails too is the load reported as null (never thrown), so the page can say "Failed to load
 * templates" and offer a retry.
 */
import type { Language } from '../../../shared/languages.ts';
import { loadTemplateManifest, TemplateManifestSchema, type TemplateManifestEntry } from './content/index.ts';

export const MANIFEST_URL = '/templates/manifest.json';

async function publishedIndex(fetcher: typeof fetch): Promise<TemplateManifestEntry[]> {
  const res = await fetcher(MANIFEST_URL, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${MANIFEST_URL} answered ${res.status}`);
  return TemplateManifestSchema.parse(await res.json());
}

export async function fetchTemplateManifest(
  lng: Language,
  fetcher: typeof fetch = fetch,
  bundled: (lng: Language) => Promise<TemplateManifestEntry[]> = loadTemplateManifest,
): Promise<TemplateManifestEntry[] | null> {
  if (lng === 'en') {
    try {
      return await publishedIndex(fetcher);
    } catch (err) {
      console.warn('Failed to load templates index', err);
    }
  }
  try {
    return await bundled(lng);
  } catch {
    return null;
  }
}
