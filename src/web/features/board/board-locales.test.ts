/**
 * The board's strings, the undo toasts' and the in-app template picker's, in all seven languages:
 * every English key is there, with the same placeholders (plural forms differ by language).
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';

const bundles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/board.json', '../../locales/*/history.json', '../../locales/*/templates-ui.json'],
  { eager: true, import: 'default' },
);

const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value !== 'object' || value === null) return out.set(prefix, value);
  for (const [key, child] of Object.entries(value))
    for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

function placeholders(value: unknown): string {
  return typeof value === 'string'
    ? [...value.matchAll(/{{(\w+)}}/g)]
        .map((m) => m[1])
        .sort()
        .join()
    : '';
}

describe.each(['board', 'history', 'templates-ui'])('%s translations', (ns) => {
  const en = leaves(bundles[`../../locales/en/${ns}.json`]);
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, with its placeholders', (lng) => {
    const bundle = leaves(bundles[`../../locales/${lng}/${ns}.json`]);
    const fold = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(PLURAL, '')));
    expect(fold(bundle.keys())).toEqual(fold(en.keys()));
    for (const [key, value] of bundle) {
      const base = key.replace(PLURAL, '');
      const source = en.get(key) ?? en.get(`${base}_other`) ?? en.get(base);
      expect(typeof value === 'string' && value.length > 0, `${lng} ${key}`).toBe(true);
      expect(placeholders(value), `${lng} ${key}`).toBe(placeholders(source));
    }
  });
});
