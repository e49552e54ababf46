/**
 * Writes public/favicon.ico (16, 32 and 48 px) from public/favicon.svg, for the browsers, crawlers
 * and tools that ask for /favicon.ico whatever the page links, and the web app manifest's PNG icons
 * (192 and 512 px, and a maskable 512 px one, ADR 0027). Run after changing the logo:
 * `node scripts/generate-favicon.ts`; a test fails while a committed file is out of date.
 * The logo is rounded rectangles only, so this rasterizes exactly those (4×4 samples a pixel)
 * rather than depending on an SVG renderer; any other element is an error, not a silent gap.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const ICO_SIZES = [16, 32, 48] as const;
const SAMPLES = 4;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  rx: number;
  rgb: [number, number, number];
}

function parseLogo(svg: string): { viewBox: number; rects: Rect[] } {
  const viewBox = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  if (!viewBox) throw new Error('favicon: the SVG needs a square viewBox "0 0 N N"');
  const elements = [...svg.matchAll(/<(\w+)([^>]*)\/?>/g)].filter((m) => m[1] !== 'svg');
  const rects = elements.map(([, name, attrs = '']) => {
    if (name !== 'rect') throw new Error(`favicon: <${name}> is not supported, only <rect>`);
    const num = (key: string) => Number(new RegExp(`\\b${key}="([\\d.]+)"`).exec(attrs)?.[1] ?? 0);
    const fill = /\bfill="#([0-9a-f]{6})"/i.exec(attrs)?.[1];
    if (!fill) throw new Error('favicon: every <rect> needs a fill="#rrggbb"');
    const rgb: Rect['rgb'] = [0, 2, 4].map((i) => parseInt(fill.slice(i, i + 2), 16)) as Rect['rgb'];
    return { x: num('x'), y: num('y'), width: num('width'), height: num('height'), rx: num('rx'), rgb };
  });
  return { viewBox, rects };
}

function inside(r: Rect, x: number, y: number): boolean {
  if (x < r.x || y < r.y || x > r.x + r.width || y > r.y + r.height) return false;
  const cx = Math.min(Math.max(x, r.x + r.rx), r.x + r.width - r.rx);
  const cy = Math.min(Math.max(y, r.y + r.rx), r.y + r.height - r.rx);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r.rx ** 2;
}

/** RGBA pixels, row by row: each pixel averages its samples (the topmost rect under each). */
export function rasterize(svg: string, size: number): Buffer {
  const { viewBox, rects } = parseLogo(svg);
  const pixels = Buffer.alloc(size * size * 4);
  const unit = viewBox / size / SAMPLES;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let s = 0; s < SAMPLES * SAMPLES; s++) {
        const x = (px * SAMPLES + (s % SAMPLES) + 0.5) * unit;
        const y = (py * SAMPLES + Math.floor(s / SAMPLES) + 0.5) * unit;
        const top = rects.findLast((r) => inside(r, x, y));
        if (!top) continue;
        top.rgb.forEach((c, i) => (sum[i] = (sum[i] ?? 0) + c));
        sum[3] = (sum[3] ?? 0) + 1;
      }
      const covered = sum[3] ?? 0;
      const at = (py * size + px) * 4;
      for (let i = 0; i < 3; i++) pixels[at + i] = covered ? Math.round((sum[i] ?? 0) / covered) : 0;
      pixels[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function encodePng(rgba: Buffer, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = [];
  for (let y = 0; y < size; y++) rows.push(Buffer.from([0]), rgba.subarray(y * size * 4, (y + 1) * size * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding one PNG per size (the PNG-in-ICO form every current browser reads). */
export function faviconIco(svg: string): Buffer {
  const images = ICO_SIZES.map((size) => encodePng(rasterize(svg, size), size));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, i) => {
    const entry = 6 + 16 * i;
    const size = ICO_SIZES[i] ?? 0;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images]);
}

/**
 * The logo for a maskable icon: the frame fills the square (launchers cut their own shape) and the
 * four quadrants shrink by a fifth around the centre, so their corners stay inside the safe zone
 * (a circle of 40% of the width) whatever shape a launcher cuts.
 */
export function maskableSvg(svg: string): string {
  const { viewBox, rects } = parseLogo(svg);
  const [frame, ...quadrants] = rects;
  if (!frame) throw new Error('favicon: the logo needs its frame <rect> first');
  const hex = (rgb: Rect['rgb']) => rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
  const centre = viewBox / 2;
  const scaled = quadrants.map((r) => {
    const at = (v: number) => +(centre + (v - centre) * 0.8).toFixed(3);
    const len = (v: number) => +(v * 0.8).toFixed(3);
    return `<rect x="${at(r.x)}" y="${at(r.y)}" width="${len(r.width)}" height="${len(r.height)}" rx="${len(r.rx)}" fill="#${hex(r.rgb)}"/>`;
  });
  const background = `<rect width="${viewBox}" height="${viewBox}" fill="#${hex(frame.rgb)}"/>`;
  return `<svg viewBox="0 0 ${viewBox} ${viewBox}">${background}${scaled.join('')}</svg>`;
}

/** The manifest's icons: file name (under public/icons) → PNG bytes. */
export function manifestIcons(svg: string): Record<string, Buffer> {
  return {
    'icon-192.png': encodePng(rasterize(svg, 192), 192),
    'icon-512.png': encodePng(rasterize(svg, 512), 512),
    'icon-maskable-512.png': encodePng(rasterize(maskableSvg(svg), 512), 512),
  };
}

export const PUBLIC_DIR = path.resolve(import.meta.dirname, '..', 'public');
export const ICONS_DIR = path.join(PUBLIC_DIR, 'icons');

if (import.meta.url === `file://${process.argv[1]}`) {
  const svg = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
  fs.writeFileSync(path.join(PUBLIC_DIR, 'favicon.ico'), faviconIco(svg));
  fs.mkdirSync(ICONS_DIR, { recursive: true });
  for (const [name, png] of Object.entries(manifestIcons(svg))) {
    fs.writeFileSync(path.join(ICONS_DIR, name), png);
  }
  console.log('wrote public/favicon.ico and public/icons/*.png');
}
