import { describe, expect, it } from 'vitest';
import { formatFileSize, formatRelative } from './format.ts';

describe('formatFileSize', () => {
  it('uses bytes, kB and MB in decimal steps', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(10 * 1000 * 1000, 'en')).toBe('10 MB');
  });
  it('follows the language', () => {
    expect(formatFileSize(1536, 'de')).toBe('1,5 kB');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('says how long ago, in the largest fitting unit', () => {
    expect(formatRelative('2026-06-01T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-05-31T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelative('2026-06-01T12:00:00Z', 'en', now)).toBe('now');
  });
});
