/**
 * The Teams app's outline icon, drawn here rather than kept as a binary: 32×32, white on
 * transparent (Teams' rule for outline icons), the matrix's four quadrants with the first one,
 * Do First, filled. Written as an RGBA PNG by a minimal encoder (zlib and CRC-32 from Node).
 */
import zlib from 'node:zlib';

export const OUTLINE_SIZE = 32;

/** Whether pixel (x, y) of the outline icon is white (else transparent). */
export function outlineInk(x: number, y: number): boolean {
  const cells = [
    { x0: 3, y0: 3, filled: true },
    { x0: 17, y0: 3, filled: false },
    { x0: 3, y0: 17, filled: false },
    { x0: 17, y0: 17, filled: false },
  ];
  return cells.some(({ x0, y0, filled }) => {
    const inside = x >= x0 && x < x0 + 12 && y >= y0 && y < y0 + 12;
    const border = x < x0 + 2 || x >= x0 + 10 || y < y0 + 2 || y >= y0 + 10;
    return inside && (filled || border);
  });
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of `size`×`size` pixels, each given by `pixel(x, y)` as [r, g, b, a]. */
export function encodePng(size: number, pixel: (x: number, y: number) => readonly number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter, no interlace
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 4);
    for (let x = 0; x < size; x++) rows.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function outlineIconPng(): Buffer {
  return encodePng(OUTLINE_SIZE, (x, y) => (outlineInk(x, y) ? [255, 255, 255, 255] : [0, 0, 0, 0]));
}

/** Width, height and colour type of a PNG, read from its header. */
export function pngHeader(png: Buffer): { width: number; height: number; colorType: number } {
  if (png.subarray(12, 16).toString('ascii') !== 'IHDR') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colorType: png[25] ?? -1 };
}

/** The RGBA pixels of a PNG this module wrote (no filters, one IDAT). */
export function decodeOwnPng(png: Buffer): { size: number; rgba: (x: number, y: number) => number[] } {
  const { width } = pngHeader(png);
  const idat = png.indexOf('IDAT', 0, 'ascii');
  const length = png.readUInt32BE(idat - 4);
  const rows = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + length));
  return {
    size: width,
    rgba: (x, y) => [...rows.subarray(y * (1 + width * 4) + 1 + x * 4, y * (1 + width * 4) + 5 + x * 4)],
  };
}
