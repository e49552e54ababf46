import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/languages.ts';
import {
  TEMPLATE_SLUGS,
  TemplateGuideSchema,
  TemplateManifestSchema,
  loadTemplateGuide,
  loadTemplateManifest,
  type TemplateGuide,
} from './index.ts';
import publishedManifest from '../../../../../public/templates/manifest.json' with { type: 'json' };

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });
const translated = LANGUAGES.filter((lng) => lng !== 'en');

function guideFile(lng: string, slug: string): TemplateGuide {
  return TemplateGuideSchema.parse(files[`./${lng}/${slug}.json`]);
}

/** Every human-readable string of a guide, to spot text left in English. */
function strings(guide: TemplateGuide): string[] {
  return [
    guide.persona,
    guide.title,
    guide.description,
    guide.intro,
    ...Object.values(guide.quadrants).flatMap((q) => [q.focus, ...q.examples]),
    ...guide.weeklyRoutine.flatMap((entry) => [entry.day, entry.action]),
    ...guide.tips,
    ...guide.starterTasks.map((task) => task.title),
  ];
}

function sentenceCount(paragraph: string): number {
  return (paragraph.match(/[.!?](?=\s|$)|[。！？]/g) ?? []).length;
}

describe('template guide files', () => {
  it('has exactly one guide per language and slug, plus one manifest per language', () => {
    const expected = LANGUAGES.flatMap((lng) => [
      `./${lng}/manifest.json`,
      ...TEMPLATE_SLUGS.map((slug) => `./${lng}/${slug}.json`),
    ]);
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  describe.each(LANGUAGES)('%s', (lng) => {
    it.each(TEMPLATE_SLUGS)('%s parses and follows the content rules', (slug) => {
      const result = TemplateGuideSchema.safeParse(files[`./${lng}/${slug}.json`]);
      expect(result.error?.issues ?? []).toEqual([]);
      const guide = guideFile(lng, slug);
      expect(guide.slug).toBe(slug);
      expect(guide.description.length).toBeLessThanOrEqual(160);
      expect(sentenceCount(guide.intro)).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(guide.intro)).toBeLessThanOrEqual(4);
      for (const quadrant of Object.values(guide.quadrants)) {
        expect(quadrant.examples.length).toBeGreaterThanOrEqual(3);
        expect(quadrant.examples.length).toBeLessThanOrEqual(6);
      }
      expect(guide.weeklyRoutine.length).toBeGreaterThanOrEqual(5);
      expect(guide.weeklyRoutine.length).toBeLessThanOrEqual(7);
      expect(guide.tips.length).toBeGreaterThanOrEqual(3);
      expect(guide.tips.length).toBeLessThanOrEqual(5);
      expect(guide.starterTasks.length).toBeGreaterThanOrEqual(8);
      expect(guide.starterTasks.length).toBeLessThanOrEqual(12);
      for (const task of guide.starterTasks) {
        expect(task.title.length).toBeLessThanOrEqual(120);
        expect([1, 2, 3, 4]).toContain(task.quadrant);
      }
      expect(new Set(guide.starterTasks.map((task) => task.quadrant)).size).toBe(4);
      const all = strings(guide);
      expect(all.filter((value) => value !== value.trim() || value.includes('  '))).toEqual([]);
    });
  });

  describe.each(translated)('%s is a translation, not an English copy', (lng) => {
    it.each(TEMPLATE_SLUGS)('%s', (slug) => {
      const english = guideFile('en', slug);
      const guide = guideFile(lng, slug);
      expect(guide.title).not.toBe(english.title);
      expect(guide.intro).not.toBe(english.intro);
      expect(guide.description).not.toBe(english.description);
      for (const key of ['1', '2', '3', '4'] as const) {
        expect(guide.quadrants[key].focus).not.toBe(english.quadrants[key].focus);
      }
      // A persona can legitimately be the same word ("Consultants" in French), sentences cannot.
      const englishStrings = new Set(strings(english).slice(1));
      const copied = strings(guide)
        .slice(1)
        .filter((value) => englishStrings.has(value));
      expect(copied).toEqual([]);
      // Same structure: the page and the apply endpoint rely on quadrants matching across languages.
      expect(guide.starterTasks.map((task) => task.quadrant)).toEqual(
        english.starterTasks.map((task) => task.quadrant),
      );
    });
  });
});

describe('manifests', () => {
  it.each(LANGUAGES)('%s lists every guide with its own persona and description', (lng) => {
    const manifest = TemplateManifestSchema.parse(files[`./${lng}/manifest.json`]);
    expect(manifest.map((entry) => entry.slug)).toEqual([...TEMPLATE_SLUGS]);
    for (const entry of manifest) {
      const guide = guideFile(lng, entry.slug);
      expect(entry).toEqual({
        slug: guide.slug,
        persona: guide.persona,
        description: guide.description,
        path: `/templates/${guide.slug}`,
      });
    }
  });

  it('publishes the English manifest at /templates/manifest.json', () => {
    // The index page fetches this file by URL, so it must stay identical to the English manifest.
    const published = TemplateManifestSchema.parse(publishedManifest);
    expect(published).toEqual(files['./en/manifest.json']);
    expect(published).toHaveLength(20);
  });
});

describe('loadTemplateGuide', () => {
  it('loads and parses the guide in the requested language', async () => {
    const guide = await loadTemplateGuide('fr', 'nurses');
    expect(guide?.slug).toBe('nurses');
    expect(guide?.title).toBe(guideFile('fr', 'nurses').title);
  });

  it('answers null for a slug that is not a template', async () => {
    expect(await loadTemplateGuide('en', 'astronauts')).toBeNull();
    expect(await loadTemplateGuide('de', 'manifest')).toBeNull();
  });

  it('loads the translated manifest for the index page', async () => {
    const manifest = await loadTemplateManifest('ja');
    expect(manifest).toHaveLength(20);
    expect(manifest[0]?.persona).toBe(guideFile('ja', 'college-students').persona);
  });
});
