// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';
import { detectLanguage } from '../../src/web/lib/language-preference.ts';
import { insertSpaLanguage, loadingTexts, spaLanguageScript } from './spa-language.ts';

const texts = await loadingTexts();

/** The SPA fallback as React Router writes it: English, the loading message, then its scripts. */
const FALLBACK =
  '<!DOCTYPE html><html lang="en"><head><title>Loading... · Quadrant</title></head><body>' +
  '<main aria-busy="true"><div role="status"><p data-status-title="">Loading...</p></div></main>' +
  '<script type="module">import "/assets/entry.client.js";</script></body></html>';

function runScript(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script is the unit under test
  (new Function(spaLanguageScript(texts)) as () => void)();
}

function openFallback(path: string): void {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = 'en';
  document.title = 'Loading... · Quadrant';
  document.body.innerHTML =
    '<main aria-busy="true"><div role="status"><p data-status-title="">Loading...</p></div></main>';
}

/** What the client entry hydrates in (entry.client.tsx): a path's prefix, else the detected one. */
function entryLanguage(path: string): Language {
  const segment = path.split('/')[1];
  return segment && segment !== 'en' && (LANGUAGES as readonly string[]).includes(segment)
    ? (segment as Language)
    : detectLanguage();
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the SPA page speaks the language the app will hydrate in', () => {
  it.each([
    { path: '/auth/login', stored: 'ja', browser: ['en-US'] },
    { path: '/app/board', stored: 'de', browser: ['ja-JP'] },
    { path: '/auth/login', stored: null, browser: ['de-DE', 'en'] },
    { path: '/auth/login', stored: 'xx', browser: ['pt-BR'] },
    { path: '/auth/login', stored: null, browser: ['zh-CN', 'it'] },
    { path: '/fr/unknown-page', stored: 'ja', browser: ['en-US'] },
    { path: '/app/board', stored: null, browser: ['zh-CN'] },
    { path: '/app/board', stored: 'en', browser: ['ja'] },
  ])('$path with $stored stored and $browser in the browser', ({ path, stored, browser }) => {
    if (stored) window.localStorage.setItem('userLanguage', stored);
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(browser);
    openFallback(path);
    runScript();
    const lng = entryLanguage(path);
    expect(document.documentElement.lang).toBe(lng);
    expect(document.querySelector('[data-status-title]')?.textContent).toBe(texts[lng]);
    expect(document.title).toBe(`${texts[lng]} · Quadrant`);
  });

  it('reads each language its own "Loading..." from the catalogue', () => {
    expect(texts.en).toBe('Loading...');
    expect(texts.de).toBe('Wird geladen...');
    expect(texts.ja).toBe('読み込み中...');
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
  });

  it('never breaks the page, even when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    openFallback('/auth/login');
    expect(runScript).not.toThrow();
  });
});

describe('insertSpaLanguage', () => {
  it('puts the script right after the loading message, once', () => {
    const html = insertSpaLanguage(FALLBACK, texts);
    expect(html).toMatch(/<\/main><script>\/\* spa-language \*\/\n\(function/);
    expect(html.indexOf('spa-language')).toBeLessThan(html.indexOf('entry.client'));
    expect(insertSpaLanguage(html, texts)).toBe(html);
  });

  it('fails the build when the page has no loading message to translate', () => {
    expect(() => insertSpaLanguage('<html><body><main></main></body></html>', texts)).toThrow(/spa-language/);
  });
});
