import { afterEach, describe, expect, it } from 'vitest';
import { dropLoginRequiredHash } from './login-required-hash.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function visit(url: string): boolean {
  window.history.replaceState({ kept: true }, '', url);
  return dropLoginRequiredHash(window.location, window.history);
}

describe('login_required in the hash (spec §8)', () => {
  it.each(['/', '/privacy', '/landing', '/de/eula', '/templates/teachers', '/auth/login', '/contact'])(
    'is removed on the public route %s, keeping the query and the history entry',
    (path) => {
      expect(visit(`${path}?utm=x#error=login_required&state=abc`)).toBe(true);
      expect(`${window.location.pathname}${window.location.search}`).toBe(`${path}?utm=x`);
      expect(window.location.hash).toBe('');
      expect(window.history.state).toEqual({ kept: true });
    },
  );

  it('leaves other hashes alone', () => {
    expect(visit('/#pricing')).toBe(false);
    expect(window.location.hash).toBe('#pricing');
  });

  it.each(['/app/board', '/callback', '/auth/desktop-callback'])('is left to %s, which reads its own URL', (path) => {
    expect(visit(`${path}#error=login_required`)).toBe(false);
    expect(window.location.hash).toBe('#error=login_required');
  });
});
