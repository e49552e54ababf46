/**
 * The legal documents (privacy policy, terms of use), one JSON file per language under ./content.
 * Loaded lazily per language and parsed, so a broken translation fails the build's prerender
 * instead of shipping an incomplete page. Prices come from the shared plans module, never the text.
 */
import { z } from 'zod';
import type { Language } from '../../../shared/languages.ts';
import { PRO_PRICE, PRO_TRIAL_DAYS } from '../../../shared/plans.ts';

/** The date both documents last changed (shown at the top, formatted per language). */
export const LEGAL_LAST_UPDATED = '2026-11-21';

const text = z.string().trim().min(1);

export const LegalSectionSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  heading: text,
  paragraphs: z.array(text).optional(),
  list: z.array(text).optional(),
});
export type LegalSection = z.infer<typeof LegalSectionSchema>;

export const LegalDocumentSchema = z.strictObject({
  title: text,
  description: text.max(170),
  intro: text,
  sections: z.array(LegalSectionSchema).min(5),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

export const LegalContentSchema = z.strictObject({ privacy: LegalDocumentSchema, eula: LegalDocumentSchema });
export type LegalKind = keyof z.infer<typeof LegalContentSchema>;

const loaders = import.meta.glob<{ default: unknown }>('./content/*.json');

const values: Record<string, string> = {
  monthly: String(PRO_PRICE.monthly / 100),
  yearly: String(PRO_PRICE.yearly / 100),
  trialDays: String(PRO_TRIAL_DAYS),
};

function fill(s: string): string {
  return s.replace(/\{\{(\w+)\}\}/g, (m, key: string) => values[key] ?? m);
}

function fillDocument(doc: LegalDocument): LegalDocument {
  return {
    ...doc,
    sections: doc.sections.map((s) => ({
      ...s,
      ...(s.paragraphs ? { paragraphs: s.paragraphs.map(fill) } : {}),
      ...(s.list ? { list: s.list.map(fill) } : {}),
    })),
  };
}

export async function loadLegalDocument(lng: Language, kind: LegalKind): Promise<LegalDocument> {
  const load = loaders[`./content/${lng}.json`] ?? loaders['./content/en.json'];
  if (!load) throw new Error('The English legal content is missing');
  return fillDocument(LegalContentSchema.parse((await load()).default)[kind]);
}

export function formatLegalDate(lng: Language): string {
  return new Intl.DateTimeFormat(lng, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`));
}
