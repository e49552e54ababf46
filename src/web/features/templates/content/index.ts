/**
 * The template guides: one JSON file per persona and language under ./<lng>/<slug>.json, plus
 * ./<lng>/manifest.json (the cards of the index page in that language). Files load lazily, one
 * at a time, and are parsed here so a malformed file fails loudly instead of rendering half a page.
 * Rules: a slug outside TEMPLATE_SLUGS is "not found" (spec §5); every quadrant is present.
 */
import { z } from 'zod';
import type { Language } from '../../../../shared/languages.ts';

export const TEMPLATE_SLUGS = [
  'college-students',
  'consultants',
  'entrepreneurs',
  'executive-assistants',
  'financial-advisors',
  'freelancers',
  'hr-managers',
  'lawyers',
  'marketers',
  'marketing-managers',
  'new-managers',
  'nurses',
  'parents',
  'product-managers',
  'project-managers',
  'real-estate-agents',
  'sales-representatives',
  'small-business-owners',
  'software-developers',
  'teachers',
] as const;
export type TemplateSlug = (typeof TEMPLATE_SLUGS)[number];
export const TemplateSlugSchema = z.enum(TEMPLATE_SLUGS);

export function isTemplateSlug(value: unknown): value is TemplateSlug {
  return TemplateSlugSchema.safeParse(value).success;
}

const text = z.string().trim().min(1);

export const TemplateQuadrantSchema = z.strictObject({
  focus: text,
  examples: z.array(text).min(3).max(6),
});
export type TemplateQuadrant = z.infer<typeof TemplateQuadrantSchema>;

export const StarterTaskSchema = z.strictObject({
  title: text.max(120),
  quadrant: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type StarterTask = z.infer<typeof StarterTaskSchema>;

export const TemplateGuideSchema = z.strictObject({
  slug: TemplateSlugSchema,
  persona: text,
  title: text,
  // Used as the meta description, which search engines cut at about 160 characters.
  description: text.max(160),
  intro: text,
  quadrants: z.strictObject({
    '1': TemplateQuadrantSchema,
    '2': TemplateQuadrantSchema,
    '3': TemplateQuadrantSchema,
    '4': TemplateQuadrantSchema,
  }),
  weeklyRoutine: z
    .array(z.strictObject({ day: text, action: text }))
    .min(5)
    .max(7),
  tips: z.array(text).min(3).max(5),
  starterTasks: z
    .array(StarterTaskSchema)
    .min(8)
    .max(12)
    .refine((tasks) => new Set(tasks.map((task) => task.quadrant)).size === 4, {
      message: 'Starter tasks must cover all four quadrants',
    }),
});
export type TemplateGuide = z.infer<typeof TemplateGuideSchema>;

export const TemplateManifestEntrySchema = z.strictObject({
  slug: TemplateSlugSchema,
  persona: text,
  description: text.max(160),
  path: z.string().regex(/^\/templates\/[a-z-]+$/),
});
export type TemplateManifestEntry = z.infer<typeof TemplateManifestEntrySchema>;
export const TemplateManifestSchema = z.array(TemplateManifestEntrySchema);

const loaders = import.meta.glob<{ default: unknown }>('./*/*.json');

/**
 * The guide for a persona in a language, parsed; null when the slug is not a known template.
 * A language without its own file falls back to English.
 */
export async function loadTemplateGuide(lng: Language, slug: string): Promise<TemplateGuide | null> {
  if (!isTemplateSlug(slug)) return null;
  const load = loaders[`./${lng}/${slug}.json`] ?? loaders[`./en/${slug}.json`];
  if (!load) return null;
  return TemplateGuideSchema.parse((await load()).default);
}

/** The index cards (persona, description, path) in a language, English when it has none. */
export async function loadTemplateManifest(lng: Language): Promise<TemplateManifestEntry[]> {
  const load = loaders[`./${lng}/manifest.json`] ?? loaders['./en/manifest.json'];
  if (!load) return [];
  return TemplateManifestSchema.parse((await load()).default);
}
