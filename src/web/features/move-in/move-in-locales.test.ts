/**
 * The move-in's strings in all seven languages: every English key is there, with the same
 * placeholders (plural forms differ by language), and every skip, note and file-error reason the
 * server can send has its words.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import {
  MOVE_IN_FILE_ERRORS,
  MOVE_IN_NOTE_REASONS,
  MOVE_IN_SKIP_REASONS,
  MOVE_IN_SOURCES,
  MOVE_IN_STATUSES,
} from '../../../shared/contracts/move-in.ts';
import { PLAN_TIERS } from '../../../shared/plans.ts';

const bundles = import.meta.glob<Record<string, unknown>>('../../locales/*/move-in.json', {
  eager: true,
  import: 'default',
});

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

const en = leaves(bundles['../../locales/en/move-in.json']);

describe('move-in translations', () => {
  it('names every reason, source, status and plan the server can send', () => {
    const keys = new Set([...en.keys()].map((k) => k.replace(PLURAL, '')));
    const expected = [
      ...MOVE_IN_SKIP_REASONS.map((r) => `skipped.reasons.${r}`),
      ...MOVE_IN_NOTE_REASONS.map((r) => `notes.reasons.${r}`),
      ...MOVE_IN_FILE_ERRORS.map((r) => `errors.${r}`),
      ...MOVE_IN_SOURCES.map((s) => `sources.${s}`),
      ...MOVE_IN_STATUSES.map((s) => `status.${s}`),
      ...PLAN_TIERS.map((p) => `plans.${p}`),
    ];
    for (const key of expected) expect(keys.has(key), key).toBe(true);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, with its placeholders', (lng) => {
    const bundle = leaves(bundles[`../../locales/${lng}/move-in.json`]);
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
