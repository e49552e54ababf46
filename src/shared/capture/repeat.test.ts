import { describe, expect, it } from 'vitest';
import { parseCapture, type CaptureLanguage } from './index.ts';

/** Wednesday 11 March 2026, 10:00 in Paris. */
const REFERENCE = new Date('2026-03-11T09:00:00Z');
const parse = (text: string, language: CaptureLanguage = 'en') =>
  parseCapture(text, { language, timeZone: 'Europe/Paris', reference: REFERENCE });
const WORKDAYS = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR';

describe('parseCapture: repeat words (English)', () => {
  it('understands the picker’s presets in words, dated on their first day from today', () => {
    const cases: [string, string, string, string][] = [
      ['Water plants daily', 'Water plants', 'FREQ=DAILY', '2026-03-11'],
      ['Stand-up every weekday', 'Stand-up', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-03-11'],
      ['Gym every Monday', 'Gym', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['Gym every Mon and Thu', 'Gym', 'FREQ=WEEKLY;BYDAY=MO,TH', '2026-03-12'],
      ['Team sync weekly', 'Team sync', 'FREQ=WEEKLY;BYDAY=WE', '2026-03-11'],
      ['Pay rent monthly', 'Pay rent', 'FREQ=MONTHLY;BYMONTHDAY=11', '2026-03-11'],
      ['Renew passport every year', 'Renew passport', 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=11', '2026-03-11'],
      ['Backups every 3 days', 'Backups', 'FREQ=DAILY;INTERVAL=3', '2026-03-11'],
      ['Payroll every other week on Fri', 'Payroll', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', '2026-03-13'],
    ];
    for (const [text, title, repeat, dueDate] of cases) {
      expect(parse(text), text).toMatchObject({ title, repeat, dueDate });
    }
  });

  it('anchors on the date said, keeps the time, and gives a removable span', () => {
    const result = parse('Report monthly from tomorrow at 9am');
    expect(result).toMatchObject({
      repeat: 'FREQ=MONTHLY;BYMONTHDAY=12',
      dueDate: '2026-03-12',
      dueTime: '09:00',
    });
    expect(result.tokens.find((t) => t.kind === 'repeat')).toEqual({
      kind: 'repeat',
      start: 7,
      end: 14,
      text: 'monthly',
    });
  });

  it('dates the task on an occurrence when only a time was said', () => {
    // Wednesday: "at 9am" alone would be today, which is no Monday.
    expect(parse('Call the dentist every Monday at 9am')).toMatchObject({
      title: 'Call the dentist',
      repeat: 'FREQ=WEEKLY;BYDAY=MO',
      dueDate: '2026-03-16',
      dueTime: '09:00',
    });
  });

  it('a date the repeat alone implies does not make the task urgent', () => {
    expect(parse('Stretch every day')).toMatchObject({ quadrant: 2, quadrantReasons: [] });
  });

  it('leaves other words alone; a removed chip stays words', () => {
    expect(parse('Read everyday carry blog')).toMatchObject({
      repeat: null,
      title: 'Read everyday carry blog',
    });
    // A false friend is understood; removing its chip keeps the words (a literal span).
    expect(parse('Buy a weekly planner').repeat).toBe('FREQ=WEEKLY;BYDAY=WE');
    const literal = parseCapture('Buy a weekly planner', {
      language: 'en',
      timeZone: 'Europe/Paris',
      reference: REFERENCE,
      literal: [{ start: 6, end: 12 }],
    });
    expect(literal).toMatchObject({ repeat: null, title: 'Buy a weekly planner', dueDate: null });
  });
});

describe('parseCapture: repeat words in every capture language', () => {
  type Row = [CaptureLanguage, string, string, string, string];
  const check = (rows: Row[]) => {
    for (const [language, text, title, repeat, dueDate] of rows)
      expect(parse(text, language), `${language}: ${text}`).toMatchObject({ title, repeat, dueDate });
  };

  it('understands each language’s own phrasing of the picker’s rules', () => {
    check([
      ['de', 'Müll rausbringen jeden Montag', 'Müll rausbringen', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['de', 'Bad putzen jede Woche', 'Bad putzen', 'FREQ=WEEKLY;BYDAY=WE', '2026-03-11'],
      ['de', 'Rasen mähen alle zwei Wochen', 'Rasen mähen', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE', '2026-03-11'],
      ['de', 'täglich lesen', 'lesen', 'FREQ=DAILY', '2026-03-11'],
      ['de', 'werktags Post holen', 'Post holen', WORKDAYS, '2026-03-11'],
      ['de', 'Miete monatlich am 15.', 'Miete', 'FREQ=MONTHLY;BYMONTHDAY=15', '2026-03-15'],
      ['fr', 'sortir le chien tous les lundis', 'sortir le chien', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['fr', 'chaque semaine faire les vitres', 'faire les vitres', 'FREQ=WEEKLY;BYDAY=WE', '2026-03-11'],
      [
        'fr',
        'toutes les deux semaines : réunion',
        'réunion',
        'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
        '2026-03-11',
      ],
      ['fr', 'Arroser les plantes tous les jours', 'Arroser les plantes', 'FREQ=DAILY', '2026-03-11'],
      ['es', 'cada lunes sacar la basura', 'sacar la basura', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['es', 'leer todos los días', 'leer', 'FREQ=DAILY', '2026-03-11'],
      [
        'es',
        'cada dos semanas cortar el pelo',
        'cortar el pelo',
        'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
        '2026-03-11',
      ],
      ['it', 'ogni lunedì palestra', 'palestra', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['it', 'leggere ogni giorno', 'leggere', 'FREQ=DAILY', '2026-03-11'],
      ['it', 'ogni due settimane riunione', 'riunione', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE', '2026-03-11'],
      ['pt', 'toda segunda academia', 'academia', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['pt', 'ler todos os dias', 'ler', 'FREQ=DAILY', '2026-03-11'],
      ['pt', 'a cada duas semanas reunião', 'reunião', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE', '2026-03-11'],
      ['ja', '毎週月曜日にジム', 'ジム', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['ja', '毎日散歩', '散歩', 'FREQ=DAILY', '2026-03-11'],
      ['ja', '隔週で掃除', '掃除', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE', '2026-03-11'],
      ['ja', '毎月15日に家賃', '家賃', 'FREQ=MONTHLY;BYMONTHDAY=15', '2026-03-15'],
      ['zh', '每周一开会', '开会', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['zh', '每天跑步', '跑步', 'FREQ=DAILY', '2026-03-11'],
      ['zh', '每两周打扫', '打扫', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE', '2026-03-11'],
      ['zh', '每月15号交房租', '交房租', 'FREQ=MONTHLY;BYMONTHDAY=15', '2026-03-15'],
    ]);
  });

  it('reads a repeat phrase in another capture language, and a part of the day said with it', () => {
    check([
      ['en', 'Jeden Montag Müll rausbringen', 'Müll rausbringen', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['en', '毎週月曜日にゴミを出す', 'ゴミを出す', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['ja', '每周一开会', '开会', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
      ['de', 'Dentist every Monday', 'Dentist', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
    ]);
    expect(parse('jeden Abend um 8 lesen', 'de')).toMatchObject({ dueTime: '20:00', repeat: 'FREQ=DAILY' });
    expect(parse('每晚十点关电脑', 'zh')).toMatchObject({ dueTime: '22:00', title: '关电脑' });
  });

  it('dates an interval rule on its first day: the series starts there', () => {
    // Wednesday: every two weeks on Tuesday starts next Tuesday, not in 13 days.
    check([
      ['en', 'Sync every 2 weeks on Tuesday', 'Sync', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', '2026-03-17'],
      ['de', 'alle zwei Wochen am Dienstag Sync', 'Sync', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', '2026-03-17'],
    ]);
  });

  it('leaves a rule it cannot say whole: no repeat, no date, no word eaten', () => {
    for (const [language, text] of [
      ['en', 'Book club every first Monday of the month'],
      ['en', 'Call mum every last Friday'],
      ['de', 'jeden ersten Montag im Monat Elternabend'],
      ['fr', 'le dernier vendredi du mois : pot'],
      ['es', 'el primer lunes de cada mes reunión'],
      ['ja', '毎月第1月曜日に町内会'],
      ['zh', '每月第一个周一开家长会'],
      ['zh', '每周两次游泳'],
    ] as [CaptureLanguage, string][]) {
      expect(parse(text, language), text).toMatchObject({ title: text, repeat: null, dueDate: null });
    }
  });

  it('takes the part of the day, the list or the count said with a phrase, or leaves it whole', () => {
    check([
      ['en', 'Standup every weekday morning', 'Standup', WORKDAYS, '2026-03-11'],
      [
        'en',
        'Clean gutters twice a year',
        'Clean gutters',
        'FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=11',
        '2026-03-11',
      ],
      ['ja', '毎週月・水・金にジム', 'ジム', 'FREQ=WEEKLY;BYDAY=MO,WE,FR', '2026-03-11'],
      ['ja', '毎週土日にランニング', 'ランニング', 'FREQ=WEEKLY;BYDAY=SA,SU', '2026-03-14'],
      ['ja', '月曜から金曜まで毎朝出社', '出社', WORKDAYS, '2026-03-11'],
      ['zh', '每季度交税', '交税', 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=11', '2026-03-11'],
      [
        'de',
        'Miete jeweils zum Monatsende',
        'Miete',
        'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
        '2026-03-31',
      ],
    ]);
    // Weekdays listed without an every-word: a rule or a few dates, nobody can tell.
    for (const [language, text] of [
      ['en', 'Gym Mon, Wed and Fri'],
      ['de', 'Mo und Do Sport'],
      ['zh', '双周会'],
      ['es', 'ver Los lunes al sol'],
      ['de', 'Dienstags-Meeting vorbereiten'],
    ] as [CaptureLanguage, string][]) {
      expect(parse(text, language), text).toMatchObject({ title: text, repeat: null, dueDate: null });
    }
  });

  it('does not call a task urgent for the date its repeat implies, a bare time included', () => {
    expect(parse('Stand-up every weekday at 9:15')).toMatchObject({
      repeat: WORKDAYS,
      dueDate: '2026-03-12',
      quadrant: 2,
      quadrantReasons: [],
    });
  });
});
