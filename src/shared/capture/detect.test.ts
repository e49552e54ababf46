import { describe, expect, it } from 'vitest';
import { parseCapture, type CaptureLanguage } from './index.ts';

/** Wednesday 11 March 2026, 10:00 in Paris. */
const REFERENCE = new Date('2026-03-11T09:00:00Z');
const parse = (text: string, language: CaptureLanguage) =>
  parseCapture(text, { language, timeZone: 'Europe/Paris', reference: REFERENCE });

type Row = [CaptureLanguage, string, string, string | null, string | null];
const check = (rows: Row[]) => {
  for (const [language, text, title, dueDate, dueTime] of rows)
    expect(parse(text, language), `${language}: ${text}`).toMatchObject({ title, dueDate, dueTime });
};

describe('parseCapture: the language of a phrase', () => {
  it('reads a phrase in another capture language whole, with that language’s rules', () => {
    check([
      ['en', 'Morgen um 10 Uhr Zahnarzt anrufen', 'Zahnarzt anrufen', '2026-03-12', '10:00'],
      ['en', 'Zahnarzt um 15:30', 'Zahnarzt', '2026-03-11', '15:30'],
      ['it', 'Zahnarzt um 15:30', 'Zahnarzt', '2026-03-11', '15:30'],
      ['fr', 'Call mum tomorrow at 6pm', 'Call mum', '2026-03-12', '18:00'],
      ['es', 'Ligar para a mãe amanhã às 17h', 'Ligar para a mãe', '2026-03-12', '17:00'],
      ['pt', 'Zahnarzt am Freitag um 10 Uhr', 'Zahnarzt', '2026-03-13', '10:00'],
      ['de', 'Call Anna tomorrow, report at 5pm', 'Call Anna, report', '2026-03-12', '17:00'],
    ]);
  });

  it('grows a span to another language’s longer reading of it: no preposition is left behind', () => {
    check([
      ['es', 'Reunión à 9h30', 'Reunión', '2026-03-12', '09:30'],
      ['en', 'Call Anna tomorrow, Termin um 15:30', 'Call Anna, Termin', '2026-03-12', '15:30'],
    ]);
  });

  it('keeps the person’s language when the words say no more, and reads no foreign abbreviation', () => {
    check([
      ['fr', 'Réunion 15:30', 'Réunion', '2026-03-11', '15:30'],
      ['en', 'Call Domingo at 5pm', 'Call Domingo', '2026-03-11', '17:00'],
      ['en', 'Call Dom 5pm', 'Call Dom', '2026-03-11', '17:00'],
    ]);
    expect(parse('Zahnarzt 10 Uhr', 'en').tokens).toEqual([
      { kind: 'time', start: 9, end: 15, text: '10 Uhr' },
    ]);
  });

  it('tells Japanese from Chinese by its kana', () => {
    check([
      ['zh', '明日の午後3時に歯医者', '歯医者', '2026-03-12', '15:00'],
      ['ja', '明天下午三点去看牙医', '去看牙医', '2026-03-12', '15:00'],
      ['zh', '玩明日方舟', '玩明日方舟', null, null],
    ]);
  });

  it('reads urgency words in the phrase’s language too', () => {
    expect(parse('Morgen um 10 Uhr dringend Zahnarzt anrufen', 'en')).toMatchObject({
      title: 'Zahnarzt anrufen',
      quadrant: 1,
      quadrantReasons: [{ kind: 'word', word: 'dringend', effect: 'urgent' }],
    });
  });
});
