import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';
import { MAX_ATTACHMENT_BYTES } from './plans.ts';

describe('formatFileSize', () => {
  it('reads the attachment limit as the rule says it: 10 MB', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(10 * 1024 * 1024);
    expect(formatFileSize(MAX_ATTACHMENT_BYTES, 'en')).toBe('10 MB');
  });

  it('never reads a file over a limit as within it', () => {
    expect(formatFileSize(MAX_ATTACHMENT_BYTES + 1, 'en')).toBe('10.1 MB');
    expect(formatFileSize(11 * 1000 * 1000, 'en')).toBe('10.5 MB');
  });

  it('spells bytes out in the language, and steps in 1024s', () => {
    expect(formatFileSize(6, 'en')).toBe('6 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(6, 'de')).toBe('6 Byte');
    expect(formatFileSize(6, 'ja')).toBe('6 バイト');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1536, 'de')).toBe('1,5 kB');
    expect(formatFileSize(3 * 1024 ** 3, 'en')).toBe('3 GB');
  });
});
