import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { pickLanguage, stringsFor } from './locale.ts';
import { en } from './locales/en.ts';

describe('pickLanguage', () => {
  it('prefers ui_locales, in order, by primary subtag', () => {
    expect(pickLanguage('zh-TW pt-BR', 'de')).toBe('pt');
  });

  it('falls back to Accept-Language by weight, then English', () => {
    expect(pickLanguage(undefined, 'nl;q=1, it;q=0.4, es;q=0.8')).toBe('es');
    expect(pickLanguage('', 'fr-CH, fr;q=0.9')).toBe('fr');
    expect(pickLanguage(undefined, 'nl, zh')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});

describe('identity strings', () => {
  it('exist in every language, translated', () => {
    for (const lng of LANGUAGES) {
      const t = stringsFor(lng);
      expect(Object.keys(t).sort()).toEqual(Object.keys(en).sort());
      expect(Object.values(t).every((v: unknown) => typeof v === 'string' && v.trim() !== '')).toBe(true);
      expect(t.brokerNotConfigured).toContain('{provider}');
      if (lng !== 'en') expect(t.signInHeading).not.toBe(en.signInHeading);
    }
  });
});
