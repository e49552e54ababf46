import { describe, expect, it } from 'vitest';
import { parseCapture, type CaptureOptions } from './index.ts';

/** Wednesday 11 March 2026, 10:00 in Paris. */
const REFERENCE = new Date('2026-03-11T09:00:00Z');
const opts = (extra: Partial<CaptureOptions> = {}): CaptureOptions => ({
  language: 'en',
  timeZone: 'Europe/Paris',
  reference: REFERENCE,
  ...extra,
});
const parse = (text: string, extra: Partial<CaptureOptions> = {}) => parseCapture(text, opts(extra));

describe('parseCapture: dates and times', () => {
  it('returns the title without the date words, the date, the time and the understood spans', () => {
    expect(parse('Call the dentist tomorrow at 5pm')).toEqual({
      title: 'Call the dentist',
      dueDate: '2026-03-12',
      dueTime: '17:00',
      repeat: null,
      quadrant: 1,
      quadrantReasons: [{ kind: 'due-soon', dueDate: '2026-03-12' }],
      boardId: null,
      tokens: [
        { kind: 'date', start: 17, end: 25, text: 'tomorrow' },
        { kind: 'time', start: 26, end: 32, text: 'at 5pm' },
      ],
    });
  });

  it('leaves titles with numbers alone', () => {
    for (const text of [
      'Read Catch-22',
      'Drive Route 66',
      'Update node to 24.1.0',
      'buy 3 apples',
      '2025 taxes',
      'Buy sun cream',
      'watch 2h of video',
    ]) {
      expect(parse(text)).toMatchObject({ title: text, dueDate: null, dueTime: null, tokens: [] });
    }
  });

  it('puts a bare time today when still ahead, else tomorrow', () => {
    expect(parse('call the bank at 11')).toMatchObject({ dueDate: '2026-03-11', dueTime: '11:00' });
    expect(parse('call the bank at 9:30')).toMatchObject({ dueDate: '2026-03-12', dueTime: '09:30' });
    expect(parse('call the bank at 10')).toMatchObject({ dueDate: '2026-03-12', dueTime: '10:00' });
  });

  it('reads a bare hour from 1 to 6 as the afternoon unless the words say otherwise', () => {
    expect(parse('gym at 5').dueTime).toBe('17:00');
    expect(parse('gym at 5am').dueTime).toBe('05:00');
    expect(parse('gym tomorrow morning at 6').dueTime).toBe('06:00');
    expect(parse('dinner tomorrow evening at 8').dueTime).toBe('20:00');
    expect(parse('réveil à 05:30', { language: 'fr' }).dueTime).toBe('05:30');
  });

  it('computes dates in the given zone, whatever the process zone', () => {
    const late = new Date('2026-03-11T20:00:00Z');
    expect(parse('today', { timeZone: 'UTC', reference: late }).dueDate).toBe('2026-03-11');
    expect(parse('today', { timeZone: 'Pacific/Auckland', reference: late }).dueDate).toBe('2026-03-12');
    expect(parse('tomorrow', { timeZone: 'America/Los_Angeles', reference: late }).dueDate).toBe(
      '2026-03-12',
    );
    // 20:00 UTC is 09:00 the next day in Auckland: "at 8" has passed there, so it is the day after.
    expect(parse('at 8', { timeZone: 'Pacific/Auckland', reference: late })).toMatchObject({
      dueDate: '2026-03-13',
      dueTime: '08:00',
    });
  });

  it('reads "next Friday" as next week’s in English and the coming one elsewhere', () => {
    expect(parse('next friday').dueDate).toBe('2026-03-20');
    expect(parse('friday').dueDate).toBe('2026-03-13');
    expect(parse('vendredi prochain', { language: 'fr' }).dueDate).toBe('2026-03-13');
    expect(parse('下周五', { language: 'zh' }).dueDate).toBe('2026-03-20');
    expect(parse('wednesday').dueDate).toBe('2026-03-18');
    expect(parse('this wednesday').dueDate).toBe('2026-03-11');
  });

  it('falls back to the other languages when the person’s finds nothing', () => {
    expect(parse('Call mum tomorrow', { language: 'fr' })).toMatchObject({
      title: 'Call mum',
      dueDate: '2026-03-12',
    });
    expect(parse('明天开会', { language: 'ja' })).toMatchObject({ title: '开会', dueDate: '2026-03-12' });
  });

  it('reads full-width digits in Japanese and keeps offsets on the input', () => {
    const r = parse('明日１５時に会議', { language: 'ja' });
    expect(r).toMatchObject({ title: '会議', dueDate: '2026-03-12', dueTime: '15:00' });
    expect(r.tokens.map((t) => t.text)).toEqual(['明日', '１５時に']);
  });

  it('reads "in 2 hours" as the date and time that far from now, rolling over midnight', () => {
    expect(parse('call back in an hour')).toMatchObject({
      title: 'call back',
      dueDate: '2026-03-11',
      dueTime: '11:00',
    });
    expect(parse('in 14 hours')).toMatchObject({ dueDate: '2026-03-12', dueTime: '00:00' });
    expect(parse("richiamare tra un'ora", { language: 'it' })).toMatchObject({
      title: 'richiamare',
      dueTime: '11:00',
    });
    expect(parse('in 30 Minuten losfahren', { language: 'de' })).toMatchObject({ dueTime: '10:30' });
    expect(parse('2時間後に電話', { language: 'ja' })).toMatchObject({ title: '電話', dueTime: '12:00' });
    expect(parse('半小时后出发', { language: 'zh' })).toMatchObject({ title: '出发', dueTime: '10:30' });
  });

  it('reads hours written with a dot before "Uhr" and Italian "ore"', () => {
    expect(parse('Termin um 15.30 Uhr', { language: 'de' })).toMatchObject({
      title: 'Termin',
      dueTime: '15:30',
    });
    expect(parse('riunione domani ore 15', { language: 'it' })).toMatchObject({
      title: 'riunione',
      dueDate: '2026-03-12',
      dueTime: '15:00',
    });
  });

  it('takes written absolute dates through chrono-node', () => {
    expect(parse('renew lease 2026-09-30')).toMatchObject({ title: 'renew lease', dueDate: '2026-09-30' });
    expect(parse('Vertrag kündigen bis 30.06.2026', { language: 'de' })).toMatchObject({
      title: 'Vertrag kündigen',
      dueDate: '2026-06-30',
    });
  });

  it('covers the misses noted on chrono-node (Spanish afternoon, Portuguese hour)', () => {
    expect(parse('mañana a las 5 de la tarde', { language: 'es' })).toMatchObject({
      dueDate: '2026-03-12',
      dueTime: '17:00',
    });
    expect(parse('amanhã às 17h', { language: 'pt' })).toMatchObject({
      dueDate: '2026-03-12',
      dueTime: '17:00',
    });
  });
});

