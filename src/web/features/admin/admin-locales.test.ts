import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';

const bundles = import.meta.glob<Record<string, unknown>>('../../locales/*/admin.json', {
  eager: true,
  import: 'default',
});

/** Every leaf key, with plural suffixes folded (languages differ in which plural forms they need). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value !== 'object' || value === null) return out.set(prefix, value);
  for (const [key, child] of Object.entries(value))
    for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

function placeholders(value: unknown): string[] {
  return typeof value === 'string' ? [...value.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort() : [];
}

describe('admin translations', () => {
  const en = bundles['../../locales/en/admin.json'];

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English key, translated, with the same placeholders',
    (lng) => {
      const bundle = bundles[`../../locales/${lng}/admin.json`];
      expect(bundle).toBeDefined();
      expect(new Set(leafKeys(bundle))).toEqual(new Set(leafKeys(en)));
      const enLeaves = leaves(en);
      for (const [key, value] of leaves(bundle)) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        const source = enLeaves.get(key) ?? enLeaves.get(`${base}_other`) ?? enLeaves.get(base);
        expect(placeholders(value), `${lng} ${key}`).toEqual(placeholders(source));
        expect(typeof value === 'string' && value.trim().length > 0, `${lng} ${key} is empty`).toBe(true);
      }
    },
  );
});
