/** A rule: a regular expression and what a match of it means. Shared by every language's rules. */
import type { Found, RuleContext } from './found.ts';

export interface Rule {
  re: RegExp;
  resolve(m: RegExpExecArray, ctx: RuleContext): Omit<Found, 'start' | 'end'> | null;
}

/**
 * A letter or digit of the scripts tasks are written in: Latin (with its accents and Vietnamese),
 * Greek, Cyrillic, kana, CJK ideographs and Hangul. A stand-in for [\p{L}\p{N}_]: the Unicode
 * classes, case-folded in every rule's two boundaries, were half of the rules' compile time.
 */
export const WORD_CHAR =
  '\\w\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF\\u1E00-\\u1EFF\\u3005\\u3040-\\u30FA\\u30FC-\\u30FF\\u3400-\\u9FFF\\uAC00-\\uD7AF\\uF900-\\uFAFF';
/** Letters and digits do not continue a match on either side. */
export const B = `(?<![${WORD_CHAR}])`;
export const E = `(?![${WORD_CHAR}])`;

export function rx(source: string): RegExp {
  return new RegExp(source, 'giu');
}

const anchored = new Map<string, RegExp>();

/** Which of `sources` matches `text` entirely (case-insensitive): its index, or -1. */
export function indexOfMatch(sources: readonly string[], text: string): number {
  const t = text.trim();
  return sources.findIndex((s) => {
    let re = anchored.get(s);
    if (!re) {
      re = new RegExp(`^(?:${s})$`, 'iu');
      anchored.set(s, re);
    }
    return re.test(t);
  });
}

/** Every match of every rule over `text` (masked characters never match: see parse.ts). */
export function runRules(rules: readonly Rule[], text: string, ctx: RuleContext): Found[] {
  const found: Found[] = [];
  for (const rule of rules) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      if (m[0].length === 0) {
        rule.re.lastIndex++;
        continue;
      }
      const value = rule.resolve(m, ctx);
      if (value) found.push({ ...value, start: m.index, end: m.index + m[0].length });
    }
  }
  return found;
}
