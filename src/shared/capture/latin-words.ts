/** Small helpers over a language's word lists, shared by its date and time rules. */
import type { Hint, LatinLexicon } from './lexicon.ts';
import { indexOfMatch } from './rules.ts';

export const alt = (sources: readonly string[]) => `(?:${sources.join('|')})`;

export function hintOf(pairs: readonly [string, Hint][], text: string | undefined): Hint | undefined {
  if (!text) return undefined;
  const i = indexOfMatch(
    pairs.map(([s]) => s),
    text,
  );
  return i >= 0 ? pairs[i]?.[1] : undefined;
}

export function numberOf(lex: LatinLexicon, text: string | undefined): number | null {
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  return lex.numbers[text.toLowerCase().replace(/\s+/g, ' ')] ?? null;
}
