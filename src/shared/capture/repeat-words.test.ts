/**
 * Each repeat phrase a language lists (words/*-repeat.ts) is found from its own words: every
 * spelling its source allows is written out and parsed. This guards the trigger (repeat-latin.ts),
 * which runs a language's rules only when one of its words is in the text: a phrase whose words
 * the trigger misses would silently never be read.
 */
import { describe, expect, it } from 'vitest';
import type { CaptureLanguage } from './index.ts';
import type { RepeatLexicon } from './repeat-lexicon.ts';
import { findRepeat } from './repeat.ts';
import { deRepeat } from './words/de-repeat.ts';
import { enRepeat } from './words/en-repeat.ts';
import { esRepeat } from './words/es-repeat.ts';
import { frRepeat } from './words/fr-repeat.ts';
import { itRepeat } from './words/it-repeat.ts';
import { ptRepeat } from './words/pt-repeat.ts';

const LEXICONS: [CaptureLanguage, RepeatLexicon][] = [
  ['en', enRepeat],
  ['de', deRepeat],
  ['fr', frRepeat],
  ['es', esRepeat],
  ['it', itRepeat],
  ['pt', ptRepeat],
];

/** The top-level alternatives of a source. */
function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let current = '';
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i);
    if (c === '\\') {
      current += c + source.charAt(++i);
      continue;
    }
    if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  return [...out, current];
}

/** Every spelling of a source (groups expanded, optional parts with and without), written out. */
function spellings(source: string, day: string): string[] {
  const group = /\((?:\?:)?([^()]*)\)(\?)?/.exec(source);
  if (!group) {
    const text = source
      .replaceAll('{day}', day)
      .replaceAll('{n}', '15')
      .replace(/\\d(?:\{[^}]*\}|[+*])?/g, '2')
      .replace(/\\s[+*]?/g, ' ')
      .replace(/\[([^\]\\])[^\]]*\]\??/g, '$1')
      .replace(/\\(.)/g, '$1')
      .replace(/(.)\?/g, '$1');
    return [text];
  }
  const branches = [...alternatives(group[1] ?? ''), ...(group[2] ? [''] : [])];
  const [before, after] = [source.slice(0, group.index), source.slice(group.index + group[0].length)];
  return branches.flatMap((b) => spellings(before + b + after, day));
}

describe('repeat words', () => {
  it.each(LEXICONS)('%s: every listed phrase is read, from its own words', (language, lexicon) => {
    const day = lexicon.weekdays[0]?.split('|')[0] ?? '';
    for (const [source] of lexicon.phrases) {
      const bare = source.replace(/\(\?<?[!=][^()]*(?:\([^()]*\)[^()]*)*\)/g, '');
      for (const alternative of alternatives(bare)) {
        for (const text of spellings(alternative, day)) {
          const found = findRepeat(`Task ${text}.`, language).found;
          expect(found, `${language}: "${text}" (${source})`).not.toBeNull();
        }
      }
    }
  });

  it.each(LEXICONS)('%s: every phrase it cannot say is left whole', (language, lexicon) => {
    const day = lexicon.weekdays[0]?.split('|')[0] ?? '';
    for (const source of lexicon.unsaid) {
      for (const alternative of alternatives(source)) {
        for (const text of spellings(alternative, day).slice(0, 40)) {
          const repeats = findRepeat(`Task ${text}.`, language);
          expect(repeats.unsaid.length, `${language}: "${text}"`).toBeGreaterThan(0);
          expect(repeats.found).toBeNull();
        }
      }
    }
  });
});
