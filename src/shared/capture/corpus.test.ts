/**
 * The capture corpus: phrases as people say them, in eight languages, each with the title, date
 * and time it should give at a fixed moment. Prints the score per language; the bar is 95 % exact
 * (title, date and time all right) in every language.
 */
import { describe, expect, it } from 'vitest';
import { CORPUS_REFERENCE, CORPUS_TIME_ZONE, type CorpusCase } from './corpus/case.ts';
import { DE } from './corpus/de.ts';
import { EN } from './corpus/en.ts';
import { ES } from './corpus/es.ts';
import { FR } from './corpus/fr.ts';
import { IT } from './corpus/it.ts';
import { JA } from './corpus/ja.ts';
import { PT } from './corpus/pt.ts';
import { ZH } from './corpus/zh.ts';
import { parseCapture, type CaptureLanguage } from './index.ts';

const CORPUS: Record<CaptureLanguage, CorpusCase[]> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  ja: JA,
  it: IT,
  pt: PT,
  zh: ZH,
};

function score(language: CaptureLanguage) {
  const misses: string[] = [];
  for (const [text, title, date, time] of CORPUS[language]) {
    const r = parseCapture(text, { language, timeZone: CORPUS_TIME_ZONE, reference: CORPUS_REFERENCE });
    if (r.title !== title || r.dueDate !== date || r.dueTime !== time) {
      misses.push(
        `${text} → ${JSON.stringify([r.title, r.dueDate, r.dueTime])}, want ${JSON.stringify([title, date, time])}`,
      );
    }
  }
  const total = CORPUS[language].length;
  return { total, exact: total - misses.length, misses };
}

describe('capture corpus', () => {
  const scores = Object.fromEntries(
    (Object.keys(CORPUS) as CaptureLanguage[]).map((l) => [l, score(l)] as const),
  ) as Record<CaptureLanguage, ReturnType<typeof score>>;

  it('prints the score per language', () => {
    const rows = Object.entries(scores).map(
      ([l, s]) =>
        `${l}  ${String(s.exact).padStart(3)}/${String(s.total).padEnd(3)} ${((100 * s.exact) / s.total).toFixed(1)} %`,
    );
    const total = Object.values(scores).reduce((n, s) => n + s.total, 0);
    const exact = Object.values(scores).reduce((n, s) => n + s.exact, 0);
    console.log(
      `Capture parser corpus (exact title, date and time)\n${rows.join('\n')}\nall ${exact}/${total}`,
    );
    expect(total).toBeGreaterThanOrEqual(200);
  });

  it.each(Object.keys(CORPUS) as CaptureLanguage[])(
    '%s has at least 25 phrases and scores ≥ 95 %% exact',
    (l) => {
      const s = scores[l];
      expect(s.total).toBeGreaterThanOrEqual(25);
      expect(s.exact / s.total, s.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    },
  );
});
