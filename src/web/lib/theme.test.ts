import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyThemeChoice,
  getThemeChoice,
  resetThemeForTests,
  resolveTheme,
  setThemeChoice,
  subscribeTheme,
  THEME_SCRIPT,
  THEME_STORAGE_KEY,
} from './theme.ts';

/** A controllable `prefers-color-scheme: dark`. */
function emulateSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      expect(query).toBe('(prefers-color-scheme: dark)');
      return media;
    }),
  );
  return {
    change(next: boolean) {
      media.matches = next;
      for (const fn of listeners) fn();
    },
  };
}

const root = document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
  resetThemeForTests();
  delete root.dataset.theme;
  root.style.colorScheme = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resolveTheme', () => {
  it('follows the system for "system", and an explicit choice over it', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('the theme choice', () => {
  it('is "system" when nothing (or nonsense) is stored', () => {
    emulateSystem(true);
    expect(getThemeChoice()).toBe('system');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    resetThemeForTests();
    expect(getThemeChoice()).toBe('system');
    expect(applyThemeChoice()).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('applies an explicit choice at once, persists it, and "system" forgets it', () => {
    emulateSystem(true);
    setThemeChoice('light');
    expect(root.dataset.theme).toBe('light');
    expect(root.style.colorScheme).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    resetThemeForTests();
    expect(getThemeChoice()).toBe('light');

    setThemeChoice('system');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(root.dataset.theme).toBe('dark');
  });

  it('follows the system live only while the choice is "system"', () => {
    const system = emulateSystem(false);
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    applyThemeChoice();
    expect(root.dataset.theme).toBe('light');
    system.change(true);
    expect(root.dataset.theme).toBe('dark');

    setThemeChoice('light');
    expect(listener).toHaveBeenCalled();
    system.change(false);
    system.change(true);
    expect(root.dataset.theme).toBe('light');
    unsubscribe();
  });

  it('takes a choice made in another tab', () => {
    emulateSystem(false);
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(getThemeChoice()).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('the head script', () => {
  const run = () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script is the unit under test
    (new Function(THEME_SCRIPT) as () => void)();
  };

  it('applies the same theme as the app would, for every stored value and system preference', () => {
    for (const stored of [null, 'system', 'light', 'dark', 'bogus']) {
      for (const dark of [false, true]) {
        emulateSystem(dark);
        window.localStorage.clear();
        if (stored !== null) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
        resetThemeForTests();
        run();
        const fromScript = [root.dataset.theme, root.style.colorScheme];
        delete root.dataset.theme;
        expect(fromScript, `${stored} / system dark ${dark}`).toEqual([
          applyThemeChoice(),
          root.style.colorScheme,
        ]);
      }
    }
  });

  it('never throws, even without storage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(run).not.toThrow();
  });
});
