/**
 * The SPA page (`__spa-fallback.html`: the app, sign-in, every page that is not prerendered) is
 * built once, in English. Until its code has loaded it shows "Loading..." under a "Loading... ·
 * Quadrant" title, and the client entry then hydrates it in the person's language: in German or
 * Japanese the English text was read out under `<html lang="en">`, and the text React rendered
 * did not match the page's (React error #418, after which React rebuilt the whole document with
 * `lang="en"`). This build step puts a small inline script right after that loading message (the
 * server allows it by its hash, ADR 0007): it picks the language as the client entry does (a
 * language prefix in the path, the stored choice, the browser's languages, English) and sets
 * `<html lang>`, the message and the title in it before the first paint. The texts are the
 * catalogue's own `loading` strings, read here at build time, so they are what React renders.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';
import { LANGUAGE_STORAGE_KEY } from '../../src/web/lib/language-preference.ts';

const MARKER = '/* spa-language */';
const STATUS_TITLE = 'data-status-title=""';
const LOCALES_DIR = path.join(import.meta.dirname, '../../src/web/locales');

const CommonSchema = z.object({ loading: z.string().min(1) });

/** Each language's "Loading..." from its `common` catalogue. */
export async function loadingTexts(localesDir = LOCALES_DIR): Promise<Record<Language, string>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (lng) => {
      const raw = await fs.readFile(path.join(localesDir, lng, 'common.json'), 'utf8');
      return [lng, CommonSchema.parse(JSON.parse(raw)).loading] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Language, string>;
}

/** The script's text. ES5 and a try around everything: it must never break the page. */
export function spaLanguageScript(texts: Record<Language, string>): string {
  const js = JSON.stringify;
  return `(function () {
  try {
    var texts = ${js(texts)};
    var has = function (l) { return typeof l === 'string' && Object.prototype.hasOwnProperty.call(texts, l); };
    var segment = location.pathname.split('/')[1];
    var lng = segment !== 'en' && has(segment) ? segment : null;
    if (!lng) {
      var stored = localStorage.getItem(${js(LANGUAGE_STORAGE_KEY)});
      if (has(stored)) lng = stored;
    }
    var tags = navigator.languages || [navigator.language];
    for (var i = 0; !lng && i < tags.length; i++) {
      var base = String(tags[i]).toLowerCase().split('-')[0];
      if (has(base)) lng = base;
    }
    if (!lng || lng === 'en') return;
    document.documentElement.lang = lng;
    var shown = document.querySelector('[data-status-title]');
    if (shown) shown.textContent = texts[lng];
    document.title = document.title.split(texts.en).join(texts[lng]);
  } catch (e) {}
})();`;
}

/** The page with the script right after the loading message's `<main>`, so it runs before paint. */
export function insertSpaLanguage(html: string, texts: Record<Language, string>): string {
  if (html.includes(MARKER)) return html;
  const at = html.indexOf(STATUS_TITLE);
  const end = at === -1 ? -1 : html.indexOf('</main>', at);
  if (end === -1) {
    throw new Error(
      `spa-language: no loading message (${STATUS_TITLE}) in the SPA fallback; update scripts/build/spa-language.ts.`,
    );
  }
  const cut = end + '</main>'.length;
  return `${html.slice(0, cut)}<script>${MARKER}\n${spaLanguageScript(texts)}</script>${html.slice(cut)}`;
}

export async function spaLanguageInBuild(clientDir: string): Promise<void> {
  const file = path.join(clientDir, '__spa-fallback.html');
  const html = await fs.readFile(file, 'utf8');
  await fs.writeFile(file, insertSpaLanguage(html, await loadingTexts()), 'utf8');
}
