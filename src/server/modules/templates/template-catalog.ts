/**
 * The templates a board can be created from. The guides (one JSON file per language and persona,
 * written for the public pages) are the single source: this reads the fields the server needs
 * from those files, parses them, and caches them. The known slugs are the English files present.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Language } from '../../../shared/languages.ts';
import { QUADRANTS } from '../../../shared/quadrants.ts';

const DEFAULT_CONTENT_DIR = fileURLToPath(
  new URL('../../../web/features/templates/content/', import.meta.url),
);

const StarterTemplateSchema = z.object({
  slug: z.string(),
  persona: z.string().trim().min(1),
  starterTasks: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(120),
        quadrant: z.union(QUADRANTS.map((q) => z.literal(q))),
      }),
    )
    .min(1),
});
export type StarterTemplate = z.infer<typeof StarterTemplateSchema>;

export interface TemplateCatalog {
  slugs(): string[];
  /** The template in a language (English when that language lacks it); null for an unknown slug. */
  get(slug: string, lng: Language): StarterTemplate | null;
}

export function createTemplateCatalog(contentDir = DEFAULT_CONTENT_DIR): TemplateCatalog {
  const cache = new Map<string, StarterTemplate | null>();
  let known: Set<string> | null = null;

  function slugs(): Set<string> {
    known ??= new Set(
      fs
        .readdirSync(path.join(contentDir, 'en'))
        .filter((f) => /^[a-z][a-z0-9-]*\.json$/.test(f) && f !== 'manifest.json')
        .map((f) => f.slice(0, -'.json'.length)),
    );
    return known;
  }

  function read(slug: string, lng: Language): StarterTemplate | null {
    const key = `${lng}/${slug}`;
    if (cache.has(key)) return cache.get(key) ?? null;
    const file = path.join(contentDir, lng, `${slug}.json`);
    const value = fs.existsSync(file)
      ? StarterTemplateSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
      : null;
    cache.set(key, value);
    return value;
  }

  return {
    slugs: () => [...slugs()],
    get(slug, lng) {
      if (!slugs().has(slug)) return null;
      return read(slug, lng) ?? read(slug, 'en');
    },
  };
}
