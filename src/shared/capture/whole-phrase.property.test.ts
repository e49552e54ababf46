/**
 * Never half-eaten (issue 33): a date, time or repeat phrase in any capture language, between
 * title words, with any capture language as the person's, is understood whole or left whole. So
 * the title's words plus the removed chips' words are the input's words, no more and no fewer, and
 * no preposition of the phrase ("um", "à", "at", "a las") is left in the title.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTURE_LANGUAGES, parseCapture, type CaptureLanguage } from './index.ts';

const REFERENCE = new Date('2026-03-11T09:00:00Z');

/** Phrases as people say them, each with its prepositions; [phrase language, text]. */
const PHRASES: readonly (readonly [CaptureLanguage, string])[] = [
  ['en', 'tomorrow at 5pm'],
  ['en', 'at 9:30'],
  ['en', 'on Friday'],
  ['en', 'by next Tuesday'],
  ['en', 'every Monday'],
  ['en', 'every 2 weeks on Thursday'],
  ['en', 'in 3 days'],
  ['de', 'morgen um 10 Uhr'],
  ['de', 'um 15:30'],
  ['de', 'am Freitag'],
  ['de', 'bis zum 2. April'],
  ['de', 'jeden Montag'],
  ['de', 'alle zwei Wochen'],
  ['de', 'übermorgen um halb 10'],
  ['fr', 'demain à 17h'],
  ['fr', 'à 9h30'],
  ['fr', 'vendredi prochain'],
  ['fr', 'tous les lundis'],
  ['fr', 'dans quinze jours'],
  ['es', 'mañana a las 5 de la tarde'],
  ['es', 'a las 9'],
  ['es', 'el viernes'],
  ['es', 'cada lunes'],
  ['es', 'todos los días'],
  ['it', 'domani alle 17'],
  ['it', 'alle 9 e mezza'],
  ['it', 'venerdì prossimo'],
  ['it', 'ogni lunedì'],
  ['pt', 'amanhã às 17h'],
  ['pt', 'às 9h'],
  ['pt', 'na sexta'],
  ['pt', 'toda segunda'],
  ['pt', 'daqui a 3 dias'],
  ['ja', '明日の午後3時に'],
  ['ja', '毎週月曜日に'],
  ['ja', '来週の金曜日までに'],
  ['zh', '明天下午三点'],
  ['zh', '每周一'],
  ['zh', '下周五之前'],
];
/** Title words no capture language reads as a date, a time, a repeat or a preposition. */
const LATIN_WORDS = ['Zahnarzt', 'anrufen', 'report', 'Anna', 'dossier', 'envoyer', 'contrato', 'Marco'];
const CJK_WORDS = ['歯医者', 'レポート', '报告', '牙医', '会議', '打扫'];
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Words, lowercased and without punctuation; in Japanese and Chinese, characters. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,.;:!?、。，]+/u)
    .flatMap((w) => (CJK.test(w) ? [...w] : [w]))
    .filter((w) => w.length > 0)
    .sort();
}

const line = fc
  .record({
    language: fc.constantFrom(...CAPTURE_LANGUAGES),
    phrase: fc.constantFrom(...PHRASES),
    before: fc.integer({ min: 0, max: 2 }),
    after: fc.integer({ min: 0, max: 2 }),
    seed: fc.nat(),
  })
  .map(({ language, phrase, before, after, seed }) => {
    const cjk = phrase[0] === 'ja' || phrase[0] === 'zh';
    const pool = cjk ? CJK_WORDS : LATIN_WORDS;
    const pickWords = (n: number, offset: number) =>
      Array.from({ length: n }, (_, i) => pool[(seed + offset + i * 3) % pool.length] ?? '');
    const parts = [...pickWords(before, 0), phrase[1], ...pickWords(after, 5)];
    const text = parts.join(cjk ? '' : ' ');
    const start = text.indexOf(phrase[1]);
    return { language, text, phrase: { start, end: start + phrase[1].length } };
  });

describe('capture: a phrase is understood whole or left whole', () => {
  it('the title and the removed chips hold the input’s words, and the chips hold exactly the phrase', () => {
    fc.assert(
      fc.property(line, ({ language, text, phrase }) => {
        const r = parseCapture(text, { language, timeZone: 'Europe/Paris', reference: REFERENCE });
        const chips = r.tokens.filter((t) => t.kind === 'date' || t.kind === 'time' || t.kind === 'repeat');
        expect(words([r.title, ...chips.map((t) => t.text)].join(' '))).toEqual(words(text));
        if (chips.length === 0) return;
        // Every letter of the phrase is in a chip, and no chip reaches outside it.
        for (const c of chips) expect(c.start >= phrase.start && c.end <= phrase.end, text).toBe(true);
        const covered = (i: number) => chips.some((c) => c.start <= i && i < c.end);
        for (let i = phrase.start; i < phrase.end; i++) {
          if (/\S/u.test(text.charAt(i))) expect(covered(i), `${text} [${i}]`).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
    // Hundreds of parses, the first of each language compiling its rules: not a speed test.
  }, 60_000);
});
