/**
 * The identity pages' texts live in the app's catalogue (src/web/locales/<lng>/identity.json):
 * every language has every key, translated, with the same placeholders; and their stylesheet's
 * dark palette is the app's dark theme (src/web/app/app.css), so the two cannot drift apart.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/languages.ts';
import { catalogue } from './identity-i18n.ts';
import { IDENTITY_CSS } from './stylesheet.ts';

type Texts = Record<string, string>;

function flatten(tree: unknown, prefix = ''): Texts {
  if (typeof tree === 'string') return { [prefix]: tree };
  const out: Texts = {};
  for (const [k, v] of Object.entries(tree as Record<string, unknown>))
    Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the identity namespace', () => {
  const en = flatten(catalogue('en', 'identity'));

  it('has every key in every language, translated, with the same placeholders', () => {
    for (const lng of LANGUAGES) {
      const texts = flatten(catalogue(lng, 'identity'));
      expect(Object.keys(texts).sort(), lng).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${lng} ${key}`).not.toBe('');
        expect(placeholders(text), `${lng} ${key}`).toEqual(placeholders(en[key] ?? ''));
      }
      if (lng === 'en') continue;
      const same = Object.keys(en).filter((k) => texts[k] === en[k]);
      // Only a few short words may read the same (e.g. "E-mail" in several languages).
      expect(same.length, `${lng}: ${same.join(', ')}`).toBeLessThanOrEqual(3);
    }
  });

  it('names the seven languages and the switcher in every language', () => {
    for (const lng of LANGUAGES) {
      const common = flatten(catalogue(lng, 'common'));
      const site = flatten(catalogue(lng, 'site'));
      for (const option of LANGUAGES) expect(common[`language.${option}`], `${lng} ${option}`).toBeTruthy();
      expect(site['language.current']).toContain('{{language}}');
      expect(site.homeLink).toBeTruthy();
    }
  });
});

describe('the identity stylesheet', () => {
  it('uses the app’s dark palette for each colour it names', () => {
    const appCss = fs.readFileSync(new URL('../../../../web/app/app.css', import.meta.url), 'utf8');
    const appDark = /\[data-theme='dark'\] \{([^}]*)\}/.exec(appCss)?.[1] ?? '';
    const system =
      /@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\) \{([^}]*)\}/.exec(
        IDENTITY_CSS,
      )?.[1] ?? '';
    const ours = /\n:root\[data-theme='dark'\] \{([^}]*)\}/.exec(IDENTITY_CSS)?.[1] ?? '';
    const entries = [...ours.matchAll(/--([\w-]+):\s*([^;]+);/g)];
    expect(entries.length).toBeGreaterThan(10);
    // The system's dark and the dark chosen in the app are one palette.
    expect(system.replace(/\s+/g, ' ').trim()).toBe(ours.replace(/\s+/g, ' ').trim());
    for (const [, name, value] of entries) {
      const appName = `--color-${name}`;
      expect(appDark, name).toContain(`${appName}: ${value};`);
    }
  });
});
