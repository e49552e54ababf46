/**
 * Every text colour used on a note is AA (4.5:1) on every note colour, in the light theme (the
 * `@theme` block) and in the dark one (the `[data-theme='dark']` block), read from the app's CSS.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TASK_COLORS } from '../../../shared/colors.ts';

// Tests run from the package root (jsdom's import.meta.url is not a file URL).
const css = readFileSync(resolve(process.cwd(), 'src/web/app/app.css'), 'utf8');

function block(start: string): string {
  const from = css.indexOf(start);
  if (from < 0) throw new Error(`no "${start}" block in app.css`);
  return css.slice(from, css.indexOf('}', from));
}

const THEMES = { light: block('@theme {'), dark: block("[data-theme='dark'] {") };

function cssColor(theme: keyof typeof THEMES, name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(THEMES[theme]);
  if (!match?.[1]) throw new Error(`--color-${name} is not a #rrggbb colour in app.css (${theme})`);
  return match[1];
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('note colours', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const ink of ['note-ink', 'note-muted', 'note-overdue']) {
      it(`${ink} reads at AA on all ten notes (${theme})`, () => {
        for (const color of TASK_COLORS) {
          const ratio = contrast(cssColor(theme, ink), cssColor(theme, `note-${color}`));
          expect(ratio, color).toBeGreaterThanOrEqual(4.5);
        }
      });
    }
  }

  it('the dark notes are dark and keep apart from each other', () => {
    const dark = TASK_COLORS.map((color) => cssColor('dark', `note-${color}`));
    for (const hex of dark) expect(luminance(hex)).toBeLessThan(0.05);
    expect(new Set(dark).size).toBe(TASK_COLORS.length);
  });
});
