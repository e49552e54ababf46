/**
 * Brain dump: one paragraph or utterance → one text per task. The rules, from strongest:
 * 1. New lines, ";", and sentence ends ("." "!" "?" followed by a space, 。！？) always split;
 *    list bullets ("- ", "* ", "1. ") are dropped.
 * 2. Sequencing words always split: "then", "and then", "after that" (and each language's).
 * 3. Commas split, but a piece of a single word is put back ("Buy apples, pears, and milk").
 *    In Japanese, 、and ，split and a piece shorter than four characters is put back (りんご、…);
 *    in Chinese ，splits clauses and 、(which lists nouns) never splits.
 * 4. A bare "and" (y, et, und, e, ed) splits only when both sides have two words or more and one
 *    side holds a date, a time or an urgency word, or the right side has three words or more and
 *    does not start with a capital (a name: "Tom and Jerry"): "Buy salt and pepper" stays one task. Japanese と and Chinese 和 join nouns: never split.
 */
import { parse } from './parse.ts';
import type { CaptureLanguage } from './types.ts';

const SEQUENCE: Record<CaptureLanguage, string> = {
  en: 'and then|then|after that|afterwards|also',
  es: 'y luego|luego|y después(?!\\s+de)|después(?!\\s+de)|y también|también',
  fr: 'et puis|puis|et ensuite|ensuite|et après|après ça',
  de: 'und dann|dann|und danach|danach|und außerdem|außerdem',
  it: 'e poi|poi|e dopo(?!\\s*domani)|dopo(?!\\s*domani)|e inoltre|inoltre',
  pt: 'e depois(?!\\s+de)|depois(?!\\s+de)|e então|então|e também|também',
  ja: 'それから|そして|それと|あとは',
  zh: '然后|还有|另外|接着|再来',
};
const AND: Record<CaptureLanguage, string | null> = {
  en: 'and',
  es: 'y|e',
  fr: 'et',
  de: 'und',
  it: 'e|ed',
  pt: 'e',
  ja: null,
  zh: null,
};
const ABBREVIATION = /(?:^|\s)(?:dr|mr|mrs|ms|st|sr|sra|mme|prof|etc|vs|z\.b|bzw|ca|no|nr|p\.ex)$/iu;
const B = '(?<![\\p{L}\\p{N}_])';
const E = '(?![\\p{L}\\p{N}_])';
const cjk = (l: CaptureLanguage) => l === 'ja' || l === 'zh';
const wordCount = (s: string) => s.split(/\s+/u).filter((w) => /\p{L}|\p{N}/u.test(w)).length;

function splitSentences(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of line.matchAll(/[.!?]+(?=\s+\S)|[。！？；;]+/gu)) {
    const before = line.slice(start, m.index);
    if (/^[.]/u.test(m[0]) && ABBREVIATION.test(before)) continue;
    out.push(before);
    start = m.index + m[0].length;
  }
  out.push(line.slice(start));
  return out;
}

function stripLead(piece: string, language: CaptureLanguage): string {
  const lead = new RegExp(
    `^(?:(?:${SEQUENCE[language]}|${AND[language] ?? '(?!)'})${cjk(language) ? '' : E}[\\s,、，]*)+`,
    'iu',
  );
  return piece
    .trim()
    .replace(lead, '')
    .replace(/^[,;:、，\s]+|[,;:.、，。\s]+$/gu, '')
    .trim();
}

function splitCommas(piece: string, language: CaptureLanguage): string[] {
  // Chinese lists nouns with 、 and separates clauses with ，; Japanese uses 、 for both.
  const parts = piece.split(language === 'zh' ? /[，,]/u : language === 'ja' ? /[、，,]/u : /,\s*|，/u);
  const joiner = cjk(language) ? '、' : ', ';
  const out: string[] = [];
  let carry = '';
  for (const part of parts) {
    const clean = stripLead(part, language);
    const small =
      language === 'zh' ? clean.length < 2 : language === 'ja' ? clean.length < 4 : wordCount(clean) < 2;
    if (small && out.length) out[out.length - 1] += `${joiner}${part.trim()}`;
    else if (small) carry += `${part.trim()}${joiner}`;
    else {
      out.push(`${carry}${part}`);
      carry = '';
    }
  }
  if (carry) out.push(carry.slice(0, -joiner.length));
  return out;
}

function hasWhen(text: string, language: CaptureLanguage): boolean {
  const result = parse(text, { language, timeZone: 'UTC', reference: new Date(Date.UTC(2000, 0, 1)) });
  return result.tokens.some((t) => t.kind === 'date' || t.kind === 'time' || t.kind === 'urgency');
}

function splitAnd(piece: string, language: CaptureLanguage): string[] {
  const and = AND[language];
  if (!and) return [piece];
  const out: string[] = [];
  let rest = piece;
  const re = new RegExp(`\\s(?:${and})\\s`, 'giu');
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    const left = rest.slice(0, m.index);
    const right = rest.slice(m.index + m[0].length);
    const rightWords = wordCount(right);
    const dated = hasWhen(left, language) || hasWhen(right, language);
    // "Tom and Jerry": a capital after "and" is more likely a name than a new task (not in German,
    // where every noun has one).
    const name = language !== 'de' && /^\p{Lu}/u.test(right);
    if (wordCount(left) >= 2 && rightWords >= 2 && (dated || (rightWords >= 3 && !name))) {
      out.push(left);
      rest = right;
      re.lastIndex = 0;
    }
  }
  out.push(rest);
  return out;
}

export function split(text: string, language: CaptureLanguage): string[] {
  const sequence = new RegExp(
    `${cjk(language) ? '' : `[\\s,]+${B}`}(?:${SEQUENCE[language]})${cjk(language) ? '' : E}`,
    'giu',
  );
  return text
    .split(/\r?\n/u)
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/u, ''))
    .flatMap(splitSentences)
    .flatMap((s) => s.split(sequence))
    .flatMap((s) => splitCommas(s, language))
    .flatMap((s) => splitAnd(s, language))
    .map((s) => stripLead(s, language))
    .filter((s) => s.length > 0);
}
