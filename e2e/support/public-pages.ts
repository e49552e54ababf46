/**
 * The public pages as the journeys know them: every page kind, its path in each language and the
 * main heading it must show there. Headings are read from the same translation and content files
 * the pages are built from, so a journey in Japanese checks the Japanese text, not a guess.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';
import { localizedPath } from '../../src/web/lib/public-language.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function readJson<T extends z.ZodType>(relative: string, schema: T): z.output<T> {
  return schema.parse(JSON.parse(fs.readFileSync(path.join(ROOT, relative), 'utf8')));
}

const Titled = z.object({ title: z.string() });
const LandingStrings = z.object({ hero: Titled });
const LegalStrings = z.object({ about: Titled, accountDeleted: Titled });
const LegalDocuments = z.object({ privacy: Titled, eula: Titled });
const ContactStrings = z.object({ contact: Titled });
const TemplateStrings = z.object({
  index: Titled,
  guide: z.object({ useTemplate: z.string() }),
  notFound: Titled.extend({ browse: z.string(), home: z.string() }),
});
const StarterTask = z.object({
  title: z.string(),
  quadrant: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
const TemplateGuide = z.object({
  title: z.string(),
  persona: z.string(),
  quadrants: z.record(z.string(), z.object({ focus: z.string() })),
  starterTasks: z.array(StarterTask),
});

export type PageKind =
  | 'landing'
  | 'landing-alias'
  | 'privacy'
  | 'eula'
  | 'about'
  | 'contact'
  | 'templates'
  | 'template'
  | 'account-deleted';

/** The guide every journey opens: one slug of the twenty, the one the issue names. */
export const GUIDE_SLUG = 'nurses';

export const PAGE_KINDS: Record<PageKind, string> = {
  landing: '/',
  'landing-alias': '/landing',
  privacy: '/privacy',
  eula: '/eula',
  about: '/about',
  contact: '/contact',
  templates: '/templates',
  template: `/templates/${GUIDE_SLUG}`,
  'account-deleted': '/account-deleted',
};

export const KIND_NAMES = Object.keys(PAGE_KINDS).filter((k): k is PageKind => k in PAGE_KINDS);

export const OTHER_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

/** One prefixed language per page kind, rotating so that every language is covered. */
export function rotatedLanguage(kind: PageKind): Language {
  const index = KIND_NAMES.indexOf(kind);
  return OTHER_LANGUAGES[index % OTHER_LANGUAGES.length] ?? 'es';
}

export function pathFor(kind: PageKind, lng: Language): string {
  return localizedPath(PAGE_KINDS[kind], lng);
}

export function templateGuide(lng: Language, slug = GUIDE_SLUG): z.output<typeof TemplateGuide> {
  return readJson(`src/web/features/templates/content/${lng}/${slug}.json`, TemplateGuide);
}

export function templateStrings(lng: Language): z.output<typeof TemplateStrings> {
  return readJson(`src/web/locales/${lng}/templates-ui.json`, TemplateStrings);
}

export function legalDocuments(lng: Language): z.output<typeof LegalDocuments> {
  return readJson(`src/web/features/legal/content/${lng}.json`, LegalDocuments);
}

const ConsentStrings = z.object({ title: z.string(), accept: z.string(), reject: z.string() });

export function consentStrings(lng: Language): z.output<typeof ConsentStrings> {
  return readJson(`src/web/locales/${lng}/consent.json`, ConsentStrings);
}

export function landingHeadline(lng: Language): string {
  return readJson(`src/web/locales/${lng}/landing.json`, LandingStrings).hero.title;
}

/** The text of the page's one `<h1>` in a language. */
export function mainHeading(kind: PageKind, lng: Language): string {
  switch (kind) {
    case 'landing':
    case 'landing-alias':
      return landingHeadline(lng);
    case 'privacy':
      return legalDocuments(lng).privacy.title;
    case 'eula':
      return legalDocuments(lng).eula.title;
    case 'about':
      return readJson(`src/web/locales/${lng}/legal.json`, LegalStrings).about.title;
    case 'account-deleted':
      return readJson(`src/web/locales/${lng}/legal.json`, LegalStrings).accountDeleted.title;
    case 'contact':
      return readJson(`src/web/locales/${lng}/contact.json`, ContactStrings).contact.title;
    case 'templates':
      return templateStrings(lng).index.title;
    case 'template':
      return templateGuide(lng).title;
  }
}

/**
 * Records what the page reports as broken: console errors (CSP refusals and failed requests show
 * up there too) and uncaught exceptions. Attach before the first navigation.
 */
export function watchPageErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(`exception: ${err.message}`));
  return { errors };
}

/**
 * Waits until the page's script has taken over: React has hydrated it (it tags the DOM nodes it
 * adopts), or, on the landing page, which loads no React at first (ADR 0033), its bootstrap has
 * run (`<html data-boot="ready">`). Then for one idle callback, so the effects that run after
 * hydration have had their turn.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.boot === 'ready') return true;
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  await page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve())));
}

/** Visible `<h1>` with exactly this text, and `<html lang>` set to the path's language. */
export async function expectPageInLanguage(page: Page, heading: string, lng: Language): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

/** Waits until a landing island (`[data-island]`, ADR 0033) has been hydrated by React. */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute('data-island-state', 'hydrated');
}
