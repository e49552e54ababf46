import { describe, expect, it } from 'vitest';
import {
  DESKTOP_COMMAND_SCHEMAS,
  DESKTOP_SCHEMES,
  desktopReturnLink,
  desktopSchemeForHost,
} from './desktop.ts';

describe('the desktop scheme, chosen by host (spec §2)', () => {
  it.each([
    ['localhost', DESKTOP_SCHEMES.local],
    ['127.0.0.1', DESKTOP_SCHEMES.local],
    ['[::1]', DESKTOP_SCHEMES.local],
    ['LOCALHOST', DESKTOP_SCHEMES.local],
    ['dev.quadrant.app', DESKTOP_SCHEMES.dev],
    ['app.dev.quadrant.app', DESKTOP_SCHEMES.dev],
    ['quadrant-dev.example.com', DESKTOP_SCHEMES.dev],
    ['devices.example.com', DESKTOP_SCHEMES.production],
    ['quadrant.app', DESKTOP_SCHEMES.production],
  ])('%s → %s', (host, scheme) => {
    expect(desktopSchemeForHost(host)).toBe(scheme);
  });

  it('names three distinct schemes, each a valid URL scheme', () => {
    const schemes = Object.values(DESKTOP_SCHEMES);
    expect(new Set(schemes).size).toBe(3);
    for (const scheme of schemes) expect(scheme).toMatch(/^[a-z][a-z0-9+.-]*$/);
  });
});

describe('desktopReturnLink', () => {
  it('carries the page’s query and hash unchanged to the app', () => {
    const link = desktopReturnLink({
      hostname: 'quadrant.app',
      search: '?code=abc%2Fdef&state=s-1&iss=https%3A%2F%2Fquadrant.app%2Frealms%2Fquadrant',
      hash: '#frag=1',
    });
    expect(link).toBe(
      'quadrant://auth/desktop-callback?code=abc%2Fdef&state=s-1&iss=https%3A%2F%2Fquadrant.app%2Frealms%2Fquadrant#frag=1',
    );
    const parsed = new URL(link);
    expect(parsed.protocol).toBe('quadrant:');
    expect(parsed.searchParams.get('code')).toBe('abc/def');
  });

  it('uses the local scheme on localhost and the dev scheme on a dev host', () => {
    expect(desktopReturnLink({ hostname: 'localhost', search: '?code=1', hash: '' })).toBe(
      'quadrant-local://auth/desktop-callback?code=1',
    );
    expect(desktopReturnLink({ hostname: 'dev.quadrant.app', search: '', hash: '' })).toBe(
      'quadrant-dev://auth/desktop-callback',
    );
  });
});

describe('the command payloads', () => {
  it('accepts the three provider hints and null (e-mail), nothing else', () => {
    const args = DESKTOP_COMMAND_SCHEMAS.initiate_oauth_login.args;
    for (const idpHint of ['google', 'microsoft', 'apple', null])
      expect(args.parse({ idpHint })).toEqual({ idpHint });
    expect(args.safeParse({ idpHint: 'github' }).success).toBe(false);
    expect(args.safeParse({}).success).toBe(false);
  });

  it('reads get_valid_token as tokens or null, and refuses anything else', () => {
    const result = DESKTOP_COMMAND_SCHEMAS.get_valid_token.result;
    expect(result.parse(null)).toBeNull();
    const token = { accessToken: 'a.b.c', idToken: null, expiresAt: 1_800_000_000_000 };
    expect(result.parse(token)).toEqual(token);
    expect(result.safeParse({ accessToken: '', idToken: null, expiresAt: 1 }).success).toBe(false);
    expect(result.safeParse({ access_token: 'a.b.c' }).success).toBe(false);
  });
});