describe('parseCapture: tokens', () => {
  it('keeps "quoted text" literal and drops the quotes', () => {
    const r = parse('"Meet tomorrow" book club');
    expect(r).toMatchObject({ title: 'Meet tomorrow book club', dueDate: null });
    expect(r.tokens).toEqual([{ kind: 'literal', start: 0, end: 15, text: '"Meet tomorrow"' }]);
    expect(parse('« demain » réunion demain', { language: 'fr' })).toMatchObject({
      title: 'demain réunion',
      dueDate: '2026-03-12',
    });
  });

  it('keeps literal the spans the person asked for (a removed chip)', () => {
    const r = parse('Call mum tomorrow at 5pm', { literal: [{ start: 9, end: 17 }] });
    expect(r).toMatchObject({ title: 'Call mum tomorrow', dueDate: '2026-03-11', dueTime: '17:00' });
    expect(r.tokens.map((t) => t.kind)).toEqual(['time']);
  });

  it('reads !1..!4 and quadrant tags in every language; the first one counts', () => {
    expect(parse('pay taxes !3')).toMatchObject({
      title: 'pay taxes',
      quadrant: 3,
      quadrantReasons: [{ kind: 'token' }],
    });
    expect(parse('pay taxes #delete').quadrant).toBe(4);
    expect(parse('payer les impôts #planifier', { language: 'fr' }).quadrant).toBe(2);
    expect(parse('Steuern #Löschen', { language: 'de' }).quadrant).toBe(4);
    expect(parse('見積もり #任せる', { language: 'ja' }).quadrant).toBe(3);
    expect(parse('!2 and !4').quadrant).toBe(2);
    expect(parse('what!1 x').quadrant).toBe(2);
  });

  it('lets an explicit quadrant win over the due date and the words', () => {
    expect(parse('urgent report tomorrow !4')).toMatchObject({
      quadrant: 4,
      quadrantReasons: [{ kind: 'token' }],
    });
  });

  it('matches #board-name case- and accent-insensitively, hyphens and underscores for spaces', () => {
    const boards = [
      { id: 'b1', name: 'Côté Maison' },
      { id: 'b2', name: 'Work' },
      { id: 'b3', name: 'Plan' },
    ];
    expect(parse('fix the door #cote-maison', { boards })).toMatchObject({
      boardId: 'b1',
      title: 'fix the door',
    });
    expect(parse('fix the door #COTE_MAISON', { boards }).boardId).toBe('b1');
    expect(parse('report #work #home', { boards })).toMatchObject({ boardId: 'b2', title: 'report #home' });
    // A board's name wins over a quadrant tag spelled the same; !2 still says the quadrant.
    expect(parse('roadmap #plan', { boards })).toMatchObject({
      boardId: 'b3',
      quadrant: 2,
      quadrantReasons: [],
    });
    expect(parse('fix #42 now', { boards })).toMatchObject({ boardId: null, title: 'fix #42 now' });
  });
});

