import { describe, expect, it } from 'vitest';
import { isAllowedHref, normalizeHref } from './link-policy.ts';

describe('link policy', () => {
  it('keeps http, https and mailto links', () => {
    expect(normalizeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(normalizeHref('http://example.com')).toBe('http://example.com');
    expect(normalizeHref('mailto:ana@example.com')).toBe('mailto:ana@example.com');
  });
  it('reads a bare address as https and a bare e-mail address as mailto', () => {
    expect(normalizeHref('example.com/x')).toBe('https://example.com/x');
    expect(normalizeHref('  ana@example.com ')).toBe('mailto:ana@example.com');
  });
  it('refuses other schemes and nonsense', () => {
    expect(normalizeHref('javascript:alert(1)')).toBeNull();
    expect(normalizeHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(normalizeHref('data:text/html,hi')).toBeNull();
    expect(normalizeHref('file:///etc/passwd')).toBeNull();
    expect(normalizeHref('two words')).toBeNull();
    expect(normalizeHref('')).toBeNull();
    expect(isAllowedHref('https://')).toBe(false);
  });
});
