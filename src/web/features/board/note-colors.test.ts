/** Every text colour used on a note is AA (4.5:1) on every note colour, read from the app's CSS. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TASK_COLORS } from '../../../shared/colors.ts';

// Tests run from the package root (jsdom's import.meta.url is not a file URL).
const css = readFileSync(resolve(process.cwd(), 'src/web/app/app.css'), 'utf8');

function cssColor(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`--color-${name} is not a #rrggbb colour in app.css`);
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
  for (const ink of ['note-ink', 'note-muted', 'note-overdue']) {
    it(`${ink} reads at AA on all ten notes`, () => {
      for (const color of TASK_COLORS) {
        expect(contrast(cssColor(ink), cssColor(`note-${color}`)), color).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
