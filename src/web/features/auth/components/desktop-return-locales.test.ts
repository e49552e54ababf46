import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/languages.ts';

const bundles = import.meta.glob<{ desktopCallback?: Record<string, unknown> }>(
  '../../../locales/*/auth.json',
  {
    eager: true,
    import: 'default',
  },
);

describe('the desktop callback page’s texts', () => {
  it.each(LANGUAGES)('%s has the title, the redirect line and one "click here" link', (lng) => {
    const texts = bundles[`../../../locales/${lng}/auth.json`]?.desktopCallback;
    expect(Object.keys(texts ?? {}).sort()).toEqual(['fallback', 'redirecting', 'title']);
    for (const value of Object.values(texts ?? {})) expect(value).toEqual(expect.stringMatching(/\S/));
    // `<open>` wraps the link; `<link>` would be read as an empty HTML element by i18next's parser.
    expect(String(texts?.fallback).match(/<open>[^<]+<\/open>/g)).toHaveLength(1);
  });
});
