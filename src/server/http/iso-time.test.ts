import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('isoTime', () => {
  it('writes what toISOString writes, at the edges of days, years and its own range', () => {
    const edges = [
      0,
      1,
      999,
      1000,
      59_999,
      60_000,
      3_599_999,
      3_600_000,
      86_399_999,
      86_400_000,
      951_782_400_000, // 2000-02-29
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      Date.UTC(2027, 0, 1),
      253_402_300_799_999, // the last millisecond of year 9999
      253_402_300_800_000, // year 10000: a six-digit year, through Date
      -1,
      -86_400_001,
      Date.now(),
    ];
    for (const ms of edges) expect(isoTime(ms)).toBe(iso(ms));
  });

  it('writes what toISOString writes for 200,000 values across its range, repeated days included', () => {
    let seed = 13;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 100_000; i++) {
      const ms = Math.floor(random() * 253_402_300_800_000);
      expect(isoTime(ms)).toBe(iso(ms));
      const nearby = Date.now() + Math.floor((random() - 0.5) * 1e10);
      expect(isoTime(nearby)).toBe(iso(nearby));
    }
  });

  it('falls back to Date for what is not a whole millisecond', () => {
    expect(isoTime(1.5)).toBe(iso(1.5));
    expect(() => isoTime(Number.NaN)).toThrow(RangeError);
  });
});
