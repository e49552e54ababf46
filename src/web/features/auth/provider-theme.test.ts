/** The identity provider's pages are told the theme chosen in the app (issue 33). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetThemeForTests, THEME_STORAGE_KEY } from '../../lib/theme.ts';
import { shareThemeWithProvider } from './provider-theme.ts';

let written: string[] = [];

beforeEach(() => {
  written = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
  window.localStorage.clear();
  resetThemeForTests();
});
afterEach(() => vi.restoreAllMocks());

describe('the theme handed to the identity provider', () => {
  it('is the stored choice, for the provider’s paths only, for a year', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    shareThemeWithProvider();
    expect(written).toEqual(['quadrant_theme=dark; Path=/realms; SameSite=Lax; Max-Age=31536000']);
  });

  it('is removed for "system", so the pages follow the system as the app does', () => {
    shareThemeWithProvider();
    shareThemeWithProvider('light');
    expect(written).toEqual([
      'quadrant_theme=; Path=/realms; SameSite=Lax; Max-Age=0',
      'quadrant_theme=light; Path=/realms; SameSite=Lax; Max-Age=31536000',
    ]);
  });
});
