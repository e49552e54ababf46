import { describe, expect, it } from 'vitest';
import { isTimeZone, nextDay, zonedDate, zonedInstant } from './zoned-time.ts';

describe('zoned wall-clock times', () => {
  it('reads a date and time in the zone', () => {
    expect(new Date(zonedInstant('2026-01-15', '09:00', 'Europe/Paris')).toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-07-15', '09:00', 'Europe/Paris')).toISOString()).toBe(
      '2026-07-15T07:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-07-15', '09:00', 'America/New_York')).toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-07-15', '09:00', 'Asia/Tokyo')).toISOString()).toBe(
      '2026-07-15T00:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-07-15', '09:00', 'UTC')).toISOString()).toBe(
      '2026-07-15T09:00:00.000Z',
    );
  });

  it('moves a time skipped by a clock change forward, and takes the first of a repeated one', () => {
    // Paris, 29 March 2026: 02:00 → 03:00. 02:30 does not exist: it rings at 03:30 (01:30 UTC).
    expect(new Date(zonedInstant('2026-03-29', '02:30', 'Europe/Paris')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // Paris, 25 October 2026: 03:00 → 02:00. 02:30 happens twice: the first (00:30 UTC).
    expect(new Date(zonedInstant('2026-10-25', '02:30', 'Europe/Paris')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('knows dates, next days and zones', () => {
    expect(zonedDate(Date.parse('2026-07-15T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-07-16');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
