/**
 * The server under test mails through its outbox: one .eml file per message under
 * `$QUADRANT_E2E_DATA_DIR/outbox` (RFC 2047 subjects, base64 bodies). Read the way a mail client
 * would, so the journeys assert what a person receiving the message would see.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  subject: string;
  replyTo: string;
  text: string;
}

export function outboxDir(): string {
  const dataDir = process.env.QUADRANT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('QUADRANT_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'outbox');
}

/** The .eml files in the outbox now, by name (names start with the send time). */
export function outboxFiles(): string[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
}

function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_m, b64: string) =>
    Buffer.from(b64, 'base64').toString('utf8'),
  );
}

export function readOutboxMail(name: string): OutboxMail {
  const file = path.join(outboxDir(), name);
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).split('\r\n');
  const header = (field: string): string =>
    decodeWords(headers.find((h) => h.startsWith(`${field}: `))?.slice(field.length + 2) ?? '');
  const text = Buffer.from(raw.slice(split + 4).replace(/\s+/g, ''), 'base64').toString('utf8');
  return { file, subject: header('Subject'), replyTo: header('Reply-To'), text };
}

/** The messages whose subject contains `tag` (other journeys may be mailing at the same time). */
export function outboxMailsTagged(tag: string): OutboxMail[] {
  return outboxFiles()
    .map(readOutboxMail)
    .filter((m) => m.subject.includes(tag));
}
