import { describe, expect, it } from 'vitest';
import { cookieValue, languageCookie, pickLanguage, withLanguage } from './page-language.ts';

describe('pickLanguage', () => {
  it('takes the switcher’s kc_locale first, then its cookie, then ui_locales, then Accept-Language', () => {
    const all = {
      choice: 'it',
      cookieHeader: 'a=1; KEYCLOAK_LOCALE=de',
      uiLocales: 'pt',
      acceptLanguage: 'ja',
    };
    expect(pickLanguage(all)).toBe('it');
    expect(pickLanguage({ ...all, choice: undefined })).toBe('de');
    expect(pickLanguage({ ...all, choice: undefined, cookieHeader: undefined })).toBe('pt');
    expect(pickLanguage({ acceptLanguage: 'ja' })).toBe('ja');
    expect(pickLanguage({})).toBe('en');
  });

  it('ignores what it does not speak, wherever it comes from', () => {
    expect(
      pickLanguage({
        choice: 'zh',
        cookieHeader: 'KEYCLOAK_LOCALE="><script>',
        uiLocales: 'nl',
        acceptLanguage: 'fr',
      }),
    ).toBe('fr');
    expect(pickLanguage({ choice: ['fr'], acceptLanguage: 'es' })).toBe('es');
  });

  it('reads ui_locales in order by primary subtag, Accept-Language by weight', () => {
    expect(pickLanguage({ uiLocales: 'zh-TW pt-BR', acceptLanguage: 'de' })).toBe('pt');
    expect(pickLanguage({ acceptLanguage: 'nl;q=1, it;q=0.4, es;q=0.8' })).toBe('es');
    expect(pickLanguage({ uiLocales: '', acceptLanguage: 'fr-CH, fr;q=0.9' })).toBe('fr');
    expect(pickLanguage({ acceptLanguage: 'nl, zh' })).toBe('en');
  });
});

describe('the switcher’s links and cookie', () => {
  it('sets kc_locale on the same page, keeping the rest of its query', () => {
    expect(withLanguage('/realms/q/login/abc?screen=sign-in&kc_locale=en', 'fr')).toBe(
      '/realms/q/login/abc?screen=sign-in&kc_locale=fr',
    );
    expect(withLanguage('http://localhost:3000/realms/q/x?token=t', 'ja')).toBe(
      '/realms/q/x?token=t&kc_locale=ja',
    );
  });

  it('remembers the choice for the realm’s pages, secure over HTTPS', () => {
    expect(languageCookie('fr', '/realms/q', false)).toBe(
      'KEYCLOAK_LOCALE=fr; Path=/realms/q; Max-Age=31536000; HttpOnly; SameSite=Lax',
    );
    expect(languageCookie('de', '/realms/q', true)).toMatch(/; Secure$/);
    expect(cookieValue('x=1; KEYCLOAK_LOCALE=pt', 'KEYCLOAK_LOCALE')).toBe('pt');
  });
});