describe('parseCapture: urgency suggested, never forced', () => {
  it('moves a task due within 48 hours to the urgent quadrant of its importance', () => {
    expect(parse('report tomorrow')).toMatchObject({
      quadrant: 1,
      quadrantReasons: [{ kind: 'due-soon', dueDate: '2026-03-12' }],
    });
    expect(parse('report tomorrow', { quadrant: 4 }).quadrant).toBe(3);
    expect(parse('report the day after tomorrow at 9am').quadrant).toBe(1);
    expect(parse('report in 2 days')).toMatchObject({ quadrant: 2, quadrantReasons: [] });
    expect(parse('report tomorrow', { quadrant: 1 })).toMatchObject({ quadrant: 1, quadrantReasons: [] });
  });

  it('lands in Schedule (2) from the global quick add', () => {
    expect(parse('water the plants').quadrant).toBe(2);
  });

  it('moves along each axis for the words, in the person’s language, and says which word', () => {
    expect(parse('urgent: fix login')).toMatchObject({
      title: 'fix login',
      quadrant: 1,
      quadrantReasons: [{ kind: 'word', word: 'urgent', effect: 'urgent' }],
    });
    expect(parse('maybe tidy the shed', { quadrant: 1 })).toMatchObject({
      quadrant: 3,
      quadrantReasons: [{ kind: 'word', word: 'maybe', effect: 'not-important' }],
    });
    expect(parse('important: call the lawyer', { quadrant: 4 }).quadrant).toBe(2);
    expect(parse('Steuer dringend', { language: 'de' }).quadrant).toBe(1);
    expect(parse('un jour ranger le grenier', { language: 'fr', quadrant: 1 }).quadrant).toBe(2);
    expect(parse('至急見積もり', { language: 'ja' }).quadrant).toBe(1);
    expect(parse('有空整理照片', { language: 'zh', quadrant: 1 }).quadrant).toBe(2);
    expect(parse('quizás pintar la valla', { language: 'es', quadrant: 2 }).quadrant).toBe(4);
  });

  it('does not make urgent what the person called not urgent', () => {
    expect(parse('someday tomorrow paint')).toMatchObject({
      dueDate: '2026-03-12',
      quadrant: 2,
      quadrantReasons: [],
    });
    expect(parse('no rush, call the bank tomorrow', { quadrant: 1 }).quadrant).toBe(2);
  });

  it('tidies the title: no dangling words or commas, first capital kept', () => {
    expect(parse('Tomorrow, call mum').title).toBe('Call mum');
    expect(parse('Call mum, tomorrow at 5pm.').title).toBe('Call mum');
    expect(parse('meet Anna at the station at 5pm').title).toBe('meet Anna at the station');
    expect(parse('appeler Paul, le 15', { language: 'fr' }).title).toBe('appeler Paul');
  });
});

