/**
 * Quadrant's English is US English ("Color", as the spec and the rest of the UI say): a British
 * spelling in any English text a person reads (the app's catalogues, the template guides, the legal
 * pages, the server's own English messages) fails here, named with where it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** British spelling → what US English writes (a word start, case-insensitive). */
const BRITISH = [
  /\bcolour/i,
  /\b(re)?organis(e|ed|es|ing|ation|ations)\b/i,
  /\bprioritis/i,
  /\bcentre\b/i,
  /\blicence/i,
  /\banalys(e|ed|es|ing)\b/i,
  /\bpractis(e|ed|es|ing)\b/i,
  /\bcancell(ed|ing)\b/i,
  /\bneighbour/i,
  /\bbehaviour/i,
  /\bfavourite/i,
  /\bcatalogue/i,
  /\bhonour/i,
  /\b(recog|custom|personal|summar|minim|optim|author|synchron|visual|categor|util|memor)is(e|ed|es|ing|ation)\b/i,
  /\breali[s](e|ed|es|ing)\b/i,
];

/** Every string a JSON file holds as a value (keys and ids are names, not text), with its path. */
function jsonValues(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return at.endsWith('.id') ? [] : [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => jsonValues(item, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => jsonValues(item, at ? `${at}.${key}` : key));
  return [];
}

function englishFiles(): string[] {
  const dirs = ['src/web/locales/en', 'src/web/features/templates/content/en'];
  const files = dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir))
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(dir, name)),
  );
  // The published copies too: the templates index fetches the manifest, browsers read the web manifest.
  return [
    ...files,
    'src/web/features/legal/content/en.json',
    'public/templates/manifest.json',
    'public/manifest.webmanifest',
  ];
}

/** `file key: "text"` for each British spelling found. */
function britishIn(file: string, texts: [string, string][]): string[] {
  return texts
    .filter(([, text]) => BRITISH.some((word) => word.test(text)))
    .map(([key, text]) => `${file} ${key}: "${text}"`);
}

describe('English is spelled one way', () => {
  it('finds the British spelling it is meant to catch', () => {
    expect(
      britishIn('x', [
        ['a', 'Colour'],
        ['b', 'Your organisation'],
        ['c', 'Color'],
      ]),
    ).toEqual(['x a: "Colour"', 'x b: "Your organisation"']);
  });

  it('has no British spelling in the English catalogues, guides and legal pages', () => {
    const found = englishFiles().flatMap((file) =>
      britishIn(file, jsonValues(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')))),
    );
    expect(found).toEqual([]);
  });

  it('has none in the English messages the server writes itself', () => {
    const sources = ['src/server/modules/me/account-settings.ts', 'src/shared/errors.ts'];
    const found = sources.flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const literals = [...text.matchAll(/'([^'\n]*)'|`([^`]*)`/g)].map((m, i): [string, string] => [
        `literal ${i}`,
        m[1] ?? m[2] ?? '',
      ]);
      return britishIn(file, literals);
    });
    expect(found).toEqual([]);
  });
});
