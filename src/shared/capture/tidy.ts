/**
 * The title is the input minus what was understood. Removing words leaves seams: double spaces,
 * a comma before nothing, a preposition whose date is gone ("Call mum at" → "Call mum"). Only the
 * words beside a seam are tidied, so a title's own "at" or "and" is never touched.
 */
import type { CaptureLanguage, CaptureSpan } from './types.ts';

/** Words left dangling when the date or time after them is removed. */
const DANGLING: Record<CaptureLanguage, string[]> = {
  en: ['at', 'on', 'by', 'for', 'and', 'then', 'due', 'around'],
  es: ['a', 'el', 'para', 'y', 'luego', 'las', 'antes', 'de'],
  fr: ['à', 'a', 'le', 'pour', 'et', 'puis', 'avant', "d'ici"],
  de: ['am', 'um', 'bis', 'und', 'dann', 'zum', 'ab'],
  it: ['il', 'per', 'alle', 'e', 'poi', 'entro', 'a'],
  pt: ['às', 'as', 'na', 'no', 'para', 'e', 'depois', 'até', 'em'],
  ja: [],
  zh: [],
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。，！？]/u;
const EDGE_PUNCT = /^[\s,;:、，。·\-–—]+|[\s,;:、，·\-–—]+$/gu;
const CJK_PARTICLE_START = /^(?:に|は|の|を|と|、|，|,)+/u;

function stripDanglingEnd(segment: string, words: readonly string[]): string {
  let s = segment.replace(/[\s,;:、，]+$/u, '');
  for (;;) {
    const m = /(?:^|\s)([\p{L}']+)$/u.exec(s);
    if (!m?.[1] || !words.includes(m[1].toLowerCase())) return s;
    s = s.slice(0, m.index).replace(/[\s,;:]+$/u, '');
  }
}

function stripDanglingStart(segment: string, words: readonly string[]): string {
  let s = segment.replace(/^[\s,;:、，]+/u, '').replace(CJK_PARTICLE_START, '');
  for (;;) {
    const m = /^([\p{L}']+)(?:\s|$)/u.exec(s);
    if (!m?.[1] || !words.includes(m[1].toLowerCase())) return s;
    s = s.slice(m[0].length).replace(/^[\s,;:]+/u, '');
  }
}

interface Removed extends CaptureSpan {
  /** Only a quote's marks: not a seam (the words beside it are the person's). */
  mark: boolean;
}

function mergeSpans(removed: readonly CaptureSpan[], marks: readonly CaptureSpan[]): Removed[] {
  const all = [
    ...removed.map((s) => ({ ...s, mark: false })),
    ...marks.map((s) => ({ ...s, mark: true })),
  ].sort((a, b) => a.start - b.start);
  const out: Removed[] = [];
  for (const s of all) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) {
      last.end = Math.max(last.end, s.end);
      last.mark &&= s.mark;
    } else out.push({ ...s });
  }
  return out;
}

/**
 * The title: `text` without the `removed` spans (understood words) and `marks` (a quote's marks),
 * tidied at the seams with the dangling words of `languages` (the person's and the phrase's).
 */
export function buildTitle(
  text: string,
  removed: readonly CaptureSpan[],
  languages: readonly CaptureLanguage[],
  marks: readonly CaptureSpan[] = [],
): string {
  const spans = mergeSpans(removed, marks);
  const words = [...new Set(languages.flatMap((l) => DANGLING[l]))];
  const segments: string[] = [];
  let at = 0;
  for (const s of spans) {
    segments.push(text.slice(at, s.start));
    at = s.end;
  }
  segments.push(text.slice(at));
  // Only words at a seam are tidied: a segment's end before a removal, its start after one.
  const tidied = segments.map((seg, i) => {
    let s = seg;
    if (i < segments.length - 1 && !spans[i]?.mark) s = stripDanglingEnd(s, words);
    if (i > 0 && (i === segments.length - 1 || s.trim() === '')) s = s.replace(/^[\s,;:、，]+/u, '');
    const allRemovedBefore = segments.slice(0, i).every((p) => p.trim() === '');
    if (i > 0 && allRemovedBefore && spans.slice(0, i).some((p) => !p.mark)) s = stripDanglingStart(s, words);
    return s;
  });
  let title = '';
  for (const seg of tidied) {
    const s = seg.trim();
    if (!s) continue;
    const cjkSeam = title && CJK.test(title.slice(-1)) && CJK.test(s[0] ?? '');
    // A seam before punctuation takes no space ("Call mum, please"); the text's own spaces stay.
    const glued = cjkSeam || /^[,.;:!?)、。，]/u.test(s);
    title += title && !glued ? ` ${s}` : s;
  }
  title = title
    .replace(/\s+/gu, ' ')
    .replace(/([,;、，])(?:\s*[,;、，])+/gu, '$1')
    .replace(EDGE_PUNCT, '')
    .replace(/(?<!\.)\.$/u, '')
    .trim();
  const original = text.trim();
  if (spans.some((s) => !s.mark) && /^\p{Lu}/u.test(original) && /^\p{Ll}/u.test(title)) {
    title = title.charAt(0).toUpperCase() + title.slice(1);
  }
  return title;
}
