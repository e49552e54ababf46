import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language.ts';

describe('<html lang>', () => {
  it("is a public page's own language, whatever the app speaks", () => {
    expect(pageLanguage({ lng: 'en', doc: {} }, '/privacy', 'ja')).toBe('en');
    expect(pageLanguage({ lng: 'de' }, '/de/privacy', 'ja')).toBe('de');
  });

  it("is the app's language on the app's and the sign-in pages", () => {
    expect(pageLanguage(undefined, '/auth/login', 'ja')).toBe('ja');
    expect(pageLanguage(null, '/app/board/pool/matrix', 'de')).toBe('de');
    expect(pageLanguage({ error: null }, '/auth/login', 'de')).toBe('de');
  });

  it('follows a language prefix when the page has no data of its own, else English', () => {
    expect(pageLanguage(undefined, '/fr/not-a-page', 'ja')).toBe('fr');
    expect(pageLanguage(undefined, '/app/board', 'zh')).toBe('en');
    expect(pageLanguage({ lng: 'xx' }, '/app', 'en')).toBe('en');
  });
});
