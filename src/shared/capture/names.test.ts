import { describe, expect, it } from 'vitest';
import { parseCapture, type CaptureLanguage } from './index.ts';

/** Wednesday 11 March 2026, 10:00 in Paris. */
const REFERENCE = new Date('2026-03-11T09:00:00Z');
const parse = (text: string, language: CaptureLanguage = 'en') =>
  parseCapture(text, { language, timeZone: 'Europe/Paris', reference: REFERENCE });

type Row = [CaptureLanguage, string, string, string | null];
const check = (rows: Row[]) => {
  for (const [language, text, title, dueDate] of rows)
    expect(parse(text, language), `${language}: ${text}`).toMatchObject({ title, dueDate });
};
const whole = (rows: [CaptureLanguage, string][]) =>
  check(rows.map(([language, text]) => [language, text, text, null]));

describe('parseCapture: a date word inside a name is not a date', () => {
  it('a date word followed by a capitalised word it does not read starts a name, to its last capital', () => {
    whole([
      ['en', 'Tuesday Club meeting'],
      ['en', 'rewatch Friday Night Lights'],
      ['en', 'Order a Wednesday Addams costume'],
      ['en', 'Book: Tomorrow and Tomorrow and Tomorrow'],
      ['fr', 'Dimanche Gourmand : réserver'],
      ['es', 'Viernes Negro del Barrio'],
    ]);
    check([['en', 'Watch Today Show clip tomorrow', 'Watch Today Show clip', '2026-03-12']]);
  });

  it('keeps real dates: nothing capitalised after, a date after, a lowercase word after', () => {
    check([
      ['en', 'Call Anna Friday', 'Call Anna', '2026-03-13'],
      ['en', 'Call Anna and Bob Friday', 'Call Anna and Bob', '2026-03-13'],
      ['en', 'Friday lunch with Sam', 'Lunch with Sam', '2026-03-13'],
      ['en', 'Dentist Friday March 13', 'Dentist', '2026-03-13'],
      ['en', 'Dentist Friday NHS form', 'Dentist NHS form', '2026-03-13'],
      ['en', 'Tomorrow: Call Bob', 'Call Bob', '2026-03-12'],
    ]);
  });

  it('where weekdays are written in lowercase, a capital one inside the sentence is a name', () => {
    whole([
      ['es', 'Llamar a Domingo García'],
      ['es', 'Ir a la Avenida 9 de Julio'],
      ['fr', 'inviter Samedi Traoré'],
      ['it', 'guardare Domenica In'],
      ['pt', 'ver Sexta-Feira 13 no cinema'],
    ]);
    check([
      ['es', 'Llamar a Domingo mañana', 'Llamar a Domingo', '2026-03-12'],
      ['es', 'Viernes: cena con Ana', 'Cena con Ana', '2026-03-13'],
      ['it', 'Urgente: Sabato mercato', 'Mercato', '2026-03-14'],
      ['pt', 'ligar para o Domingo amanhã', 'ligar para o Domingo', '2026-03-12'],
    ]);
  });

  it('German capitalises every noun: a capital says nothing there, named days and quotes do', () => {
    check([
      ['de', 'Freitag Zahnarzt', 'Zahnarzt', '2026-03-13'],
      ['de', 'Sonntag Brunch mit Eva', 'Brunch mit Eva', '2026-03-15'],
      ['de', '„Tatort am Sonntag“ aufnehmen', 'Tatort am Sonntag aufnehmen', null],
    ]);
    whole([['de', 'Black Friday Angebote prüfen']]);
  });

  it('named days are names in every language', () => {
    whole([
      ['en', 'Check Black Friday deals'],
      ['en', 'Good Friday service'],
      ['fr', 'Vendredi saint : acheter des œufs'],
      ['es', 'Comprar torrijas para el Jueves Santo'],
      ['it', 'pranzo di Venerdì Santo'],
      ['pt', 'jejum na Sexta-feira Santa'],
      ['ja', '毎日新聞を買う'],
    ]);
  });
});

describe('parseCapture: quotes and title marks', () => {
  it('keeps Japanese and Chinese title marks and their words; Latin quotes lose their marks only', () => {
    whole([
      ['ja', '「明日、ママがいない」を見る'],
      ['ja', '『金曜日の妻たちへ』を観る'],
      ['zh', '读《明天会更好》'],
      ['zh', '看〈周末〉这首诗'],
      ['zh', '看电影“周末狂欢”'],
    ]);
    check([
      [
        'en',
        'Buy tickets for “Sunday in the Park” Friday',
        'Buy tickets for Sunday in the Park',
        '2026-03-13',
      ],
      ['en', '"On Monday" by Blur at 5pm', 'On Monday by Blur', '2026-03-11'],
      ['fr', 'Lire « Demain est un autre jour »', 'Lire Demain est un autre jour', null],
    ]);
  });

  it('gives a line with nothing understood back as typed', () => {
    whole([
      ['fr', 'deux fois par semaine : piscine'],
      ['fr', 'le premier lundi du mois : réunion'],
    ]);
  });
});

describe('parseCapture: names written without spaces', () => {
  it('a Japanese weekday’s short form inside a word, and a given name with its honorific, are names', () => {
    whole([
      ['ja', '日曜大工の本を買う'],
      ['ja', '金曜ロードショーを録画'],
      ['ja', '明日香さんに電話'],
      ['ja', '今日子ちゃんと遊ぶ'],
    ]);
    check([
      ['ja', '日曜の朝にジョギング', 'ジョギング', '2026-03-15'],
      ['ja', '明日田中さんに電話', '田中さんに電話', '2026-03-12'],
      ['ja', '明日美容院', '美容院', '2026-03-12'],
      ['ja', '今日子供を迎えに行く', '子供を迎えに行く', '2026-03-11'],
    ]);
  });

  it('Chinese 今日 and 明日, the written forms, are a name’s unless a time, a part of the day or a particle follows', () => {
    whole([
      ['zh', '下载今日头条'],
      ['zh', '玩明日方舟'],
    ]);
    check([
      ['zh', '明日下午开会', '开会', '2026-03-12'],
      ['zh', '今日之前交报告', '交报告', '2026-03-11'],
      ['zh', '明天开会', '开会', '2026-03-12'],
    ]);
  });
});
