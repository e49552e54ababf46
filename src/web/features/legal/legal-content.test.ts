// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { PRO_PRICE, PRO_TRIAL_DAYS } from '../../../shared/plans.ts';
import { formatLegalDate, loadLegalDocument } from './legal-content.ts';

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('legal documents', () => {
  it.each(LANGUAGES)('%s: both documents parse, with the same sections as English', async (lng) => {
    for (const kind of ['privacy', 'eula'] as const) {
      const [doc, en] = await Promise.all([loadLegalDocument(lng, kind), loadLegalDocument('en', kind)]);
      expect(doc.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
      if (lng !== 'en') {
        expect(doc.title).not.toBe(en.title);
        expect(doc.intro).not.toBe(en.intro);
      }
    }
  });

  it.each(LANGUAGES)('%s: states the facts of spec §1', async (lng) => {
    const privacy = JSON.stringify(await loadLegalDocument(lng, 'privacy'));
    const eula = JSON.stringify(await loadLegalDocument(lng, 'eula'));
    for (const fact of ['13', '16', '90', '3']) expect(privacy).toContain(fact);
    expect(eula).toContain(String(PRO_PRICE.monthly / 100));
    expect(eula).toContain(String(PRO_PRICE.yearly / 100));
    expect(eula).toContain(String(PRO_TRIAL_DAYS));
    expect(eula).not.toMatch(/\{\{\w+\}\}/);
  });

  it('dates the documents 21 November 2026 in each language', () => {
    expect(formatLegalDate('en')).toBe('November 21, 2026');
    expect(formatLegalDate('de')).toBe('21. November 2026');
  });
});

describe('page strings', () => {
  it.each(['legal', 'contact', 'templates-ui', 'banners', 'consent'])(
    '%s has every English key in every language, translated',
    (ns) => {
      const en: unknown = JSON.parse(fs.readFileSync(path.join(localesDir, 'en', `${ns}.json`), 'utf8'));
      for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
        const other: unknown = JSON.parse(fs.readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8'));
        expect(keys(other).sort(), `${lng}/${ns}.json`).toEqual(keys(en).sort());
        expect(JSON.stringify(other)).not.toBe(JSON.stringify(en));
      }
    },
  );
});
