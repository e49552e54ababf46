import { describe, expect, it } from 'vitest';
import { formatWhen, relativeDay, todayIn } from './chip-format.ts';

const TODAY = '2026-11-24';

describe('date chips in the person’s language', () => {
  it('say today and tomorrow in words, with the time in the language’s own style', () => {
    expect(formatWhen('2026-11-25', '17:00', TODAY, 'en')).toBe('Tomorrow 5:00 PM');
    expect(formatWhen('2026-11-25', '17:00', TODAY, 'fr')).toBe('Demain 17:00');
    expect(formatWhen('2026-11-25', '09:30', TODAY, 'de')).toBe('Morgen 9:30');
    expect(formatWhen('2026-11-24', null, TODAY, 'es')).toBe('Hoy');
    expect(formatWhen('2026-11-25', null, TODAY, 'ja')).toBe('明日');
  });

  it('name other days by weekday and date, with the year only when it is not this one', () => {
    expect(formatWhen('2026-11-27', null, TODAY, 'en')).toBe('Fri, Nov 27');
    expect(formatWhen('2027-01-08', null, TODAY, 'en')).toBe('Fri, Jan 8, 2027');
  });

  it('give the reason’s relative day in lower case', () => {
    expect(relativeDay('2026-11-26', TODAY, 'en')).toBe('in 2 days');
    expect(relativeDay('2026-11-25', TODAY, 'it')).toBe('domani');
  });

  it('take today in the person’s time zone, not UTC', () => {
    const lateEvening = new Date('2026-11-24T23:30:00Z');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-24');
    expect(todayIn('Europe/Paris', lateEvening)).toBe('2026-11-25');
  });
});
