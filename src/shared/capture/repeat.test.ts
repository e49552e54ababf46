import { describe, expect, it } from 'vitest';
import { parseCapture } from './index.ts';

/** Wednesday 11 March 2026, 10:00 in Paris. */
const REFERENCE = new Date('2026-03-11T09:00:00Z');
const parse = (text: string, language: 'en' | 'fr' = 'en') =>
  parseCapture(text, { language, timeZone: 'Europe/Paris', reference: REFERENCE });

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

  it('leaves other words and other languages alone; a removed chip stays words', () => {
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
    expect(parse('Arroser les plantes tous les jours', 'fr').repeat).toBeNull();
  });
});
