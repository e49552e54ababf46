import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, dueLabel, isOverdue, wallClock } from './due-dates.ts';

// 2026-12-10 23:30 UTC: still the 10th in New York, already the 11th in Tokyo.
const NOW = new Date('2026-12-10T23:30:00Z');

describe('wallClock', () => {
  it('reads the date and time in the person’s zone, not in UTC', () => {
    expect(wallClock(NOW, 'America/New_York')).toEqual({ date: '2026-12-10', time: '18:30' });
    expect(wallClock(NOW, 'Asia/Tokyo')).toEqual({ date: '2026-12-11', time: '08:30' });
    expect(wallClock(NOW, 'UTC')).toEqual({ date: '2026-12-10', time: '23:30' });
  });
});

describe('days', () => {
  it('counts and moves whole calendar days across months and years', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-12-10', '2026-12-09')).toBe(-1);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('dueLabel', () => {
  const today = wallClock(NOW, 'America/New_York');
  const due = (dueDate: string | null, dueTime: string | null = null) => ({ dueDate, dueTime });

  it('says today, tomorrow and yesterday in words, with the time when there is one', () => {
    expect(dueLabel(due('2026-12-10', '17:00'), today, 'en')).toBe('Today 5:00 PM');
    expect(dueLabel(due('2026-12-11'), today, 'en')).toBe('Tomorrow');
    expect(dueLabel(due('2026-12-09'), today, 'en')).toBe('Yesterday');
  });

  it('names other days by weekday and date, with the year only when it differs', () => {
    expect(dueLabel(due('2026-12-18'), today, 'en')).toBe('Fri, Dec 18');
    expect(dueLabel(due('2027-01-08'), today, 'en')).toBe('Fri, Jan 8, 2027');
  });

  it('speaks the person’s language', () => {
    expect(dueLabel(due('2026-12-10', '17:00'), today, 'de')).toBe('Heute 17:00');
    expect(dueLabel(due('2026-12-11'), today, 'fr')).toBe('Demain');
    expect(dueLabel(due('2026-12-18'), today, 'es')).toMatch(/vie.*18.*dic/);
    expect(dueLabel(due('2026-12-11'), today, 'ja')).toBe('明日');
  });

  it('is null without a date', () => {
    expect(dueLabel(due(null), today, 'en')).toBeNull();
  });
});

describe('isOverdue', () => {
  const today = { date: '2026-12-10', time: '18:30' };
  const task = (dueDate: string | null, dueTime: string | null = null, completed = false) => ({
    dueDate,
    dueTime,
    completed,
  });

  it('is overdue before today, or today once the time has passed', () => {
    expect(isOverdue(task('2026-12-09'), today)).toBe(true);
    expect(isOverdue(task('2026-12-10', '18:30'), today)).toBe(true);
    expect(isOverdue(task('2026-12-10', '18:31'), today)).toBe(false);
  });

  it('is not overdue for an all-day date today, a later date, no date, or a completed task', () => {
    expect(isOverdue(task('2026-12-10'), today)).toBe(false);
    expect(isOverdue(task('2026-12-11'), today)).toBe(false);
    expect(isOverdue(task(null), today)).toBe(false);
    expect(isOverdue(task('2026-12-01', null, true), today)).toBe(false);
  });
});
