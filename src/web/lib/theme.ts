/**
 * Light or dark (ADR 0018). A person chooses System, Light or Dark (the account menu); the choice
 * lives in localStorage under `userTheme` (like `userLanguage`), and "system" follows
 * `prefers-color-scheme`, live. The theme is applied as `<html data-theme="light|dark">` plus
 * `color-scheme` (form controls, scrollbars); app.css switches the palette on the attribute.
 * `THEME_SCRIPT`, inline first in every page's `<head>` (root.tsx, allowed by its hash, ADR 0007),
 * applies it before the first paint, so no page flashes the other theme. This module has no
 * dependencies, not even React (the hook is in use-theme-choice.ts): the landing page's bootstrap
 * loads it too.
 */
export const THEME_STORAGE_KEY = 'userTheme';
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Puts `theme` on the document: the attribute app.css keys on, and the UA's colour scheme. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();
let current: ThemeChoice | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The choice in force (stored, or "system"). */
export function getThemeChoice(): ThemeChoice {
  current ??= readThemeChoice();
  return current;
}

/** Applies the theme the current choice and the system's preference give. */
export function applyThemeChoice(choice: ThemeChoice = getThemeChoice()): Theme {
  const theme = resolveTheme(choice, systemPrefersDark());
  applyTheme(theme);
  return theme;
}

/** Remembers `choice` ("system" forgets the explicit one) and applies it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice still holds for this page.
  }
  current = choice;
  applyThemeChoice(choice);
  notify();
}

let watching: (() => void) | null = null;

/**
 * While something listens, follows the system's preference (when the choice is "system") and
 * choices made in other tabs (the storage event).
 */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching) {
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    const onSystem = () => {
      if (getThemeChoice() === 'system') applyThemeChoice();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
      current = readThemeChoice();
      applyThemeChoice(current);
      notify();
    };
    media?.addEventListener('change', onSystem);
    window.addEventListener('storage', onStorage);
    watching = () => {
      media?.removeEventListener('change', onSystem);
      window.removeEventListener('storage', onStorage);
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && watching) {
      watching();
      watching = null;
    }
  };
}

/** For tests: forget the cached choice. */
export function resetThemeForTests(): void {
  current = null;
}

/**
 * The head's inline script: ES5, and a try around everything, as it must never break the page.
 * Same rules as `readThemeChoice` + `resolveTheme` + `applyTheme` (theme.test.ts runs it).
 */
export const THEME_SCRIPT = `(function () {
  try {
    var choice = localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
    var dark = choice === 'dark' || (choice !== 'light' && window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches);
    var root = document.documentElement;
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {}
})();`;
