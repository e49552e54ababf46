import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { encodeHeaderText, formatEml } from './eml.ts';
import { formatMail } from './mailer.ts';
import { createOutboxTransport } from './outbox-transport.ts';

function bodyOf(eml: string): string {
  const [, body = ''] = eml.split('\r\n\r\n');
  return Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8');
}

describe('eml', () => {
  const envelope = { messageId: '1.abc@example.com', date: new Date('2026-11-21T08:00:00Z') };

  it('writes the RFC 5322 headers and a base64 UTF-8 body', () => {
    const eml = formatEml(
      {
        from: { name: 'Quadrant', address: 'no-reply@quadrant.app' },
        to: [{ address: 'support@quadrant.app' }],
        replyTo: { name: 'Zoë', address: 'zoe@example.com' },
        subject: 'Héllo',
        text: 'Line 1\nLigne 2 — ü',
      },
      envelope,
    );
    expect(eml).toContain('From: "Quadrant" <no-reply@quadrant.app>\r\n');
    expect(eml).toContain('To: <support@quadrant.app>\r\n');
    expect(eml).toContain(`Reply-To: ${encodeHeaderText('Zoë')} <zoe@example.com>\r\n`);
    expect(eml).toContain('Subject: =?UTF-8?B?');
    expect(eml).toContain('Date: Sat, 21 Nov 2026 08:00:00 +0000\r\n');
    expect(eml).toContain('Message-ID: <1.abc@example.com>\r\n');
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8\r\n');
    expect(bodyOf(eml)).toBe('Line 1\r\nLigne 2 — ü');
    for (const line of eml.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
  });

  it('never lets a value break out of its header', () => {
    const eml = formatEml(
      {
        from: { address: 'a@b.c' },
        to: [{ address: 'x@y.z' }],
        subject: 'Hi\r\nBcc: victim@example.com',
        text: 'x',
      },
      envelope,
    );
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(eml).toContain('Subject: Hi Bcc: victim@example.com\r\n');
  });

  it('writes each message as an .eml file in the outbox', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const outbox = createOutboxTransport({ dir, log: pino({ level: 'silent' }) });
    const mail = formatMail(
      { from: { address: 'no-reply@q.test' }, to: [{ address: 'x@y.z' }], subject: 'Test', text: 'Body' },
      'q.test',
    );
    await outbox.deliver(mail);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toBe(mail.raw);
    expect(eml).toContain(`Message-ID: <${mail.messageId}>`);
    expect(mail.messageId).toMatch(/@q\.test$/);
    expect(bodyOf(eml)).toBe('Body');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
