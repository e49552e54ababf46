import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  faviconIco,
  ICO_SIZES,
  ICONS_DIR,
  manifestIcons,
  maskableSvg,
  PUBLIC_DIR,
  rasterize,
} from './generate-favicon.ts';

const svg = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');

describe('favicon.ico', () => {
  it('is up to date with favicon.svg (run `node scripts/generate-favicon.ts` after changing the logo)', () => {
    expect(fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.ico')).equals(faviconIco(svg))).toBe(true);
  });

  it('holds one 32-bit PNG per size', () => {
    const ico = faviconIco(svg);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(ICO_SIZES.length);
    ICO_SIZES.forEach((size, i) => {
      const entry = 6 + 16 * i;
      expect(ico.readUInt8(entry)).toBe(size);
      expect(ico.readUInt16LE(entry + 6)).toBe(32);
      const offset = ico.readUInt32LE(entry + 12);
      expect(ico.subarray(offset + 1, offset + 4).toString('ascii')).toBe('PNG');
      expect(ico.readUInt32BE(offset + 16)).toBe(size);
    });
  });

  it("paints the logo: transparent rounded corners, the indigo frame, the first quadrant's pink", () => {
    const px = rasterize(svg, 32);
    const at = (x: number, y: number) => [...px.subarray((y * 32 + x) * 4, (y * 32 + x) * 4 + 4)];
    expect(at(0, 0)[3]).toBe(0);
    expect(at(16, 1)).toEqual([0x4f, 0x46, 0xe5, 255]);
    expect(at(10, 10)).toEqual([0xfe, 0xca, 0xca, 255]);
  });

  it('refuses an element it cannot draw', () => {
    expect(() => rasterize('<svg viewBox="0 0 32 32"><circle r="3" fill="#000000"/></svg>', 16)).toThrow(
      /circle/,
    );
  });
});

describe("the web app manifest's icons", () => {
  const icons = manifestIcons(svg);
  it('are up to date with favicon.svg (run `node scripts/generate-favicon.ts` after changing the logo)', () => {
    for (const [name, png] of Object.entries(icons)) {
      expect(fs.readFileSync(path.join(ICONS_DIR, name)).equals(png), name).toBe(true);
    }
  });

  it('are the sizes the manifest names', () => {
    const sizes = Object.values(icons).map((png) => [png.readUInt32BE(16), png.readUInt32BE(20)]);
    expect(sizes).toEqual([
      [192, 192],
      [512, 512],
      [512, 512],
    ]);
  });

  it('fill the maskable square to its edges, the quadrants inside the safe zone', () => {
    const px = rasterize(maskableSvg(svg), 100);
    const at = (x: number, y: number) => [...px.subarray((y * 100 + x) * 4, (y * 100 + x) * 4 + 4)];
    expect(at(0, 0)).toEqual([0x4f, 0x46, 0xe5, 255]);
    // The first quadrant's pink, and its outer corner within 40% of the width from the centre.
    expect(at(30, 30)).toEqual([0xfe, 0xca, 0xca, 255]);
    const corner = Number(/<rect x="([\d.]+)"/.exec(maskableSvg(svg).split('/>')[1] ?? '')?.[1]);
    expect(Math.hypot(16 - corner, 16 - corner)).toBeLessThan(0.4 * 32);
  });
});
