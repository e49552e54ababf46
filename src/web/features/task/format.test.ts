import { describe, expect, it } from 'vitest';
import { formatRelative } from './format.ts';

describe('formatRelative', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('says how long ago, in the largest fitting unit', () => {
    expect(formatRelative('2026-06-01T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-05-31T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelative('2026-06-01T12:00:00Z', 'en', now)).toBe('now');
  });
});
