/**
 * A file's bytes as text. Todoist and TickTick write UTF-8 (TickTick with a byte order mark), and
 * so does any spreadsheet asked for "CSV UTF-8". Rules:
 * - a UTF-8 byte order mark is removed; UTF-16 with its mark (a spreadsheet's "Unicode" CSV) is
 *   read as UTF-16;
 * - without a mark, valid UTF-8 is UTF-8; anything else is read as Windows-1252 (what a
 *   spreadsheet's plain "CSV" is in Western Europe and the Americas), and the preview says so, so
 *   the person can check the accents before importing;
 * - a NUL character means the file is not text (a spreadsheet's own format, an image): refused.
 */
import { fileError } from './bounds.ts';

export type TextEncoding = 'utf-8' | 'utf-16' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

function decodeAs(label: string, bytes: Uint8Array, fatal = false): string {
  return new TextDecoder(label, { fatal, ignoreBOM: false }).decode(bytes);
}

function read(bytes: Uint8Array): DecodedText {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { text: decodeAs('utf-8', bytes), encoding: 'utf-8' };
  if (a === 0xff && b === 0xfe) return { text: decodeAs('utf-16le', bytes), encoding: 'utf-16' };
  if (a === 0xfe && b === 0xff) return { text: decodeAs('utf-16be', bytes), encoding: 'utf-16' };
  try {
    return { text: decodeAs('utf-8', bytes, true), encoding: 'utf-8' };
  } catch {
    return { text: decodeAs('windows-1252', bytes), encoding: 'windows-1252' };
  }
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const decoded = read(bytes);
  // TextDecoder removes a leading mark of its own encoding; one left over (a doubled mark) goes too.
  const text = decoded.text.replace(/^\uFEFF/, '');
  if (text.includes('\u0000'))
    throw fileError('not-text', 'This is not a text file. Export a CSV (or a Markdown file) and send that.');
  if (text.trim() === '') throw fileError('empty', 'This file is empty.');
  return { text, encoding: decoded.encoding };
}