describe('parseCapture: the short forms people type', () => {
  type Row = [CaptureOptions['language'], string, string, string | null, string | null];
  const check = (rows: Row[]) => {
    for (const [language, text, title, dueDate, dueTime] of rows)
      expect(parse(text, { language }), text).toMatchObject({ title, dueDate, dueTime });
  };

  it('reads an abbreviated weekday before a time or a part of the day, never after an article', () => {
    check([
      ['en', 'haircut sat 11am', 'haircut', '2026-03-14', '11:00'],
      ['es', 'dentista el vie a las 16:00', 'dentista', '2026-03-13', '16:00'],
      ['fr', 'coiffeur sam. à 11h', 'coiffeur', '2026-03-14', '11:00'],
      ['de', 'am Mo um 9 Meeting', 'Meeting', '2026-03-16', '09:00'],
      ['it', 'riunione lun ore 9', 'riunione', '2026-03-16', '09:00'],
      ['pt', 'reunião seg 9h', 'reunião', '2026-03-16', '09:00'],
      ['es', 'cena el sáb por la noche', 'cena', '2026-03-14', null],
      ['de', 'Sa Abend Kino', 'Kino', '2026-03-14', null],
      ['de', 'so früh wie möglich anrufen', 'so früh wie möglich anrufen', null, null],
      ['en', 'buy sun cream', 'buy sun cream', null, null],
      ['en', 'watch the sun at 6am', 'watch the sun', '2026-03-12', '06:00'],
      ['fr', 'la mer à 17h', 'la mer', '2026-03-11', '17:00'],
      ['es', 'ir al mar a las 5 de la tarde', 'ir al mar', '2026-03-11', '17:00'],
      ['de', 'Fr. Müller anrufen', 'Fr. Müller anrufen', null, null],
    ]);
  });

  it('reads numeric dates month first in English, day first elsewhere, with their preposition', () => {
    check([
      ['en', 'pay electric bill by 3/20', 'pay electric bill', '2026-03-20', null],
      ['es', 'pagar la luz antes del 20/3', 'pagar la luz', '2026-03-20', null],
      ['pt', 'consulta dia 18/03 às 9h15', 'consulta', '2026-03-18', '09:15'],
      ['fr', 'rapport 20/03/26', 'rapport', '2026-03-20', null],
      ['de', 'Stromrechnung bis 20.3. bezahlen', 'Stromrechnung bezahlen', '2026-03-20', null],
      ['de', 'Arzttermin am 18.03 um 9:15', 'Arzttermin', '2026-03-18', '09:15'],
      ['de', 'Version 2.10 testen', 'Version 2.10 testen', null, null],
      ['de', 'bis 10.12 Uhr fertig', 'fertig', '2026-03-11', '10:12'],
      ['ja', '3/20までに電気代を払う', '電気代を払う', '2026-03-20', null],
      ['zh', '3/20之前交电费', '交电费', '2026-03-20', null],
    ]);
  });
});
